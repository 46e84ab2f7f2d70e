import type { brandEndpoint, TEndpointResponse, TPublicBrand } from "@ship/contracts";
import { queryOptions } from "@tanstack/react-query";
import { createContext, useContext } from "react";
import { apiRequest } from "./api-client.ts";

/**
 * GET /brand's path (brandEndpoint's: a test keeps them equal). The call is made by path, not
 * through the endpoint descriptor, whose zod schemas would bring zod into the start chunk (issue 16).
 */
export const BRAND_PATH = "/brand";

/** GET /brand: the white-label configuration of this host (name, logo, colours, menu, blocks). */
export const brandQuery = queryOptions({
  queryKey: ["brand"],
  queryFn: async ({ signal }) =>
    (await apiRequest<TEndpointResponse<typeof brandEndpoint>>(BRAND_PATH, { signal })).data,
  staleTime: Number.POSITIVE_INFINITY,
  retry: 1,
});

export const BrandContext = createContext<TPublicBrand | null>(null);

/** The loaded brand; the shell renders nothing below the brand gate until it is known. */
export function useBrand(): TPublicBrand {
  const brand = useContext(BrandContext);
  if (!brand) throw new Error("useBrand() used outside the brand gate");
  return brand;
}
