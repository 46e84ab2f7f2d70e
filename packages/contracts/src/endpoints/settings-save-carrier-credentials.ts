import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { successEnvelope } from "../envelope.ts";
import { ZLangQuery } from "../reference.ts";
import { ZCarrierCredentials, ZCredentialCarrier, ZCredentialValues } from "../settings.ts";

export const ZCarrierParams = z.strictObject({ carrier: ZCredentialCarrier });
/** A secret left empty keeps the stored one; every field empty removes the set. */
export const ZSaveCredentialsBody = z.strictObject({ values: ZCredentialValues });
export const ZCarrierCredentialsResponse = successEnvelope({ data: ZCarrierCredentials });

/** POST /settings/carrier-credentials/{carrier}: one own-carrier set (spec §3, §5 complete or empty). */
export const settingsSaveCarrierCredentialsEndpoint = defineEndpoint({
  method: "POST",
  path: "/settings/carrier-credentials/:carrier",
  tags: ["settings"],
  summary: "Save one carrier's credentials: complete, or all empty to remove them; empty secrets are kept",
  params: ZCarrierParams,
  query: ZLangQuery,
  body: ZSaveCredentialsBody,
  response: ZCarrierCredentialsResponse,
  errors: {
    // validation.invalid_value: a discount that is not a percentage with at most two decimals.
    400: ["validation.invalid_value", "settings.credentials_incomplete"],
    401: ["auth.login_required"],
    // Not a saas user, or this carrier's access flag is switched off.
    403: ["permission.saas_only", "permission.account_provider_off"],
  },
});
