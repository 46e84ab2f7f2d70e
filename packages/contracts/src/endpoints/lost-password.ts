import { LOGIN_MAX } from "@ship/domain";
import { z } from "zod";
import { accountField } from "../accounts.ts";
import { defineEndpoint } from "../endpoint.ts";
import { successEnvelope } from "../envelope.ts";
import { ZLangQuery } from "../reference.ts";

export const ZLostPasswordBody = z.strictObject({ email: accountField.email(LOGIN_MAX) });
/** Spec §8: code sended ('Your new password has been sent by mail'); a reset link is what is sent. */
export const ZLostPasswordResponse = successEnvelope({ code: z.literal("sended") });

/** Spec §8 lost password, made safe by decision 007 (a single-use link, never a password). */
export const lostPasswordEndpoint = defineEndpoint({
  method: "POST",
  path: "/lost-password",
  tags: ["accounts"],
  summary: "E-mail a single-use, one-hour password reset link (answers sended or notfound)",
  query: ZLangQuery,
  body: ZLostPasswordBody,
  response: ZLostPasswordResponse,
  errors: {
    400: [],
    // Spec §8 keeps 'User not found'; the rate limit per address and per e-mail makes it costly to probe.
    404: ["lost_password.notfound"],
    429: ["request.rate_limited"],
  },
});
