import {
  shipToContactCurrencyEndpoint,
  shipToContactEndpoint,
  type TShipToContactBody,
} from "@ship/contracts";
import type { TCurrency } from "@ship/domain";
import { queryOptions, useMutation } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client.ts";

/** POST /ship-to-contact: rates the shipment to the contact; the offers are read as after POST /rate. */
export function useRateToContact() {
  return useMutation({
    mutationFn: (body: TShipToContactBody) => callEndpoint(shipToContactEndpoint, { body }),
  });
}

/** GET /ship-to-contact/currency/{code}: the insurance facts of the declared value's currency. */
export const currencyFactsQuery = (code: TCurrency) =>
  queryOptions({
    queryKey: ["ship-to-contact", "currency", code],
    queryFn: async ({ signal }) =>
      callEndpoint(shipToContactCurrencyEndpoint, { params: { code } }, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
