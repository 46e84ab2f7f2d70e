import { brandEndpoint, sessionEndpoint } from "@ship/contracts";
import { describe, expect, it } from "vitest";
import { BRAND_PATH } from "./brand.ts";
import { SESSION_PATH } from "./session.ts";

// The calls made at start go by path, without the endpoint descriptors (zod stays out of the
// start chunk): their paths must stay the contract's.
describe("the start's API paths", () => {
  it("GET /brand is brandEndpoint's", () => {
    expect(brandEndpoint.method).toBe("GET");
    expect(BRAND_PATH).toBe(brandEndpoint.path);
  });

  it("GET /session is sessionEndpoint's", () => {
    expect(sessionEndpoint.method).toBe("GET");
    expect(SESSION_PATH).toBe(sessionEndpoint.path);
  });
});
