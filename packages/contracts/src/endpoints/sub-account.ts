import { SUB_ACCOUNT_PAGE_SIZE } from "@ship/domain";
import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { successEnvelope } from "../envelope.ts";
import { ZLangQuery } from "../reference.ts";
import { ZSubAccount } from "../sub-accounts.ts";

export const ZSubAccountListBody = z
  .strictObject({
    page: z.number().int().min(1).max(10_000).default(1),
    rows: z.number().int().min(1).max(100).default(SUB_ACCOUNT_PAGE_SIZE),
  })
  .default({ page: 1, rows: SUB_ACCOUNT_PAGE_SIZE });
export const ZSubAccountListResponse = successEnvelope({
  rows: z.array(ZSubAccount),
  total: z.number().int(),
});
export type TSubAccountListResponse = z.infer<typeof ZSubAccountListResponse>;

/** POST /sub_account: the list of the sub-account management page (spec §7). */
export const subAccountEndpoint = defineEndpoint({
  method: "POST",
  path: "/sub_account",
  tags: ["sub-accounts"],
  summary: "The caller's sub-accounts, 10 a page",
  query: ZLangQuery,
  body: ZSubAccountListBody,
  response: ZSubAccountListResponse,
  errors: {
    400: [],
    401: ["auth.login_required"],
    // A personal account, or a sub-account: only a professional parent manages sub-accounts.
    403: ["permission.pro_only"],
  },
});
