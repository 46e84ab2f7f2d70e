import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { successEnvelope } from "../envelope.ts";
import { ZLangQuery, ZState } from "../reference.ts";

export const ZStatesParams = z.strictObject({ country_id: z.coerce.number().int().positive() });
export const ZStatesResponse = successEnvelope({ data: z.array(ZState) });

/** GET /countries/states/{country_id}: a country's states or provinces (spec §7). */
export const countryStatesEndpoint = defineEndpoint({
  method: "GET",
  path: "/countries/states/:country_id",
  tags: ["reference"],
  summary: "The states or provinces of a country (empty when its addresses use none)",
  params: ZStatesParams,
  query: ZLangQuery,
  response: ZStatesResponse,
  errors: { 400: [], 404: ["country.not_found"] },
});
