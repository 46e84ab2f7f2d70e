import { CURRENCIES } from "@ship/domain";
import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { successEnvelope } from "../envelope.ts";
import { historyPageAnswer, historyPageFields, historySubAccounts } from "../history.ts";
import { ZLangQuery } from "../reference.ts";
import { ZSettlementMethod, ZShipmentPublicId, ZShipmentStatus } from "../shipment.ts";

/** The columns My shipments sorts on (spec §2): the newest first by default. */
export const USER_SHIPMENT_SORTS = ["date", "carrier", "recipient", "price", "status"] as const;

export const ZUserShipmentsBody = z.strictObject({
  ...historyPageFields(USER_SHIPMENT_SORTS),
  /** Spec §7: the screen's language as a number (1 English, 2 French); ?lang= otherwise. */
  lang: z.union([z.literal(1), z.literal(2)]).optional(),
});
export type TUserShipmentsBody = z.input<typeof ZUserShipmentsBody>;
/** The body as the API reads it, its defaults filled in. */
export type TUserShipmentsQuery = z.output<typeof ZUserShipmentsBody>;

/** Spec §3 'Shipment row', as My shipments shows it. */
export const ZShipmentRow = z.object({
  id: ZShipmentPublicId,
  /** The customer's own reference of the order (spec §3 customer_code), else the shipment's reference. */
  code: z.string(),
  shipment_date: z.string(),
  shipment_date_formatted: z.string(),
  /** Sender and recipient: the company, else the name. */
  address1_company_or_name: z.string(),
  address2_company_or_name: z.string(),
  carrier_name: z.string(),
  service_name: z.string(),
  tracking_number: z.string(),
  waybill_url: z.string(),
  proforma: z.union([z.literal(0), z.literal(1)]),
  proforma_url: z.string().nullable(),
  currency: z.enum(CURRENCIES),
  /** Integer cents: what was charged. */
  price_ti: z.number().int(),
  price_ti_formatted: z.string(),
  invoice_id: z.string().nullable(),
  invoice_url: z.string().nullable(),
  /** The credit note of a cancelled shipment's invoice (its number and PDF), else null. */
  credit_note_id: z.string().nullable(),
  credit_note_url: z.string().nullable(),
  payment_method: ZSettlementMethod,
  payment_method_label: z.string(),
  /** Spec §4: 2 = Validated (Tracking and Cancel are offered). */
  status: z.number().int(),
  status_name: ZShipmentStatus,
  status_label: z.string(),
  cancellable: z.boolean(),
  /** The sub-account that ordered it, for a parent's list; null for the caller's own. */
  sub_account: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type TShipmentRow = z.infer<typeof ZShipmentRow>;

export const ZUserShipmentsResponse = successEnvelope({
  rows: z.array(ZShipmentRow),
  ...historyPageAnswer,
  ...historySubAccounts,
});
export type TUserShipmentsResponse = z.infer<typeof ZUserShipmentsResponse>;

/** Spec §2 my account (onglet 0), §7 POST /user-shipments. */
export const userShipmentsEndpoint = defineEndpoint({
  method: "POST",
  path: "/user-shipments",
  tags: ["my-account"],
  summary: "My shipments: a page of the caller's shipments (and its sub-accounts'), sorted and searched",
  description:
    "Pages of `rows` (10 by default, at most 100), sorted by date, carrier, recipient, price or status, " +
    "searched in the tracking number, the reference, the carrier and the sender's and recipient's " +
    "name, company and city (q: at most 64 characters). A professional parent sees its sub-accounts' " +
    "shipments too, or one sub-account's with user_id; any other user_id answers 404.",
  query: ZLangQuery,
  body: ZUserShipmentsBody,
  response: ZUserShipmentsResponse,
  errors: { 400: [], 401: ["auth.login_required"], 404: ["not_found"] },
});
