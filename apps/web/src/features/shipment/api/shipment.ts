import {
  orderConfirmEndpoint,
  paymentTransactionEndpoint,
  readShipmentEndpoint,
  type TOrderConfirmBody,
  trackShipmentEndpoint,
} from "@ship/contracts";
import { isLang } from "@ship/domain";
import { queryOptions } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client.ts";

const POLL_MS = 1000;

/**
 * GET /payment/transaction/{crypted_transaction_id}: what the server recorded for a card payment
 * (decision 010: the success page never trusts its URL). Polled while the payment is pending.
 */
export function transactionQuery(cryptedTransactionId: string, lang: string) {
  return queryOptions({
    queryKey: ["payment-transaction", cryptedTransactionId, lang],
    queryFn: ({ signal }) =>
      // The language of the link (not of the tab's previous page) for a refusal's message.
      callEndpoint(
        paymentTransactionEndpoint,
        {
          params: { crypted_transaction_id: cryptedTransactionId },
          query: isLang(lang) ? { lang } : {},
        },
        { signal },
      ),
    retry: false,
    refetchInterval: (query) => (query.state.data?.transaction.status === "pending" ? POLL_MS : false),
  });
}

/** POST /order: confirms a settled order; the API creates the shipment and its documents (spec §7). */
export function confirmOrder(body: TOrderConfirmBody) {
  return callEndpoint(orderConfirmEndpoint, { body });
}

/** GET /shipments/{id}: the confirmation screen's shipment (status, documents). */
export function shipmentQuery(id: string) {
  return queryOptions({
    queryKey: ["shipment", id],
    queryFn: ({ signal }) => callEndpoint(readShipmentEndpoint, { params: { id } }, { signal }),
    retry: false,
  });
}

/** GET /track_shipment/{id} (spec §7: success, tracking_url, events). */
export function trackingQuery(id: string) {
  return queryOptions({
    queryKey: ["tracking", id],
    queryFn: ({ signal }) => callEndpoint(trackShipmentEndpoint, { params: { id } }, { signal }),
    retry: false,
    staleTime: 30_000,
  });
}
