import {
  endpointPath,
  offersEndpoint,
  rateEndpoint,
  sessionCreateEndpoint,
  type TEndpointResponse,
  type TSessionResponse,
  type TShipmentInput,
} from "@ship/contracts";
import { type QueryClient, queryOptions } from "@tanstack/react-query";
import {
  API_BASE,
  ApiError,
  apiHeaders,
  callEndpoint,
  failureOf,
  isSuccess,
} from "../../../lib/api-client.ts";
import type { TRatingRef } from "../../../lib/quote-flow.ts";
import { SESSION_QUERY_KEY } from "../../../lib/session.ts";

const NDJSON = "application/x-ndjson";
type TRateResponse = TEndpointResponse<typeof rateEndpoint>;
type TOnProgress = (done: number, total: number) => void;

/** New-token request (spec §4: a visitor gets a session token before rating). */
async function openSession(queryClient: QueryClient): Promise<void> {
  const session = await callEndpoint(sessionCreateEndpoint, { body: {} });
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

/**
 * POST /rate in its streamed variant: one line {"progress":{done,total}} each time a carrier has
 * answered, then the rating itself. A refused shipment is a plain JSON error answer. The stream is
 * read here, not by callEndpoint; the descriptor still gives the method and the path.
 */
async function rateWithProgress(shipment: TShipmentInput, onProgress: TOnProgress): Promise<TRateResponse> {
  const input = { body: { shipment } };
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${endpointPath(rateEndpoint, input)}`, {
      method: rateEndpoint.method,
      headers: apiHeaders(NDJSON, true),
      credentials: "same-origin",
      body: JSON.stringify(input.body),
    });
  } catch {
    throw new ApiError(0, [], "network error");
  }
  if (!response.ok || !response.headers.get("content-type")?.startsWith(NDJSON) || !response.body) {
    throw failureOf(response, await response.json().catch(() => undefined));
  }
  let last: unknown;
  for await (const line of readLines(response.body)) {
    const message = JSON.parse(line) as { progress?: { done: number; total: number } };
    if (message.progress) onProgress(message.progress.done, message.progress.total);
    else last = message;
  }
  if (!isSuccess(last)) throw failureOf(response, last);
  return last as TRateResponse;
}

async function* readLines(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffered = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffered += decoder.decode(value, { stream: true });
    const lines = buffered.split("\n");
    buffered = lines.pop() ?? "";
    for (const line of lines) if (line.trim()) yield line;
  }
  if (buffered.trim()) yield buffered;
}

/** POST /offers: the offers of one rating, kept while the offers screen is open. */
export function offersQuery(ref: TRatingRef) {
  return queryOptions({
    queryKey: ["offers", ref.shipment_id, ref.order_id],
    queryFn: ({ signal }) =>
      callEndpoint(
        offersEndpoint,
        { body: { shipment_id: ref.shipment_id, order_id: ref.order_id } },
        { signal },
      ),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
