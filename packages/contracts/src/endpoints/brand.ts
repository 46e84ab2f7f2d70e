import { ZPublicBrand } from "../brand.ts";
import { defineEndpoint } from "../endpoint.ts";
import { successEnvelope } from "../envelope.ts";
import { ZLangQuery } from "../reference.ts";

export const ZBrandResponse = successEnvelope({ data: ZPublicBrand });

/** GET /brand: the white-label configuration of the host the request names. */
export const brandEndpoint = defineEndpoint({
  method: "GET",
  path: "/brand",
  tags: ["reference"],
  summary: "The brand of this host: name, logo, colours, currency, menu entries and form blocks",
  query: ZLangQuery,
  response: ZBrandResponse,
  errors: { 400: [] },
});
