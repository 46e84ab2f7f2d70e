import { isFileResponse } from "@ship/contracts";
import { describe, expect, it } from "vitest";
import { ENDPOINT_EXAMPLES } from "./endpoint-examples.ts";

describe("the API reference's examples", () => {
  const entries = [...ENDPOINT_EXAMPLES.entries()];

  it("cover the API client's journey: rate, offers, offer/select, update-shipment, ship, shipments", () => {
    expect(entries.map(([endpoint]) => endpoint.path)).toEqual([
      "/rate",
      "/offers",
      "/offer/select",
      "/update-shipment",
      "/ship",
      "/shipments",
    ]);
  });

  for (const [endpoint, examples] of entries) {
    it(`${endpoint.method} ${endpoint.path}: every example's body and answer are valid against its schemas`, () => {
      for (const example of examples) {
        if (endpoint.body) expect(endpoint.body.safeParse(example.body).error).toBeUndefined();
        if (isFileResponse(endpoint.response)) throw new Error("a file endpoint has no JSON example");
        expect(endpoint.response.safeParse(example.response).error).toBeUndefined();
      }
    });
  }
});
