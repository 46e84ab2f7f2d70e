import { LANGS } from "@ship/domain";
import { describe, expect, it } from "vitest";
import { DOCUMENT_CATALOGS, translateDocumentText } from "./catalog.ts";

describe("document captions", () => {
  const englishKeys = Object.keys(DOCUMENT_CATALOGS.en).sort();

  it.each(LANGS)("%s has every key, none empty, and no other", (lang) => {
    const catalog = DOCUMENT_CATALOGS[lang];
    expect(Object.keys(catalog).sort()).toEqual(englishKeys);
    for (const value of Object.values(catalog)) expect(value.trim()).not.toBe("");
  });

  it.each(LANGS)("%s keeps the placeholders of the English text", (lang) => {
    for (const key of englishKeys as (keyof typeof DOCUMENT_CATALOGS.en)[]) {
      const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
      expect(placeholders(DOCUMENT_CATALOGS[lang][key])).toEqual(placeholders(DOCUMENT_CATALOGS.en[key]));
    }
  });

  it("fills placeholders", () => {
    expect(translateDocumentText("fr", "copy", { n: 2, total: 3 })).toBe("Exemplaire 2 sur 3");
    expect(translateDocumentText("es", "page", { n: 1, total: 1 })).toBe("Página 1 de 1");
  });
});
