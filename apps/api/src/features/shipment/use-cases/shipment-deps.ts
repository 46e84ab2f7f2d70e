import type { TCarrierConnector } from "@ship/carriers";
import type { TSettlementMethod } from "@ship/contracts";
import type { TDocumentAddress } from "@ship/documents";
import type { TExecutor, TTransaction, TUnitOfWork } from "../../../db/unit-of-work.ts";
import type { TDocumentStore } from "../../../lib/document-store/document-store.ts";
import type { TMailer } from "../../mail/mailer.ts";
import type { TSettledOrder } from "../../payment/settled-orders-repository.ts";
import type { TDocumentLinks } from "../document-links.ts";
import type { TShipmentRow } from "../shipment-repository.ts";

/**
 * Everything the shipment use cases may need; each factory takes the few it uses (a Pick), and
 * shipment-service.ts hands them out.
 */
export type TShipmentDeps = {
  /** Runs the reads and single writes that need no transaction of their own. */
  db: TExecutor;
  /** Opens the transactions (the waybill, the recovered e-mail): convention 14. */
  unitOfWork: TUnitOfWork;
  connectors: readonly TCarrierConnector[];
  /** The outbox: the confirmation is enqueued in the shipment's transaction. */
  mailer: Pick<TMailer, "enqueue" | "wake">;
  /** The payment feature's read of settled orders still without a shipment (the recovery sweep). */
  settledOrdersWithoutShipment: () => Promise<TSettledOrder[]>;
  /** The company printed as seller on invoices (the default brand's seller). */
  seller: TDocumentAddress;
  timeZone: string;
  /** Absolute base of the links in e-mails (PUBLIC_URL, else the local server). */
  publicUrl: string;
  /** Signed links to documents, opened without the session (issue 16). */
  documentLinks: TDocumentLinks;
  /** Where issued documents are kept: local disk or S3 (decision 052). */
  documents: TDocumentStore;
  /**
   * Other features' work that belongs in the transaction creating a paid shipment: the referral
   * reward (decision 034). Optional: absent, a shipment is only a shipment.
   */
  rewardSponsor?: (
    trx: TTransaction,
    shipment: { userId: number | null; method: TSettlementMethod; at: Date },
  ) => Promise<void>;
  /**
   * The pre-order outbox (decision 046): in the transaction creating a shipment, `append` writes it
   * to be appended to its pre-order when the order came from one (answers whether it did); in the
   * transaction cancelling one, `cancel` writes that its pre-order must show it Cancelled (when it
   * came from one); `wake` starts the delivery after the commit. Optional: absent, no order comes
   * from a pre-order.
   */
  preOrders?: {
    append: (trx: TTransaction, shipment: TShipmentRow) => Promise<boolean>;
    cancel: (trx: TTransaction, shipmentRef: string) => Promise<boolean>;
    wake: () => void;
  };
  /** The tracking refresh job's period (0: no job): a reader never polls a live carrier more often. */
  trackingRefreshMs: number;
  now: () => Date;
  logError: (error: unknown, message: string) => void;
};
