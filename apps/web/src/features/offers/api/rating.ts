import type { TOffersResponse, TRateResponse, TSessionResponse, TShipmentInput } from "@ship/contracts";
import { type QueryClient, queryOptions } from "@tanstack/react-query";
import { ApiError, apiRequest } from "../../../lib/api-client.ts";
import type { TRatingRef } from "../../../lib/quote-flow.ts";
import { SESSION_QUERY_KEY } from "../../../lib/session.ts";

/** New-token request (spec §4: a visitor gets a session token before rating). */
async function openSession(queryClient: QueryClient): Promise<void> {
  const session = await apiRequest<TSessionResponse>("/session", { method: "POST", body: {} });
  queryClient.setQueryData(SESSION_QUERY_KEY, session);
}

/**
 * POST /rate (spec §7). Opens a session first when the cookie names none, and once more when
 * the server no longer knows it (spec §8: missing token, request a new token and retry).
 */
export async function rateShipment(
  queryClient: QueryClient,
  shipment: TShipmentInput,
): Promise<TRateResponse> {
  const session = queryClient.getQueryData<TSessionResponse>(SESSION_QUERY_KEY);
  if (!session?.token) await openSession(queryClient);
  try {
    return await apiRequest<TRateResponse>("/rate", { method: "POST", body: { shipment } });
  } catch (error) {
    if (!(error instanceof ApiError && error.find("session.not_found"))) throw error;
    await openSession(queryClient);
    return apiRequest<TRateResponse>("/rate", { method: "POST", body: { shipment } });
  }
}

/** POST /offers: the offers of one rating, kept while the offers screen is open. */
export function offersQuery(ref: TRatingRef) {
  return queryOptions({
    queryKey: ["offers", ref.shipment_id, ref.order_id],
    queryFn: ({ signal }) =>
      apiRequest<TOffersResponse>("/offers", {
        method: "POST",
        body: { shipment_id: ref.shipment_id, order_id: ref.order_id },
        signal,
      }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
