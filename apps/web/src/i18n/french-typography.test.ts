import fs from "node:fs";
import path from "node:path";
import { ERROR_MESSAGES } from "@ship/contracts";
import { describe, expect, it } from "vitest";

// Issue 16: French puts a non-breaking space before ':', ';', '?', '!' and '%' ("Montant à payer :"),
// so the sign never starts a line on its own. An ordinary space there is a slip of the catalog.
const ORDINARY_SPACE_BEFORE_SIGN = /(?<=[\p{L}\p{N})}»’]) [:;?!%]/u;

function strings(value: unknown, at: string): [string, string][] {
  if (typeof value === "string") return [[at, value]];
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, child]) => strings(child, at ? `${at}.${key}` : key));
  }
  return [];
}

describe("French typography", () => {
  it("has a non-breaking space, never an ordinary one, before : ; ? ! and % in the web's French catalogs", () => {
    const dir = path.join(import.meta.dirname, "locales", "fr");
    const slips = fs
      .readdirSync(dir)
      .flatMap((file) => strings(JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")), file))
      .filter(([, text]) => ORDINARY_SPACE_BEFORE_SIGN.test(text));
    expect(slips).toEqual([]);
  });

  it("has the same in the API's French messages", () => {
    expect(
      strings(ERROR_MESSAGES.fr, "").filter(([, text]) => ORDINARY_SPACE_BEFORE_SIGN.test(text)),
    ).toEqual([]);
  });
});
