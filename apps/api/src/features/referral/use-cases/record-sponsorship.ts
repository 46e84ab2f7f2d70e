import type { TExecutor } from "../../../db/unit-of-work.ts";
import { findSponsorByCode, insertSponsorship } from "../referral-repository.ts";
import { normalizeReferralCode } from "./referral-code.ts";

/** What registration calls, in the new account's transaction. */
export type TRecordSponsorship = (
  executor: TExecutor,
  code: string,
  sponsoredUserId: number,
) => Promise<void>;

/**
 * Registration with a personal code (the register form's apporteur code, filled from the link's
 * ?ref=) records who sponsored the new account. A code that is nobody's is an ordinary apporteur
 * code (kept with the registration, as before) and records nothing.
 */
export const recordSponsorship: TRecordSponsorship = async (executor, code, sponsoredUserId) => {
  const normalized = normalizeReferralCode(code);
  if (!normalized) return;
  const sponsorId = await findSponsorByCode(executor, normalized);
  if (sponsorId === undefined || sponsorId === sponsoredUserId) return;
  await insertSponsorship(executor, sponsorId, sponsoredUserId);
};
