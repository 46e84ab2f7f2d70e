import type { TSessionUser } from "@ship/contracts";
import { REFERRAL_LIMITS, type TLang } from "@ship/domain";
import { AppError } from "../../../errors/app-error.ts";
import type { TReferralDeps } from "../referral-deps.ts";
import { buildInvitationMail } from "../referral-mail.ts";
import { countInvitationsSince, insertInvitations, lockUser } from "../referral-repository.ts";
import { ensureReferralCode, referralLink } from "./referral-code.ts";

const DAY_MS = 24 * 60 * 60_000;

/** No self-sponsoring (spec §5 loyalty terms) and each address once: the first bad row is named. */
function checkAddresses(user: TSessionUser, emails: readonly string[]): void {
  const seen = new Set<string>();
  emails.forEach((email, index) => {
    const key = email.toLowerCase();
    const field = `emails.${index}`;
    if (key === user.email.toLowerCase()) throw new AppError("referral.own_email", 400, { field });
    if (seen.has(key)) throw new AppError("referral.duplicate_email", 400, { field });
    seen.add(key);
  });
}

/**
 * POST /refer-contact/invitation/{id}: one e-mail per address through the outbox, in the
 * transaction that records them; at most REFERRAL_LIMITS.invitationsPerDay in any 24 hours.
 */
export function createSendInvitations(
  deps: Pick<TReferralDeps, "db" | "unitOfWork" | "mailer" | "linkOrigin" | "now">,
) {
  return async function sendInvitations(
    user: TSessionUser,
    body: { emails: string[]; message: string },
    lang: TLang,
  ): Promise<number> {
    checkAddresses(user, body.emails);
    const code = await ensureReferralCode(deps.db, user.id);
    const link = referralLink(deps.linkOrigin, lang, code);
    const sender = user.company ? `${user.company} (${user.email})` : `${user.lastname} (${user.email})`;
    const now = deps.now();
    await deps.unitOfWork.transaction(async (trx) => {
      await lockUser(trx, user.id);
      const sent = await countInvitationsSince(trx, user.id, new Date(now.getTime() - DAY_MS));
      if (sent + body.emails.length > REFERRAL_LIMITS.invitationsPerDay) {
        throw new AppError("referral.daily_limit", 429, {
          params: {
            max: REFERRAL_LIMITS.invitationsPerDay,
            left: Math.max(0, REFERRAL_LIMITS.invitationsPerDay - sent),
          },
        });
      }
      await insertInvitations(trx, user.id, body.emails, now);
      for (const email of body.emails) {
        await deps.mailer.enqueue(trx, {
          to: email,
          ...buildInvitationMail(lang, { sender, message: body.message, link }),
        });
      }
    });
    deps.mailer.wake();
    return body.emails.length;
  };
}
