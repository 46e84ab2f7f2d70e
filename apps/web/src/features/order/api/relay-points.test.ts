import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../lib/api-client.ts";
import { searchRelayPoints } from "./relay-points.ts";

const answer = (status: number, body: unknown) =>
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
afterEach(() => vi.unstubAllGlobals());
const body = { shipment_id: "s", order_id: "o", postcode: "69003" };

describe("searchRelayPoints", () => {
  it("answers the points of a successful search", async () => {
    answer(200, { success: true, addresses: [{ id: "MR-69003-0-01" }] });
    await expect(searchRelayPoints(body)).resolves.toEqual({ ok: true, points: [{ id: "MR-69003-0-01" }] });
  });

  it("turns 'nothing found' (success false, 200) into the server's message, not a failure", async () => {
    answer(200, { success: false, errors: [], message: "No Point Relais was found." });
    await expect(searchRelayPoints(body)).resolves.toEqual({
      ok: false,
      message: "No Point Relais was found.",
    });
  });

  it("rejects a real failure (404, 409, 400) with its ApiError", async () => {
    answer(409, {
      success: false,
      errors: [{ code: "relay_point.not_offered", message: "x" }],
      message: "m",
    });
    await expect(searchRelayPoints(body)).rejects.toBeInstanceOf(ApiError);
  });
});
