import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { ZLangQuery } from "../reference.ts";
import { ZLoginLookupResponse } from "../session.ts";

export const ZTokenParams = z.strictObject({ token: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) });

/** GET /login/{token}: the user a session token belongs to (spec §7). */
export const loginTokenEndpoint = defineEndpoint({
  method: "GET",
  path: "/login/:token",
  tags: ["session"],
  summary: "Exchange a session token for its user (user null for a visitor session)",
  params: ZTokenParams,
  query: ZLangQuery,
  response: ZLoginLookupResponse,
  errors: {
    // The schema check's validation.* codes only (a token of the wrong form).
    400: [],
    404: ["session.not_found"],
  },
});
