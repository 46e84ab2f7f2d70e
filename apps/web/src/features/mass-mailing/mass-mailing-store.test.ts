import { describe, expect, it } from "vitest";
import { currentOrder } from "./mass-mailing-store.ts";

describe("currentOrder", () => {
  it("takes the summary e-mail's ?order= first, then the screen's hand-over", () => {
    expect(currentOrder({ order: "handed" }, "?order=from-mail")).toBe("from-mail");
    expect(currentOrder({ order: "handed" }, "")).toBe("handed");
  });

  it("has none without a link, a hand-over or a stored one", () => {
    expect(currentOrder(null, "?other=1")).toBeNull();
    expect(currentOrder({ order: 42 }, "")).toBeNull();
  });
});
