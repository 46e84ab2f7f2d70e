import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { successEnvelope } from "../envelope.ts";
import { ZLangQuery } from "../reference.ts";
import { ZCredentialCarrier, ZCredentialValues } from "../settings.ts";
import { ZCarrierParams } from "./settings-save-carrier-credentials.ts";

/** The form's values, unsaved (an empty secret keeps the saved one), or null for the saved set. */
export const ZTestCredentialsBody = z.strictObject({ values: ZCredentialValues.nullable() });

/**
 * What the carrier said of the credentials (issue 19): they work; it refused them
 * (carrier.auth_failed); it could not be reached (carrier.timeout, carrier.unavailable, ...); or
 * the carrier has no live connector, so they cannot be checked here (carrier.no_live_connector).
 */
export const ZCredentialsTestResult = z.object({
  carrier: ZCredentialCarrier,
  outcome: z.enum(["works", "refused", "unreachable", "no_live_connector"]),
  /** The error code behind an outcome other than "works" (its message is in ./messages). */
  code: z
    .enum([
      "carrier.auth_failed",
      "carrier.timeout",
      "carrier.unavailable",
      "carrier.malformed_answer",
      "carrier.circuit_open",
      "carrier.invalid_request",
      "carrier.no_live_connector",
    ])
    .optional(),
});
export type TCredentialsTestResult = z.infer<typeof ZCredentialsTestResult>;

/**
 * POST /settings/carrier-credentials/{carrier}/test: calls the carrier's cheapest authenticated
 * call with the saved credentials or the form's unsaved values (decision 061). Limited per user.
 */
export const settingsTestCarrierCredentialsEndpoint = defineEndpoint({
  method: "POST",
  path: "/settings/carrier-credentials/:carrier/test",
  tags: ["settings"],
  summary: "Test own-carrier credentials (saved, or the form's values) against the carrier's API",
  params: ZCarrierParams,
  query: ZLangQuery,
  body: ZTestCredentialsBody,
  response: successEnvelope({ data: ZCredentialsTestResult }),
  errors: {
    // A discount that is not a percentage; a set that is not complete (saved or given).
    400: ["validation.invalid_value", "settings.credentials_incomplete"],
    401: ["auth.login_required"],
    403: ["permission.saas_only", "permission.account_provider_off"],
    429: ["request.too_many_requests"],
  },
});
