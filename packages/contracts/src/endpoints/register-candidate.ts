import { ACTIVITIES, REGISTER_LIMITS as L } from "@ship/domain";
import { z } from "zod";
import { accountField, accountFields, checkPasswordPair } from "../accounts.ts";
import { defineEndpoint } from "../endpoint.ts";
import { successEnvelope } from "../envelope.ts";
import { ZLangQuery } from "../reference.ts";

const { required, optional, flag } = accountField;

/** The account address block of the professional form (spec §5). */
const ZAddressFields = {
  address_company: required(L.company),
  address_lastname: required(L.lastname),
  address_phone: required(L.phone),
  address_address1: required(L.address1),
  address_address2: optional(L.address23),
  address_address3: optional(L.address23),
  address_country_id: z.number().int().positive(),
  address_postcode: optional(L.postcode),
  address_city: required(L.city),
};

/** The invoice address block: shown, and required, only when 'use another address for invoice' is ticked. */
const ZInvoiceAddressFields = {
  invoice_address_company: optional(L.company),
  invoice_address_lastname: optional(L.lastname),
  invoice_address_phone: optional(L.phone),
  invoice_address_address1: optional(L.address1),
  invoice_address_address2: optional(L.address23),
  invoice_address_address3: optional(L.address23),
  invoice_address_country_id: z.number().int().positive().optional(),
  invoice_address_postcode: optional(L.postcode),
  invoice_address_city: optional(L.city),
};
export const INVOICE_REQUIRED_FIELDS = [
  "invoice_address_lastname",
  "invoice_address_phone",
  "invoice_address_address1",
  "invoice_address_country_id",
  "invoice_address_city",
] as const;

/** POST /register-candidate: a professional account, pending until the team activates it. */
export const ZRegisterCandidateBody = z
  .strictObject({
    ...accountFields,
    ...ZAddressFields,
    merchant_id: required(L.merchantId),
    siret: optional(L.siret),
    vat_number: optional(L.vatNumber),
    naf: optional(L.naf),
    website: optional(L.website),
    activity: z.enum(ACTIVITIES).optional(),
    apporteur_code: optional(L.apporteurCode),
    use_invoice_address: flag,
    ...ZInvoiceAddressFields,
  })
  .superRefine((value, ctx) => {
    checkPasswordPair(value, ctx);
    if (value.use_invoice_address !== 1) return;
    for (const field of INVOICE_REQUIRED_FIELDS) {
      if (!value[field]) ctx.addIssue({ code: "custom", path: [field], message: "validation.required" });
    }
  });
export type TRegisterCandidateBody = z.input<typeof ZRegisterCandidateBody>;
export type TRegisterCandidate = z.output<typeof ZRegisterCandidateBody>;

/** The candidate waits: 'thanks for registering, the team will contact you shortly'. */
export const ZRegisterCandidateResponse = successEnvelope({ status: z.literal("pending") });

/** Spec §5 professional account; spec §1: the team activates it (npm run accounts). */
export const registerCandidateEndpoint = defineEndpoint({
  method: "POST",
  path: "/register-candidate",
  tags: ["accounts"],
  summary: "Open a professional account; it waits for activation by the team",
  query: ZLangQuery,
  body: ZRegisterCandidateBody,
  response: ZRegisterCandidateResponse,
  errors: {
    // Beside the validation.* codes: the country's postcode and phone rules, the brand's password length.
    400: [
      "account.terms_required",
      "account.password_mismatch",
      "account.email_exists",
      "country.not_found",
      "account.postcode_required",
      "account.invalid_phone",
      "validation.too_short",
      "validation.too_long",
    ],
  },
});
