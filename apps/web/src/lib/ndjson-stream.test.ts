import { massMailingRateEndpoint } from "@ship/contracts";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-client.ts";
import { callEndpointStreamed } from "./ndjson-stream.ts";

/** A streamed answer whose bytes arrive in the given chunks (lines may be cut anywhere). */
function streamed(chunks: string[], status = 200, type = "application/x-ndjson") {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  const fetchMock = vi.fn(async () => new Response(body, { status, headers: { "content-type": type } }));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const input = { body: { shipment: { parcels: [], shipment_date: "2026-11-26" }, contact_ids: [1] } };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("callEndpointStreamed", () => {
  it("asks for NDJSON, hears each progress line, even cut across chunks, and answers the last line", async () => {
    const fetchMock = streamed([
      '{"progress":{"done":1,"total":3}}\n{"progr',
      'ess":{"done":3,"total":3}}\n',
      '{"success":true,"data":{"order":"abc"}}',
    ]);
    const progress: unknown[] = [];
    const answer = await callEndpointStreamed(massMailingRateEndpoint, input, (line) => progress.push(line));
    expect(progress).toEqual([
      { done: 1, total: 3 },
      { done: 3, total: 3 },
    ]);
    expect(answer).toEqual({ success: true, data: { order: "abc" } });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/v4/mass-mailing/rate");
    expect((init.headers as Record<string, string>).Accept).toBe("application/x-ndjson");
  });

  it("turns a refused request (plain JSON) into an ApiError with its field errors", async () => {
    streamed(
      [
        JSON.stringify({
          success: false,
          errors: [
            {
              code: "mass_mailing.content_required",
              field: "shipment.content",
              message: "Describe the content.",
            },
          ],
          message: "x",
        }),
      ],
      400,
      "application/json",
    );
    const failure = await callEndpointStreamed(massMailingRateEndpoint, input, () => {}).catch(
      (error) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(400);
    expect((failure as ApiError).errors[0]?.field).toBe("shipment.content");
  });
});
