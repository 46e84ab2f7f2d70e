import { UNIT_SYSTEMS } from "@ship/domain";
import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { ZMerchantOrderId } from "../pre-order.ts";
import { ZParcelInput } from "../rating.ts";
import { ZLangQuery } from "../reference.ts";
import { ZRateResponse } from "./rate.ts";

/** One product of the new pre-order shipment modal and the units to send (spec §2, §5). */
export const ZPreorderShipProduct = z.strictObject({
  merchant_order_id: ZMerchantOrderId,
  product_id: z.string().min(1).max(64),
  /** Whole units, above 0 and not above what is unsent (checked by the API, spec §5). */
  quantity: z.union([z.number(), z.string().max(6)]),
});

/** POST /pre-order/rate: the modal's products, quantities and parcels. */
export const ZPreorderRateBody = z.strictObject({
  /** At most 50: the products of one merchant order shipped in one parcel set. */
  products: z.array(ZPreorderShipProduct).min(1).max(50),
  parcels: z.array(ZParcelInput).min(1).max(50),
  unit: z.enum(UNIT_SYSTEMS).default("fr"),
});
export type TPreorderRateBody = z.input<typeof ZPreorderRateBody>;

/** Spec §2 new pre-order shipment modal, §4 rating, §5 pre-order shipping. */
export const preorderRateEndpoint = defineEndpoint({
  method: "POST",
  path: "/pre-order/rate",
  tags: ["pre-order"],
  summary: "Rate a shipment of pre-order products; its offers are read with POST /offers",
  description:
    "Logged-in users only. The products are read from the pre-order service (a merchant order or a " +
    "product the caller does not have answers 404 not_found). Spec §5: each quantity above 0 and not " +
    "above what is unsent (units of shipments still waiting to be told to the service count as sent), " +
    "each parcel field above 0, and the products from one merchant order (`preorder`, " +
    "preorder.orders_differ) with the same addresses (`address`, preorder.addresses_differ). The " +
    "shipment is rated from the products' addresses, type and expected pickup date by the engine of " +
    "POST /rate (its field errors come back under `shipment`). The rating carries the pre-order " +
    "marker: POST /pre-order/offer/{id} chooses an offer with the addresses filled in, and once the " +
    "order is shipped the shipment is appended to the pre-order (PATCH, through an outbox).",
  query: ZLangQuery,
  body: ZPreorderRateBody,
  response: ZRateResponse,
  errors: {
    400: [
      "preorder.quantity_exceeded",
      "preorder.orders_differ",
      "preorder.addresses_differ",
      "0 higher",
      "rating.origin_town_invalid",
      "rating.destination_town_invalid",
      "country.not_found",
    ],
    401: ["auth.login_required"],
    404: ["not_found"],
    503: ["preorder.unavailable"],
  },
});
