import {
  endpointPath,
  type TAnyEndpoint,
  type TEndpointInput,
  type TEndpointResponse,
  type TEndpointRoute,
} from "@ship/contracts";
import { API_BASE, ApiError, apiHeaders, failureOf, isSuccess } from "./api-client.ts";

const NDJSON = "application/x-ndjson";

/**
 * Calls an endpoint in its streamed variant (decision 009): asked with `Accept:
 * application/x-ndjson`, it answers one line `{"progress":{...}}` per step of the work, then one
 * line with the usual JSON response. A refused request is a plain JSON error answer. The
 * descriptor gives the method and the path; the stream is read here, not by callEndpoint.
 */
export async function callEndpointStreamed<E extends TAnyEndpoint, P>(
  endpoint: E | TEndpointRoute<E>,
  input: TEndpointInput<E>,
  onProgress: (progress: P) => void,
): Promise<TEndpointResponse<E>> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${endpointPath(endpoint, input)}`, {
      method: endpoint.method,
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
    const message = JSON.parse(line) as { progress?: P };
    if (message.progress) onProgress(message.progress);
    else last = message;
  }
  if (!isSuccess(last)) throw failureOf(response, last);
  return last as TEndpointResponse<E>;
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
