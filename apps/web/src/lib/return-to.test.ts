import { describe, expect, it } from "vitest";
import { REGISTERED_PAGES } from "./page-paths.ts";
import { returnScreenPath } from "./return-to.ts";

describe("returnScreenPath", () => {
  it("is the pre-order screen where the brand's menu shows it (spec §2-4)", () => {
    expect(returnScreenPath(["my_account", "pre_order"])).toBe("pre-order");
  });

  it("is none where the brand hides pre-orders, or while the screen is not built", () => {
    expect(returnScreenPath(["my_account", "new_shipment"])).toBeNull();
    const withoutIt = new Set([...REGISTERED_PAGES].filter((page) => page !== "pre-order"));
    expect(returnScreenPath(["pre_order"], withoutIt)).toBeNull();
  });
});
