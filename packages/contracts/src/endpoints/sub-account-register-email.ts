import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { successEnvelope } from "../envelope.ts";
import { ZLangQuery } from "../reference.ts";
import { ZSubAccountRegisterToken } from "../sub-accounts.ts";

/** POST /sub_account_register/email: who an invitation is for (the register page shows it). */
export const ZSubAccountInvitationBody = z.strictObject({ token: ZSubAccountRegisterToken });
export const ZSubAccountInvitationResponse = successEnvelope({
  data: z.object({ email: z.string(), fullname: z.string(), company: z.string() }),
});

/** Spec §2 #/register-sub-account/{register_token}: asked before the password is chosen. */
export const subAccountRegisterEmailEndpoint = defineEndpoint({
  method: "POST",
  path: "/sub_account_register/email",
  tags: ["sub-accounts"],
  summary: "Who an invitation is for (its register token)",
  query: ZLangQuery,
  body: ZSubAccountInvitationBody,
  response: ZSubAccountInvitationResponse,
  errors: {
    400: [],
    // An unknown, used or expired link.
    404: ["sub_account.token_invalid"],
  },
});
