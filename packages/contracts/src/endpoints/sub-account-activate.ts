import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { ZLangQuery } from "../reference.ts";
import { ZSubAccountResponse, ZSubAccountStatus } from "../sub-accounts.ts";

/** POST /sub_account_activate (user_id, activation, token, origin_url): user_id is the sub-account's id. */
export const ZSubAccountActivateBody = z.strictObject({
  user_id: z.number().int().positive(),
  activation: ZSubAccountStatus,
  token: z.string().max(64).optional(),
  origin_url: z.string().max(2000).optional(),
});
export type TSubAccountActivateBody = z.input<typeof ZSubAccountActivateBody>;

/** Spec §4 Activate (0 to 1) and Deactivate (1 to 0): a deactivated sub-account's sessions end. */
export const subAccountActivateEndpoint = defineEndpoint({
  method: "POST",
  path: "/sub_account_activate",
  tags: ["sub-accounts"],
  summary: "Activate (1) or deactivate (0) a sub-account; a deactivated one cannot log in",
  query: ZLangQuery,
  body: ZSubAccountActivateBody,
  response: ZSubAccountResponse,
  errors: {
    400: [],
    401: ["auth.login_required"],
    403: ["permission.pro_only"],
    // Another account's sub-account answers as if it did not exist.
    404: ["not_found"],
  },
});
