import { describe, expect, it } from "vitest";
import { checkParcelLines } from "./parcel-lines.ts";

describe("checkParcelLines", () => {
  it("names each invalid field by line and keeps the lines that parse", () => {
    const { issues, parcels } = checkParcelLines(
      [
        { number: 1, weight: "2,5", x: 30, y: 20, z: 10 },
        { number: "1.5", weight: "", x: 0, y: "1.234", z: 10 },
      ],
      "fr",
    );
    expect(parcels).toEqual([{ number: 1, weight: 2.5, x: 30, y: 20, z: 10 }]);
    expect(issues).toEqual([
      { code: "validation.not_integer", path: ["parcels", 1, "number"] },
      { code: "validation.required", path: ["parcels", 1, "weight"] },
      { code: "0 higher", path: ["parcels", 1, "x"] },
      { code: "validation.too_long", path: ["parcels", 1, "y"], params: { max: 3 } },
    ]);
  });
});
