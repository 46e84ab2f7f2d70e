import type { TCarrierConnector } from "@ship/carriers";
import type { TExecutor, TUnitOfWork } from "../../../db/unit-of-work.ts";
import type { TDocumentStore } from "../../../lib/document-store/document-store.ts";
import type { TMailer } from "../../mail/mailer.ts";
import type { TPaymentProvider } from "../../payment/payment-provider.ts";
import type { TTransaction } from "../../payment/payment-repository.ts";
import type { TRatingService } from "../../rating/rating-service.ts";
import type { TWaybillInTransaction } from "../../shipment/use-cases/make-waybill.ts";

/** Everything the mass mailing use cases may need; each factory takes the few it uses (a Pick). */
export type TMassMailingDeps = {
  /** The reads that need no transaction of their own. */
  db: TExecutor;
  unitOfWork: TUnitOfWork;
  rating: Pick<TRatingService, "quote" | "resolvePlace" | "today">;
  connectors: readonly TCarrierConnector[];
  /** undefined: card payments are off (production without PAYMENT_PROVIDER). */
  provider: TPaymentProvider | undefined;
  /** The crypted id of a transaction, for the card page and its return screens. */
  tokenFor: (transaction: TTransaction) => string;
  /** The user's spendable prepaid credit, euro cents (features/credit). */
  balanceOf: (userId: number) => Promise<number>;
  /** A payment transaction by id (a refused recipient's card refund). */
  findTransaction: (id: string) => Promise<TTransaction | undefined>;
  /** The order flow's waybill in a caller's transaction (shipment feature). */
  waybillInTransaction: TWaybillInTransaction;
  mailer: Pick<TMailer, "enqueue" | "wake">;
  /** Where live carriers' own labels are kept (decision 062). */
  documents: TDocumentStore;
  /** Absolute base of the links in e-mails. */
  publicUrl: string;
  now: () => Date;
  logError: (error: unknown, message: string) => void;
  /** Tests only: a pause before each recipient's shipment, so a test can kill the API mid-batch. */
  shipDelayMs: number;
};
