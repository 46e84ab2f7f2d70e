import { offerSelectEndpoint, paymentEndpoint, redirectPaymentEndpoint } from "@ship/contracts";
import type { TLang } from "@ship/domain";
import { queryOptions } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client.ts";

/** The order being paid: the rating's ids and the chosen offer (spec §7). */
export type TOrderRef = { shipment_id: string; order_id: string; offer_id: string };

/**
 * The order in progress for the address and offer summaries. POST /offer/select with the offer
 * already chosen changes nothing on the server and answers the order with its shipping info.
 */
export function orderSummaryQuery(ref: TOrderRef) {
  return queryOptions({
    queryKey: ["order-summary", ref.shipment_id, ref.order_id, ref.offer_id],
    queryFn: ({ signal }) => callEndpoint(offerSelectEndpoint, { body: ref }, { signal }),
    retry: false,
  });
}

/** POST /payment: the payment state of the order (spec §3 Payment state). */
export function paymentStateQuery(ref: TOrderRef, originUrl: string) {
  return queryOptions({
    queryKey: ["payment-state", ref.shipment_id, ref.order_id],
    queryFn: ({ signal }) =>
      callEndpoint(
        paymentEndpoint,
        { body: { shipment_id: ref.shipment_id, order_id: ref.order_id, origin_url: originUrl } },
        { signal },
      ),
    retry: false,
    // The state changes with payments made elsewhere (another tab, the card page): read it afresh.
    staleTime: 0,
  });
}

/** POST /redirect_payment: opens (or finds again) the card payment; answers the card page's URL. */
export function openCardPayment(ref: TOrderRef, lang: TLang) {
  return callEndpoint(redirectPaymentEndpoint, {
    body: { shipment_id: ref.shipment_id, order_id: ref.order_id, origin_lang: lang },
  });
}
