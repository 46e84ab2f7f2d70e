import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { ZLangQuery } from "../reference.ts";
import {
  ZContactId,
  ZShipToContactAddress,
  ZShipToContactInfo,
  ZShipToContactShipment,
} from "../ship-to-contact.ts";
import { ZRateResponse } from "./rate.ts";

/** POST /ship-to-contact: rates a shipment to one of the caller's contacts, with full addresses. */
export const ZShipToContactBody = z.strictObject({
  /** The recipient, picked from the address book. */
  recipient_id: ZContactId,
  /** The sender: one of the caller's contacts, or `sender` typed (one of the two). */
  sender_id: ZContactId.optional(),
  sender: ZShipToContactAddress.optional(),
  shipment: ZShipToContactShipment,
  info: ZShipToContactInfo,
});
export type TShipToContactBody = z.input<typeof ZShipToContactBody>;

/** Spec §2 ship to contact, §4 rating (a failure goes back to ship-to-contact with its errors), §7. */
export const shipToContactEndpoint = defineEndpoint({
  method: "POST",
  path: "/ship-to-contact",
  tags: ["ship-to-contact"],
  summary: "Rate a shipment to a contact of the address book; its offers are read with POST /offers",
  description:
    "Logged-in users only. The recipient is the contact `recipient_id`; the sender is the contact " +
    "`sender_id` or the typed `sender` (the page starts from the account's address). A contact of " +
    "another user answers 404 not_found. The addresses are checked as on the order form (phone, " +
    "postcode of the country), the shipment info as well (declared value with insurance, the customs rows " +
    "sent; without any, the order page asks them when the countries need customs), then the shipment is rated by the same engine as POST /rate, " +
    "whose field errors come back under `sender`, `recipient_id` and `shipment`. The addresses and " +
    "the shipment info are kept with the rating: POST /ship-to-contact/offer/{id} carries them to the " +
    "order.",
  query: ZLangQuery,
  body: ZShipToContactBody,
  response: ZRateResponse,
  errors: {
    // Field by field (validation.* beside these); summary validation.failed or rating.failed.
    400: [
      "account.invalid_phone",
      "order.postcode_invalid",
      "order.documents_not_allowed",
      "order.insurance_not_allowed",
      "country.not_found",
      "rating.origin_town_invalid",
      "rating.destination_town_invalid",
      "0 higher",
      "rating.stackable_pallet_only",
      "rating.date_too_late",
    ],
    401: ["auth.login_required"],
    404: ["not_found"],
  },
});
