import { SETTINGS_LIMITS as L, LOGIN_MAX } from "@ship/domain";
import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { ZLangQuery } from "../reference.ts";
import { ZSubAccountResponse } from "../sub-accounts.ts";

export const ZSubAccountAddBody = z.strictObject({
  email: z.string().trim().max(LOGIN_MAX).pipe(z.email()),
  fullname: z.string().trim().min(1).max(L.subAccountLastname),
  company: z.string().trim().max(L.subAccountCompany).optional().default(""),
  city: z.string().trim().max(L.city).optional().default(""),
  country_id: z.number().int().positive().optional(),
});
export type TSubAccountAddBody = z.input<typeof ZSubAccountAddBody>;

/** POST /sub_account_add: the invitation, whose link opens #/register-sub-account/{token} (spec §2). */
export const subAccountAddEndpoint = defineEndpoint({
  method: "POST",
  path: "/sub_account_add",
  tags: ["sub-accounts"],
  summary: "Invite a sub-account: records it and e-mails a single-use registration link",
  query: ZLangQuery,
  body: ZSubAccountAddBody,
  response: ZSubAccountResponse,
  errors: {
    400: ["settings.email_taken", "country.not_found"],
    401: ["auth.login_required"],
    403: ["permission.pro_only"],
    // The new sub-account is read back as the caller's own; not_found only if it vanished meanwhile.
    404: ["not_found"],
  },
});
