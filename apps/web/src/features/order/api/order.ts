import type { TUpdateShipmentInfoBody } from "@ship/contracts";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client.ts";
import { API_ROUTES } from "../../../lib/api-routes.ts";
import { orderQueryKey, selectOffer, type TChosenOrder } from "../../../lib/order-flow.ts";

/** The order in progress of the stored choice, read again on a reload of the order page. */
export const orderQuery = (ref: TChosenOrder) =>
  queryOptions({
    queryKey: orderQueryKey(ref),
    queryFn: async () => (await selectOffer(ref)).order,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

/** POST /update-shipment: the order page's fields; the answer may replace the offer id (spec §4). */
export function useUpdateShipment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateShipmentInfoBody) => callEndpoint(API_ROUTES.updateShipment, { body }),
    onSuccess: (answer) => {
      const { order } = answer;
      const ref = {
        shipment_id: order.shipment_id,
        order_id: order.order_id,
        offer_id: order.offer.offer_id,
      };
      queryClient.setQueryData(orderQueryKey(ref), order);
    },
  });
}
