import { z } from "zod";
import { ZCreditAdjustmentBody, ZCustomerParams } from "../console.ts";
import { defineEndpoint } from "../endpoint.ts";
import { successEnvelope } from "../envelope.ts";
import { ZLangQuery } from "../reference.ts";

/** Issue 18: adds or takes back credit with a reason; one ledger movement (reason adjustment). */
export const consoleCreditAdjustmentEndpoint = defineEndpoint({
  method: "POST",
  path: "/console/customers/:id/credit",
  tags: ["console"],
  summary: "Adjust a customer's credit, with a reason written to the ledger and the audit log",
  description: "The same request_id again adjusts nothing and answers the balance.",
  query: ZLangQuery,
  params: ZCustomerParams,
  body: ZCreditAdjustmentBody,
  response: successEnvelope({ balance: z.number().int() }),
  errors: {
    400: [],
    403: ["console.forbidden"],
    404: ["not_found"],
    409: ["console.credit_insufficient"],
  },
});
