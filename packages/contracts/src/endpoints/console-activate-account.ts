import { z } from "zod";
import { ZCustomerParams } from "../console.ts";
import { defineEndpoint } from "../endpoint.ts";
import { successEnvelope } from "../envelope.ts";
import { ZLangQuery } from "../reference.ts";

/** Issue 18: activates a pending professional account and e-mails the customer (like `npm run accounts -- activate`). */
export const consoleActivateAccountEndpoint = defineEndpoint({
  method: "POST",
  path: "/console/pending-accounts/:id/activate",
  tags: ["console"],
  summary: "Activate a pending professional account; the customer is e-mailed",
  query: ZLangQuery,
  params: ZCustomerParams,
  body: z.strictObject({}).nullish(),
  response: successEnvelope({}),
  errors: { 400: [], 403: ["console.forbidden"], 404: ["not_found"], 409: ["console.account_not_pending"] },
});
