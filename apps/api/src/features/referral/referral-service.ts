import type { TReferralDeps } from "./referral-deps.ts";
import { createEnrolLoyalty } from "./use-cases/enrol-loyalty.ts";
import { createGetReferralLink } from "./use-cases/get-referral-link.ts";
import { createSendInvitations } from "./use-cases/send-invitations.ts";

/** The referral and loyalty use cases (one per file in use-cases/), assembled for the routes. */
export function createReferralService(input: Omit<TReferralDeps, "now"> & { now?: () => Date }) {
  const deps: TReferralDeps = { ...input, now: input.now ?? (() => new Date()) };
  return {
    getReferralLink: createGetReferralLink(deps),
    sendInvitations: createSendInvitations(deps),
    enrolLoyalty: createEnrolLoyalty(deps),
  };
}
export type TReferralService = ReturnType<typeof createReferralService>;
