import { ZSepaMandateStatusResponse } from "../direct-debit.ts";
import { defineEndpoint } from "../endpoint.ts";
import { ZLangQuery } from "../reference.ts";

/** The caller's mandate: reference, date, and the signed PDF's upload date and size. */
export const settingsSepaStatusEndpoint = defineEndpoint({
  method: "GET",
  path: "/settings/sepa-mandate/status",
  tags: ["settings"],
  summary: "The caller's SEPA mandate reference and signed-mandate status",
  query: ZLangQuery,
  response: ZSepaMandateStatusResponse,
  errors: { 400: [], 401: ["auth.login_required"] },
});
