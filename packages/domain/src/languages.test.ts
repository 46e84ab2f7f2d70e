import { describe, expect, it } from "vitest";
import { langFromAcceptLanguage, langFromId } from "./languages.ts";

describe("languages", () => {
  it("maps spec language ids", () => {
    expect(langFromId(1)).toBe("en");
    expect(langFromId(2)).toBe("fr");
    expect(langFromId(4)).toBe("es");
    expect(langFromId(3)).toBeUndefined();
  });

  it("reads Accept-Language with quality values and falls back to French", () => {
    expect(langFromAcceptLanguage("es-ES,es;q=0.9,en;q=0.8")).toBe("es");
    expect(langFromAcceptLanguage("de-DE,en;q=0.5")).toBe("en");
    expect(langFromAcceptLanguage("de-DE")).toBe("fr");
    expect(langFromAcceptLanguage(undefined)).toBe("fr");
  });
});
