import type { TCarrierConnector } from "@ship/carriers";
import {
  SHIPMENT_STATUS_CODES,
  type TSettlementMethod,
  type TShipmentConfirmation,
  type TTrackShipmentResponse,
} from "@ship/contracts";
import { formatCents, type TDocumentAddress, type TLabelPageFormat } from "@ship/documents";
import { needsPersonalEffectsDeclaration, type TLang } from "@ship/domain";
import { AppError } from "../../errors/app-error.ts";
import type { TMailExecutor, TMailer } from "../mail/mailer.ts";
import type { TPaymentService } from "../payment/payment-service.ts";
import { ownerOfSession } from "../session/owned-by.ts";
import type { TSession } from "../session/session-service.ts";
import { createWaybillMaker } from "./create-waybill.ts";
import { createSettlement } from "./settlement.ts";
import {
  renderShipmentInvoice,
  renderShipmentLabel,
  renderShipmentPersonalEffects,
  renderShipmentProforma,
  type TDocumentFile,
} from "./shipment-documents.ts";
import type { TShipmentRepository, TShipmentRow } from "./shipment-repository.ts";
import { buildConfirmationMail, cancelledMessage, describeTrackingEvent } from "./shipment-texts.ts";

type TDeps = {
  repository: TShipmentRepository;
  connectors: readonly TCarrierConnector[];
  /** The payment service; its settleOrder and refundOrder are used when present. */
  payments: TPaymentService;
  /** The outbox: the confirmation is enqueued in the shipment's transaction. */
  mailer: Pick<TMailer, "enqueue" | "wake">;
  /** The company printed as seller on invoices (the default brand's seller). */
  seller: TDocumentAddress;
  timeZone: string;
  /** Absolute base of the links in e-mails (PUBLIC_URL, else the local server). */
  publicUrl: string;
  now?: () => Date;
  /** Tests only (WAYBILL_TEST_DELAY_MS): wait before the background waybill, to kill the API there. */
  backgroundDelayMs?: number;
  logError?: (error: unknown, message: string) => void;
};

type TOrderRef = { shipment_id: string; order_id: string };

const API_PREFIX = "/api/v4";
const documentUrl = (id: string, kind: "label" | "proforma" | "invoice" | "personal-effects") =>
  `${API_PREFIX}/shipments/${id}/${kind}`;

/** Spec §5: personal effects sent abroad worth more than $150 travel with a declaration. */
function needsDeclaration(row: TShipmentRow): boolean {
  return needsPersonalEffectsDeclaration({
    reason: row.reason,
    fromCountry: (row.ship_from as { country_code: string }).country_code,
    toCountry: (row.ship_to as { country_code: string }).country_code,
    declaredValueCents: row.declared_value_cents === null ? null : Number(row.declared_value_cents),
    currency: row.currency,
  });
}

