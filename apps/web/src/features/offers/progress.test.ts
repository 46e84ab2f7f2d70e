import { describe, expect, it } from "vitest";
import { nextProgress, PROGRESS_WAITING_MAX } from "./progress.ts";
import { describeRatingFailure } from "./rating-failure.ts";

describe("nextProgress", () => {
  it("rises at every tick but never reaches 100 while waiting", () => {
    let value = 0;
    for (let tick = 0; tick < 1000; tick += 1) {
      const next = nextProgress(value);
      expect(next).toBeGreaterThanOrEqual(value);
      value = next;
    }
    expect(value).toBe(PROGRESS_WAITING_MAX);
    expect(nextProgress(0)).toBeGreaterThan(5);
  });
});

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
