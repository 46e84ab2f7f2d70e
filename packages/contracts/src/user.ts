import { z } from "zod";
import { ZShipmentDefaults } from "./settings.ts";

/** What the client may know about the logged-in user (no secrets, no api key). */
export const ZSessionUser = z.object({
  id: z.number().int(),
  email: z.string(),
  lastname: z.string(),
  company: z.string().nullable(),
  pro: z.union([z.literal(0), z.literal(1)]),
  credit_account: z.number().int(),
  saas: z.union([z.literal(0), z.literal(1)]),
  lang_id: z.number().int(),
  /** The user's default shipment settings (spec §3), to prefill the quote form; null when none saved. */
  shipment_defaults: ZShipmentDefaults.nullable().optional(),
  /** 1 for a sub-account of a professional account (it sees and pays its own shipments only). */
  sub_account: z.union([z.literal(0), z.literal(1)]).optional(),
});
export type TSessionUser = z.infer<typeof ZSessionUser>;