export function createShipmentService(deps: TDeps) {
  const { repository } = deps;
  const now = deps.now ?? (() => new Date());
  const logError = deps.logError ?? (() => {});
  const createWaybill = createWaybillMaker({
    repository,
    connectors: deps.connectors,
    timeZone: deps.timeZone,
    now,
    enqueueConfirmationMail: (trx, shipment) => enqueueConfirmationMail(trx, shipment),
  });
  const settlement = createSettlement({ payments: deps.payments });
  const inFlight = new Set<Promise<unknown>>();

  async function toConfirmation(row: TShipmentRow): Promise<TShipmentConfirmation> {
    const invoice = await repository.findInvoice(row.id);
    const { relayPoint } = await repository.findOrderExtras(row.shipment_id);
    const party = (value: unknown) => {
      const address = value as {
        name: string;
        company: string;
        city: string;
        postcode: string;
        country_code: string;
      };
      return {
        name: address.name,
        company: address.company ?? "",
        city: address.city,
        postcode: address.postcode,
        country_code: address.country_code,
      };
    };
    return {
      id: row.id,
      status: row.status,
      status_code: SHIPMENT_STATUS_CODES[row.status],
      carrier_code: row.carrier_code as TShipmentConfirmation["carrier_code"],
      carrier_name: row.carrier_name,
      service_code: row.service_code,
      service_name: row.service_name,
      tracking_numbers: row.tracking_numbers as string[],
      tracking_url: row.tracking_url,
      label_format: row.label_format,
      shipping_method: row.shipping_method,
      shipment_date: row.shipment_date,
      expected_delivery_date: row.expected_delivery_date,
      ship_from: party(row.ship_from),
      ship_to: party(row.ship_to),
      relay_point: relayPoint
        ? {
            id: relayPoint.id,
            name: relayPoint.name,
            address1: relayPoint.address1,
            postcode: relayPoint.postcode,
            city: relayPoint.city,
            country_code: relayPoint.country_code,
          }
        : null,
      price: {
        currency: row.currency,
        price_ti: Number(row.price_ti_cents),
        insurance: Number(row.insurance_cents),
        // What the total leaves out of offer + insurance: the voucher.
        voucher_discount: Number(row.price_ti_cents) + Number(row.insurance_cents) - Number(row.total_cents),
        total: Number(row.total_cents),
      },
      payment_method: row.payment_method,
      documents: {
        label_url: documentUrl(row.id, "label"),
        proforma_url: row.customs_required ? documentUrl(row.id, "proforma") : null,
        invoice_url: invoice ? documentUrl(row.id, "invoice") : null,
        personal_effects_url: needsDeclaration(row) ? documentUrl(row.id, "personal-effects") : null,
      },
      invoice_number: invoice?.number ?? null,
      cancellable: row.status === "Validated",
      created_at: new Date(row.created_at).toISOString(),
    };
  }

  /**
   * Writes the order-confirmation e-mail to the outbox with `trx`, the transaction that inserts
   * the shipment (decision 019): both are stored or neither. The key keeps it to one per shipment.
   */
  async function enqueueConfirmationMail(trx: TMailExecutor, row: TShipmentRow): Promise<void> {
    const invoice = await repository.findInvoice(row.id, trx);
    const base = deps.publicUrl;
    const shipTo = row.ship_to as { name: string; city: string };
    const from = row.ship_from as { email: string };
    const mail = buildConfirmationMail(row.lang, {
      carrierName: row.carrier_name,
      serviceName: row.service_name,
      trackingNumbers: row.tracking_numbers as string[],
      shipmentDate: row.shipment_date,
      expectedDeliveryDate: row.expected_delivery_date,
      total: formatCents(Number(row.total_cents), row.currency, row.lang),
      recipient: `${shipTo.name}, ${shipTo.city}`,
      links: {
        label: `${base}${documentUrl(row.id, "label")}`,
        invoice: invoice ? `${base}${documentUrl(row.id, "invoice")}` : null,
        proforma: row.customs_required ? `${base}${documentUrl(row.id, "proforma")}` : null,
        // The web app's tracking page (hash route #/{lang}/shipment-tracking/{id}).
        tracking: `${base}/#/${row.lang}/shipment-tracking/${row.id}`,
      },
    });
    // The customer who ordered: the account's address when logged in, else the sender's.
    const to =
      (row.user_id !== null ? await repository.findUserEmail(row.user_id, trx) : undefined) ?? from.email;
    await deps.mailer.enqueue(trx, { to, ...mail }, { dedupeKey: `order-confirmation:${row.id}` });
  }

  async function makeWaybill(shipmentId: string, method: TSettlementMethod, lang: TLang) {
    const { shipment, created } = await createWaybill(shipmentId, method, lang);
    // Committed: the delivery job sends the confirmation now rather than at its next round.
    if (created) deps.mailer.wake();
    return shipment;
  }

  async function loadOwned(id: string, session: TSession | undefined): Promise<TShipmentRow> {
    const row = await repository.findOwned(id, ownerOfSession(session));
    if (!row) throw new AppError("not_found", 404);
    return row;
  }

  const connectorOf = (row: TShipmentRow) =>
    deps.connectors.find((candidate) => candidate.carrier_code === row.carrier_code);

  return {
    /**
     * POST /order and POST /ship: confirms a settled order of the caller and answers its shipment.
     * Idempotent: the same order confirmed again (or by the background job) answers the same one.
     */
    async confirmOrder(
      ref: TOrderRef,
      options: { payLater: boolean; lang: TLang },
      session: TSession | undefined,
    ): Promise<TShipmentConfirmation> {
      const owner = ownerOfSession(session);
      if (!(await repository.isOrderOwnedBy(ref.shipment_id, ref.order_id, owner))) {
        throw new AppError("not_found", 404);
      }
      const existing = await repository.findByOrder(ref.shipment_id);
      if (existing) return toConfirmation(existing);
      const settled = await settlement.settle(ref, session, options.payLater);
      if (!settled.settled) throw new AppError("order.payment_required", 402);
      return toConfirmation(await makeWaybill(ref.shipment_id, settled.method, settled.lang ?? options.lang));
    },

    /** GET /shipments/{id}: the confirmation again (reload of the confirmation page). */
    async readShipment(id: string, session: TSession | undefined): Promise<TShipmentConfirmation> {
      return toConfirmation(await loadOwned(id, session));
    },

    /**
     * The card notification marked a transaction paid: make the waybill now, in the background,
     * so the customer's return page finds it ready. Failures are logged; the sweep retries.
     */
    completePaidTransaction(transactionId: string): void {
      const job = (async () => {
        if (deps.backgroundDelayMs)
          await new Promise((resolve) => setTimeout(resolve, deps.backgroundDelayMs));
        const paid = await deps.payments.findPaidTransactionById(transactionId);
        if (!paid) return;
        await makeWaybill(paid.shipmentId, "credit_card", paid.lang);
      })().catch((error) => logError(error, "waybill after payment failed; the recovery sweep will retry"));
      inFlight.add(job);
      void job.finally(() => inFlight.delete(job));
    },

    /** Resolves when no background waybill is running (tests, shutdown). */
    async settle(): Promise<void> {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },

    /**
     * Recovery at start: every settled order without a shipment gets it (the API may have stopped
     * between payment and waybill), with its e-mail in the same transaction.
     */
    async recoverPaidOrders(): Promise<{ shipments: number; mails: number }> {
      let shipments = 0;
      for (const order of await repository.listSettledOrdersWithoutShipment()) {
        try {
          await makeWaybill(order.shipmentId, order.method, order.lang);
          shipments++;
        } catch (error) {
          logError(error, `recovery: waybill of a paid order failed (${order.shipmentId})`);
        }
      }
      // Shipments stored before the outbox (migration 0015) whose e-mail was never sent.
      let mails = 0;
      for (const id of await repository.listUnmailed()) {
        await repository
          .markConfirmationMailed(id, now(), (trx, row) => enqueueConfirmationMail(trx, row))
          .then(
            (queued) => (mails += queued ? 1 : 0),
            (error) => logError(error, "recovery: confirmation e-mail not stored"),
          );
      }
      if (mails > 0) deps.mailer.wake();
      return { shipments, mails };
    },

    /** GET /track_shipment/{id}: the carrier's events in the request's language (owner only). */
    /**
     * GET /track_shipment/{id}: the shipment's 128-bit random id is the capability (decision 018),
     * like a carrier's tracking number: the tracking link of the confirmation e-mail works in any
     * browser. It answers the status and events only, never addresses, documents or prices.
     */
    async trackShipment(id: string, lang: TLang): Promise<Omit<TTrackShipmentResponse, "success">> {
      const row = await repository.findById(id);
      if (!row) throw new AppError("not_found", 404);
      const connector = connectorOf(row);
      const numbers = row.tracking_numbers as string[];
      if (!connector?.track) {
        return { tracking_url: row.tracking_url, status: row.status, events: [] };
      }
      // A cancelled shipment is tracked as it stood when cancelled, then the cancellation itself.
      const at = row.cancelled_at ? new Date(row.cancelled_at) : now();
      // Spec §8: a tracking failure shows 'Une erreur est survenue' (the 'internal' message).
      const result = await connector
        .track(
          { tracking_number: numbers[0] ?? "", carrier_shipment_id: row.carrier_shipment_id },
          { now: at },
        )
        .catch(() => {
          throw new AppError("internal", 502);
        });
      const events = result.events.map((event) => ({
        date: event.date,
        description: describeTrackingEvent(lang, event.description.key),
        location: event.location,
      }));
      let status = result.status;
      if (row.cancelled_at) {
        status = "Cancelled";
        if (!result.events.some((event) => event.description.key === "tracking.cancelled")) {
          events.unshift({
            date: new Date(row.cancelled_at).toISOString(),
            description: describeTrackingEvent(lang, "tracking.cancelled"),
            location: "",
          });
        }
      } else if (row.status === "Validated" && (status === "Pickuped" || status === "Delivered")) {
        // The parcel left: Cancel is no longer offered.
        await repository.updateStatus(row.id, row.status, status);
      } else if (row.status === "Pickuped" && status === "Delivered") {
        await repository.updateStatus(row.id, row.status, status);
      }
      return { tracking_url: row.tracking_url ?? result.tracking_url ?? null, status, events };
    },

    /**
     * GET/POST /cancel_shipment/{id}: a Validated shipment, cancelled at the carrier, refunded the
     * way it was paid, once. Each step is safe to repeat (the carrier's cancel, the refund); the
     * last one (Validated -> Cancelled) succeeds for one caller only, so a second cancel answers
     * 'Error, impossible to cancel the shipment'.
     */
    async cancelShipment(id: string, lang: TLang, session: TSession | undefined): Promise<string> {
      const row = await loadOwned(id, session);
      const impossible = () => new AppError("shipment.cancel_impossible", 409);
      if (row.status !== "Validated") throw impossible();
      const connector = connectorOf(row);
      if (!connector?.cancel) throw impossible();
      const answer = await connector
        .cancel(
          {
            carrier_shipment_id: row.carrier_shipment_id,
            tracking_numbers: row.tracking_numbers as string[],
          },
          { now: now() },
        )
        .catch(() => {
          throw impossible();
        });
      if (!answer.cancelled && answer.reason_key !== "already_cancelled") throw impossible();
      await settlement.refund(row.shipment_id);
      if (!(await repository.markCancelled(row.id, now()))) throw impossible();
      return cancelledMessage(lang);
    },

    /** GET /shipments/{id}/label: PDF (10 x 15 or A4) or ZPL, as chosen in the order. */
    async label(id: string, pageFormat: TLabelPageFormat | undefined, session: TSession | undefined) {
      const row = await loadOwned(id, session);
      const { relayPoint } = await repository.findOrderExtras(row.shipment_id);
      return renderShipmentLabel(row, relayPoint, pageFormat);
    },

    /** GET /shipments/{id}/personal-effects: personal effects abroad above $150 only (else 404). */
    async personalEffects(id: string, session: TSession | undefined): Promise<TDocumentFile> {
      const row = await loadOwned(id, session);
      if (!needsDeclaration(row)) throw new AppError("not_found", 404);
      const { passportNumber, remarks } = await repository.findOrderExtras(row.shipment_id);
      return renderShipmentPersonalEffects(row, passportNumber, remarks);
    },

    /** GET /shipments/{id}/proforma: only when customs apply (else 404). */
    async proforma(id: string, session: TSession | undefined): Promise<TDocumentFile> {
      const row = await loadOwned(id, session);
      if (!row.customs_required) throw new AppError("not_found", 404);
      return renderShipmentProforma(row, (await repository.findOrderExtras(row.shipment_id)).duties);
    },

    /** GET /shipments/{id}/invoice: 404 when there is none (nothing was charged). */
    async invoice(id: string, session: TSession | undefined): Promise<TDocumentFile> {
      const row = await loadOwned(id, session);
      const invoice = await repository.findInvoice(row.id);
      if (!invoice) throw new AppError("not_found", 404);
      return renderShipmentInvoice(invoice, deps.seller);
    },
  };
}
export type TShipmentService = ReturnType<typeof createShipmentService>;
