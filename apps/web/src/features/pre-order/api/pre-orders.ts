import {
  preorderListEndpoint,
  preorderPendingEndpoint,
  preorderRateEndpoint,
  type TPreorderListQueryInput,
  type TPreorderRateBody,
} from "@ship/contracts";
import { keepPreviousData, queryOptions, useMutation } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client.ts";

/** GET /pre-orders: a page of the caller's pre-orders, asked of the pre-order service. */
export const preorderListQuery = (query: TPreorderListQueryInput) =>
  queryOptions({
    queryKey: ["pre-orders", query],
    queryFn: async ({ signal }) => callEndpoint(preorderListEndpoint, { query }, { signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });

/** GET /pre-order/pending: shipments made here that the service has not recorded yet. */
export const pendingShipmentsQuery = queryOptions({
  queryKey: ["pre-orders", "pending"],
  queryFn: async ({ signal }) => (await callEndpoint(preorderPendingEndpoint, {}, { signal })).data,
  retry: false,
});

/** POST /pre-order/rate: the modal's products and parcels rated; the offers are read as after POST /rate. */
export function useRatePreOrder() {
  return useMutation({
    mutationFn: (body: TPreorderRateBody) => callEndpoint(preorderRateEndpoint, { body }),
  });
}
