import { describe, expect, it } from "vitest";
import { describeRatingFailure } from "./rating-failure.ts";

describe("describeRatingFailure", () => {
  const error = (status: number) => ({
    status,
    errors: [{ code: "validation.failed", message: "x" }],
    message: "m",
  });

  it("tells a transport error from the rating's own errors", () => {
    expect(describeRatingFailure(new Error("boom"), "rate")).toEqual({ kind: "network", errors: [] });
    expect(describeRatingFailure(error(0), "rate")).toEqual({ kind: "network", errors: [] });
    expect(describeRatingFailure(error(400), "rate")).toEqual({
      kind: "rating",
      errors: error(400).errors,
      message: "m",
    });
  });

  it("reads a refused offers call as 'No offer available'", () => {
    expect(describeRatingFailure(error(404), "offers").kind).toBe("no_offer");
    expect(describeRatingFailure(error(500), "offers").kind).toBe("rating");
  });
});
