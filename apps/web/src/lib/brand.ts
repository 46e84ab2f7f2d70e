import { brandEndpoint, type TPublicBrand } from "@ship/contracts";
import { queryOptions } from "@tanstack/react-query";
import { createContext, useContext } from "react";
import { callEndpoint } from "./api-client.ts";

/** GET /brand: the white-label configuration of this host (name, logo, colours, menu, blocks). */
export const brandQuery = queryOptions({
  queryKey: ["brand"],
  queryFn: async ({ signal }) => (await callEndpoint(brandEndpoint, {}, { signal })).data,
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
