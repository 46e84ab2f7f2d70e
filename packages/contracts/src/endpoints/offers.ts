import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { successEnvelope } from "../envelope.ts";
import { ZCarrierError, ZOffer, ZRatedShipment } from "../rating.ts";
import { ZLangQuery } from "../reference.ts";

/** POST /offers: the offers of a rating, owned by the caller's session. */
export const ZOffersBody = z.strictObject({ shipment_id: z.string().max(64), order_id: z.string().max(64) });
export const ZOffersResponse = successEnvelope({
  shipment: ZRatedShipment,
  offers: z.array(ZOffer),
  carrier_errors: z.array(ZCarrierError),
});
export type TOffersResponse = z.infer<typeof ZOffersResponse>;

/** Spec §2 step 2 (the offers screen), §7. */
export const offersEndpoint = defineEndpoint({
  method: "POST",
  path: "/offers",
  tags: ["rating"],
  summary: "The offers of a rating made by this session (or this user)",
  description:
    "Another caller's rating answers 404 not_found; a rating without offers 404 rating.no_offer; a rating " +
    "made under a tariff since replaced 409 rating.expired (rate again).",
  query: ZLangQuery,
  body: ZOffersBody,
  response: ZOffersResponse,
  errors: {
    // The schema check's validation.* codes only.
    400: [],
    404: ["not_found", "rating.no_offer"],
    // Decision 053: the offers cannot be derived again as shown (the tariff changed since).
    409: ["rating.expired"],
  },
});
