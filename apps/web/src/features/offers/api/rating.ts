import type { rateEndpoint, TEndpointResponse, TSessionResponse, TShipmentInput } from "@ship/contracts";
import { type QueryClient, queryOptions } from "@tanstack/react-query";
import { ApiError, callEndpoint } from "../../../lib/api-client.ts";
import { API_ROUTES } from "../../../lib/api-routes.ts";
import { callEndpointStreamed } from "../../../lib/ndjson-stream.ts";
import type { TRatingRef } from "../../../lib/quote-flow.ts";
import { SESSION_QUERY_KEY } from "../../../lib/session.ts";

type TRateResponse = TEndpointResponse<typeof rateEndpoint>;
type TOnProgress = (done: number, total: number) => void;

/** New-token request (spec §4: a visitor gets a session token before rating). */
async function openSession(queryClient: QueryClient): Promise<void> {
  const session = await callEndpoint(API_ROUTES.sessionCreate, { body: {} });
  queryClient.setQueryData(SESSION_QUERY_KEY, session);
}

/**
 * POST /rate (spec §7). Opens a session first when the cookie names none, and once more when
 * the server no longer knows it (spec §8: missing token, request a new token and retry).
 */
export async function rateShipment(
  queryClient: QueryClient,
  shipment: TShipmentInput,
  onProgress: TOnProgress = () => {},
): Promise<TRateResponse> {
  const session = queryClient.getQueryData<TSessionResponse>(SESSION_QUERY_KEY);
  if (!session?.token) await openSession(queryClient);
  try {
    return await rateWithProgress(shipment, onProgress);
  } catch (error) {
    if (!(error instanceof ApiError && error.find("session.not_found"))) throw error;
    await openSession(queryClient);
    return rateWithProgress(shipment, onProgress);
  }
}

/** POST /rate in its streamed variant: one progress line each time a carrier has answered (decision 009). */
function rateWithProgress(shipment: TShipmentInput, onProgress: TOnProgress): Promise<TRateResponse> {
  return callEndpointStreamed(
    API_ROUTES.rate,
    { body: { shipment } },
    (progress: { done: number; total: number }) => onProgress(progress.done, progress.total),
  );
}

/** POST /offers: the offers of one rating, kept while the offers screen is open. */
export function offersQuery(ref: TRatingRef) {
  return queryOptions({
    queryKey: ["offers", ref.shipment_id, ref.order_id],
    queryFn: ({ signal }) =>
      callEndpoint(
        API_ROUTES.offers,
        { body: { shipment_id: ref.shipment_id, order_id: ref.order_id } },
        { signal },
      ),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
