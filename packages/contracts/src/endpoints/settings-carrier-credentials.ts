import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { successEnvelope } from "../envelope.ts";
import { ZLangQuery } from "../reference.ts";
import { ZCarrierCredentials } from "../settings.ts";

export const ZCarrierCredentialsListResponse = successEnvelope({ data: z.array(ZCarrierCredentials) });

/** GET /settings/carrier-credentials: every own-carrier set of a saas user (spec §3, §6). */
export const settingsCarrierCredentialsEndpoint = defineEndpoint({
  method: "GET",
  path: "/settings/carrier-credentials",
  tags: ["settings"],
  summary: "Own-carrier credentials of a saas user, per carrier: status and masked values",
  query: ZLangQuery,
  response: ZCarrierCredentialsListResponse,
  errors: {
    400: [],
    401: ["auth.login_required"],
    403: ["permission.saas_only", "permission.account_provider_off"],
  },
});
