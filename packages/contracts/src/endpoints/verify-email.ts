import { REGISTER_LIMITS as L } from "@ship/domain";
import { z } from "zod";
import { accountField } from "../accounts.ts";
import { defineEndpoint } from "../endpoint.ts";
import { successEnvelope } from "../envelope.ts";
import { ZLangQuery } from "../reference.ts";

export const ZVerifyEmailBody = z.strictObject({ email: accountField.email(L.email) });
/** POST /verify_email: available false means 'User with such email already exists'. */
export const ZVerifyEmailResponse = successEnvelope({ available: z.boolean() });

/** Spec §7 /verify_email: the register form asks when the e-mail field loses focus (spec §5). */
export const verifyEmailEndpoint = defineEndpoint({
  method: "POST",
  path: "/verify_email",
  tags: ["accounts"],
  summary: "Whether an e-mail is free for a new account ('User with such email already exists')",
  query: ZLangQuery,
  body: ZVerifyEmailBody,
  response: ZVerifyEmailResponse,
  // The schema check's validation.* codes only: a taken e-mail is a 200 with available false.
  errors: { 400: [] },
});
