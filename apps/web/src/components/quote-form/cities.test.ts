import { describe, expect, it } from "vitest";
import { formatSuggestion, truncateTown } from "./cities.ts";

describe("city suggestions", () => {
  it("shows the town truncated to 20 characters", () => {
    expect(truncateTown("Paris")).toBe("Paris");
    expect(truncateTown("Saint-Rémy-de-Provence")).toBe("Saint-Rémy-de-Prove…");
    expect(truncateTown("Saint-Rémy-de-Provence")).toHaveLength(20);
    expect(truncateTown("12345678901234567890")).toBe("12345678901234567890");
  });

  it("writes 'postcode, town', or the town alone where the dataset has no postcode", () => {
    expect(formatSuggestion({ postcode: "13210", city: "Saint-Rémy-de-Provence", label: "" })).toBe(
      "13210, Saint-Rémy-de-Prove…",
    );
    expect(formatSuggestion({ postcode: "", city: "Berlin", label: "Berlin" })).toBe("Berlin");
  });
});
