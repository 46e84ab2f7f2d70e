import type { TReferContactUrlResponse, TSessionUser, TSponsorshipRow } from "@ship/contracts";
import { REFERRAL_REWARD_CENTS, referralValidUntil, type TLang } from "@ship/domain";
import type { TReferralDeps } from "../referral-deps.ts";
import { listSponsorships, type TSponsorshipOutcome } from "../referral-repository.ts";
import { ensureReferralCode, referralLink } from "./referral-code.ts";

/** "bob@example.test" -> "b***@example.test": the sponsor sees who joined without the whole address. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at <= 0) return "***";
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

function statusOf(
  outcome: TSponsorshipOutcome | null,
  validUntil: Date,
  now: Date,
): TSponsorshipRow["status"] {
  if (outcome === "rewarded") return "rewarded";
  if (outcome === "expired") return "expired";
  if (outcome !== null) return "refused";
  return now > validUntil ? "expired" : "pending";
}

/** GET /refer-contact/url/{id}: the caller's link, its sponsored people and what they earned. */
export function createGetReferralLink(deps: Pick<TReferralDeps, "db" | "linkOrigin" | "now">) {
  return async function getReferralLink(user: TSessionUser, lang: TLang): Promise<TReferContactUrlResponse> {
    const code = await ensureReferralCode(deps.db, user.id);
    const rows = await listSponsorships(deps.db, user.id);
    const now = deps.now();
    const sponsorships = rows.map((row) => {
      const validUntil = referralValidUntil(row.created_at);
      return {
        email: maskEmail(row.email),
        registered_at: row.created_at.toISOString(),
        status: statusOf(row.outcome, validUntil, now),
        reward_cents: Number(row.reward_cents),
        valid_until: validUntil.toISOString().slice(0, 10),
      };
    });
    return {
      success: true,
      url: referralLink(deps.linkOrigin, lang, code),
      code,
      reward_cents: REFERRAL_REWARD_CENTS,
      rewarded_cents: sponsorships.reduce((sum, row) => sum + row.reward_cents, 0),
      sponsorships,
    };
  };
}
