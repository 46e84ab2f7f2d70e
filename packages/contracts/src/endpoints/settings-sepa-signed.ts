import { defineEndpoint, fileResponse } from "../endpoint.ts";
import { ZLangQuery } from "../reference.ts";

/** The signed mandate the caller uploaded, as it was uploaded (owner only; 404 before any upload). */
export const settingsSepaSignedEndpoint = defineEndpoint({
  method: "GET",
  path: "/settings/sepa-mandate/signed",
  tags: ["settings"],
  summary: "Download the signed SEPA mandate the caller uploaded",
  query: ZLangQuery,
  response: fileResponse(["application/pdf"]),
  errors: { 400: [], 401: ["auth.login_required"], 404: ["not_found"] },
});
