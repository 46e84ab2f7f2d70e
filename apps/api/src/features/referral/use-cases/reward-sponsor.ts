import type { TSettlementMethod } from "@ship/contracts";
import { checkReferralReward, REFERRAL_PAYING_METHODS, REFERRAL_REWARD_CENTS } from "@ship/domain";
import type { TTransaction } from "../../../db/unit-of-work.ts";
import { sponsorshipReference } from "../../credit/credit-ledger.ts";
import { moveCredit, openCreditAccount } from "../../credit/credit-repository.ts";
import { decideSponsorship, lockUndecidedSponsorship } from "../referral-repository.ts";

/** What the shipment feature calls in the transaction that creates a paid shipment. */
export type TRewardSponsor = (
  trx: TTransaction,
  shipment: { userId: number | null; method: TSettlementMethod; at: Date },
) => Promise<void>;

/**
 * Spec §9 and §5 loyalty terms: when a sponsored customer's first shipment is paid, the sponsor
 * earns 20 EUR of prepaid credit, unless the rules refuse it (self, same e-mail, same company,
 * more than 12 months). The sponsorship is decided once (its row locked, then marked); the ledger's
 * unique (bonus, referral:{id}) backs it up, so a retried waybill credits nothing more.
 */
export const rewardSponsor: TRewardSponsor = async (trx, shipment) => {
  if (shipment.userId === null || !REFERRAL_PAYING_METHODS.includes(shipment.method)) return;
  const sponsorship = await lockUndecidedSponsorship(trx, shipment.userId);
  if (!sponsorship) return;
  const refusal = checkReferralReward({
    sponsor: sponsorship.sponsor,
    sponsored: sponsorship.sponsored,
    sponsoredAt: sponsorship.createdAt,
    paidAt: shipment.at,
  });
  if (refusal) {
    await decideSponsorship(trx, sponsorship.id, { outcome: refusal, rewardCents: 0, at: shipment.at });
    return;
  }
  await moveCredit(trx, {
    userId: sponsorship.sponsor.userId,
    amount: REFERRAL_REWARD_CENTS,
    reason: "bonus",
    reference: sponsorshipReference(sponsorship.id),
  });
  await openCreditAccount(trx, sponsorship.sponsor.userId);
  await decideSponsorship(trx, sponsorship.id, {
    outcome: "rewarded",
    rewardCents: REFERRAL_REWARD_CENTS,
    at: shipment.at,
  });
};
