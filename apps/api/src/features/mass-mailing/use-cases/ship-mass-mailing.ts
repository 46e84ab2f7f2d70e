import { mayDeferMore, type TLang } from "@ship/domain";
import type { TTransaction } from "../../../db/unit-of-work.ts";
import { AppError } from "../../../errors/app-error.ts";
import { massMailingReference } from "../../credit/credit-ledger.ts";
import { moveCredit } from "../../credit/credit-repository.ts";
import { findPendingMassShipment, replaceTransaction } from "../../payment/payment-repository.ts";
import { findOwedDeferred, lockPayer } from "../../payment/settlement-repository.ts";
import type { TSession } from "../../session/session-service.ts";
import { lockMailing, markPaidAndQueue, type TMassMailingRow, totalsOf } from "../mass-mailing-repository.ts";
import type { TMassMailingDeps } from "./mass-mailing-deps.ts";
import { ownedMailing, type TMassUser } from "./mass-mailing-owner.ts";
import type { TReadMassMailing } from "./read-mass-mailing.ts";

type TDeps = Pick<TMassMailingDeps, "db" | "unitOfWork" | "now"> & {
  read: TReadMassMailing;
  /** Starts the batch job now rather than at its next round (after the commit). */
  wakeJobs: () => void;
};

type TMethod = "credit" | "deferred";

/** Takes the whole total from the credit (EUR only, never below zero: decision 016). */
async function payByCredit(trx: TTransaction, mailing: TMassMailingRow, user: TMassUser, total: number) {
  if (mailing.currency !== "EUR") throw new AppError("mass_mailing.credit_currency", 409);
  const moved = await moveCredit(trx, {
    userId: user.id,
    amount: -total,
    reason: "order",
    reference: massMailingReference(mailing.id),
  });
  if (moved === "insufficient") throw new AppError("mass_mailing.credit_insufficient", 409);
}

/** Spec §6: professional accounts only, under their deferred limit (checked with the user's row held). */
async function payLater(trx: TTransaction, user: TMassUser, total: number) {
  if (user.pro !== 1) throw new AppError("mass_mailing.deferred_not_allowed", 403);
  await lockPayer(trx, user.id);
  const owed = await findOwedDeferred(trx, user.id);
  if (!mayDeferMore(owed.cents, total, owed.limitCents))
    throw new AppError("mass_mailing.deferred_limit", 409);
}

/**
 * Settles a draft by credit or deferred payment and queues its batch, in one transaction with the
 * mass mailing locked: the debit, the settlement and the job row are written together or not at
 * all. An open card payment is replaced (its page can no longer charge).
 */
async function settle(deps: TDeps, mailingId: string, user: TMassUser, method: TMethod): Promise<void> {
  await deps.unitOfWork.transaction(async (trx) => {
    const mailing = await lockMailing(trx, mailingId);
    if (!mailing) throw new AppError("not_found", 404);
    // Already settled (a retry, or another tab): shipping again answers the same batch.
    if (mailing.status !== "draft") return;
    const totals = await totalsOf(trx, mailing.id);
    if (totals.count === 0) throw new AppError("mass_mailing.nothing_to_ship", 409);
    if (method === "credit") await payByCredit(trx, mailing, user, totals.priceTi);
    else await payLater(trx, user, totals.priceTi);
    const pending = await findPendingMassShipment(trx, mailing.id);
    if (pending) await replaceTransaction(trx, pending.id);
    const charged = method === "credit" ? totals.priceTi : 0;
    await markPaidAndQueue(trx, {
      id: mailing.id,
      method,
      transactionId: null,
      chargedCents: charged,
      at: deps.now(),
    });
  });
}

/**
 * POST /mass-mailing/ship (spec §7). With a payment method, settles the draft that way first;
 * without, the mass mailing must already be settled (a card payment notified paid queued it).
 * The shipments are the batch job's (one per recipient, exactly once): the answer is the mass
 * mailing as it stands, its recipients waiting.
 */
export function createShipMassMailing(deps: TDeps) {
  return async function shipMassMailing(
    body: { order: string; payment_method?: TMethod | undefined },
    session: TSession | undefined,
    lang: TLang,
  ) {
    const { user, mailing } = await ownedMailing(deps, body.order, session);
    if (body.payment_method) {
      await settle(deps, mailing.id, user, body.payment_method);
      deps.wakeJobs();
    } else if (mailing.status === "draft") {
      throw new AppError("mass_mailing.payment_required", 402);
    }
    return deps.read(mailing.id, session, lang);
  };
}
