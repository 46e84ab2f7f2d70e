import { describe, expect, it } from "vitest";
import { checkOrderFormBlocks, orderFormBlocksOf, SHIPMENT_INFO_DEFAULTS } from "./order-form-blocks.ts";
import type { TFormIssue } from "./order-form-check.ts";

function check(input: Parameters<typeof checkOrderFormBlocks>[0], blocks: readonly string[]) {
  const issues: TFormIssue[] = [];
  const decided = checkOrderFormBlocks(input, orderFormBlocksOf(blocks), (path, code) =>
    issues.push({ path, code }),
  );
  return { issues: issues.map((issue) => `${issue.path.join(".")}:${issue.code}`), decided };
}

describe("the order form's brand blocks (decision 049)", () => {
  const both = ["shipment_info", "shipment_value"];

  it("asks reason and content where the brand has shipment_info, and keeps what was typed", () => {
    expect(check({ insurance: 0 }, both).issues).toEqual([
      "reason:validation.required",
      "content:validation.required",
    ]);
    const typed = check({ reason: "gift", content: " Books ", insurance: 1, value: "20" }, both);
    expect(typed).toEqual({ issues: [], decided: { reason: "gift", content: "Books", insured: true } });
  });

  it("refuses the fields of switched-off blocks and goes on with the defaults, uninsured", () => {
    const sent = check({ reason: "gift", content: "Books", insurance: 1, value: 20 }, []);
    expect(sent.issues).toEqual([
      "reason:validation.unknown_field",
      "content:validation.unknown_field",
      "insurance:validation.unknown_field",
      "value:validation.unknown_field",
    ]);
    const left = check({ insurance: 0, value: " ", content: "" }, []);
    expect(left).toEqual({ issues: [], decided: { ...SHIPMENT_INFO_DEFAULTS, insured: false } });
  });
});
