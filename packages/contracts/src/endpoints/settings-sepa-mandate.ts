import { defineEndpoint, fileResponse } from "../endpoint.ts";
import { ZLangQuery } from "../reference.ts";

/**
 * The mandate to print and sign (spec §7 "mandate page opened in a window"), built on the server
 * from the caller's stored bank details, id, mandate reference and date: nothing comes from the
 * URL (decision 033).
 */
export const settingsSepaMandateEndpoint = defineEndpoint({
  method: "GET",
  path: "/settings/sepa-mandate",
  tags: ["settings"],
  summary: "The caller's SEPA direct-debit mandate (PDF) to print and sign",
  description:
    "Made from the stored (encrypted) IBAN and BIC; the mandate reference is created on the first request. 409 until bank details are saved.",
  query: ZLangQuery,
  response: fileResponse(["application/pdf"]),
  errors: { 400: [], 401: ["auth.login_required"], 409: ["sepa.bank_required"] },
});
