import { ERROR_MESSAGES } from "@ship/contracts";
import { LANGS } from "@ship/domain";
import { describe, expect, it } from "vitest";
import { MENU_ITEMS } from "../app/menu.ts";
import { CATALOG_NAMESPACES } from "./namespaces.ts";
import { nestKeys } from "./nest-keys.ts";

type TTree = { [key: string]: string | TTree };
const files = import.meta.glob<TTree>("./locales/*/*.json", { eager: true, import: "default" });

function catalog(lang: string, namespace: string): TTree {
  const tree = files[`./locales/${lang}/${namespace}.json`];
  if (!tree) throw new Error(`missing catalog ${lang}/${namespace}.json`);
  return tree;
}

/** Every leaf as "a.b.c" with its text. */
function leaves(tree: TTree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else for (const [leaf, text] of leaves(value, path)) out.set(leaf, text);
  }
  return out;
}

const variables = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();

describe("translation catalogs", () => {
  it("has exactly the expected files", () => {
    const expected = LANGS.flatMap((lang) => CATALOG_NAMESPACES.map((ns) => `./locales/${lang}/${ns}.json`));
    expect(Object.keys(files).sort()).toEqual(expected.sort());
  });

  for (const namespace of CATALOG_NAMESPACES) {
    it(`"${namespace}" has the same keys and placeholders in en, fr and es`, () => {
      const reference = leaves(catalog("en", namespace));
      expect(reference.size).toBeGreaterThan(0);
      for (const lang of LANGS) {
        const texts = leaves(catalog(lang, namespace));
        const missing = [...reference.keys()].filter((key) => !texts.has(key));
        const extra = [...texts.keys()].filter((key) => !reference.has(key));
        expect({ lang, missing, extra }).toEqual({ lang, missing: [], extra: [] });
        for (const [key, text] of texts) {
          expect(text.trim(), `${lang}/${namespace}:${key} is empty`).not.toBe("");
          expect(variables(text), `${lang}/${namespace}:${key}`).toEqual(variables(reference.get(key) ?? ""));
        }
      }
    });
  }

  it("has a label for every menu entry", () => {
    for (const lang of LANGS) {
      const texts = leaves(catalog(lang, "common"));
      for (const item of Object.values(MENU_ITEMS))
        expect(texts.has(item.labelKey), `${lang}:${item.labelKey}`).toBe(true);
    }
  });

  it("takes the errors namespace from @ship/contracts, complete in every language", () => {
    const reference = [...leaves(nestKeys(ERROR_MESSAGES.en)).keys()].sort();
    expect(reference).toContain("auth.incorrect_login");
    for (const lang of LANGS)
      expect([...leaves(nestKeys(ERROR_MESSAGES[lang])).keys()].sort()).toEqual(reference);
  });
});
