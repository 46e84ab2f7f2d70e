import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { successEnvelope } from "../envelope.ts";
import { ZCarrier, ZLangQuery } from "../reference.ts";

export const ZCarriersResponse = successEnvelope({ data: z.array(ZCarrier) });

/** GET /carriers: the carriers of the platform (spec §9). */
export const carriersEndpoint = defineEndpoint({
  method: "GET",
  path: "/carriers",
  tags: ["reference"],
  summary: "The carriers of the platform (spec §9)",
  query: ZLangQuery,
  response: ZCarriersResponse,
  // The schema check's validation.* codes only (an unknown query parameter).
  errors: { 400: [] },
});
