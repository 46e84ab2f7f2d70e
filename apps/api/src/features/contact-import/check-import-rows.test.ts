import { describe, expect, it } from "vitest";
import { checkImportRows, checkRow } from "./check-import-rows.ts";
import { createCountryResolver } from "./country-resolver.ts";

const resolve = createCountryResolver([
  {
    id: 250,
    code: "FR",
    name_en: "France",
    name_fr: "France",
    name_es: "Francia",
    has_postcode: true,
    states: null,
  },
  {
    id: 840,
    code: "US",
    name_en: "United States",
    name_fr: "États-Unis",
    name_es: "Estados Unidos",
    has_postcode: true,
    states: [
      { code: "CA", name: "California" },
      { code: "NY", name: "New York" },
    ],
  },
]);

const MAPPING = [
  "lastname",
  "phone",
  "email",
  "address1",
  "postcode",
  "city",
  "country",
  "state",
  "pro",
] as const;
const row = (
  country: string,
  extra: { state?: string; pro?: string; phone?: string; postcode?: string } = {},
) => [
  "Ana Lima",
  extra.phone ?? "+1 212 555 0100",
  "ana@example.com",
  "1 Main St",
  extra.postcode ?? "10001",
  "New York",
  country,
  extra.state ?? "NY",
  extra.pro ?? "",
];

describe("country and state cells", () => {
  it("resolves alpha-2, alpha-3, the numeric code and names in en/fr/es, any case, with or without accents", () => {
    for (const text of [
      "US",
      "usa",
      "840",
      "United States",
      "etats-unis",
      "ÉTATS-UNIS",
      "Estados Unidos",
      "U.S.A.",
    ])
      expect(resolve(text)?.id, text).toBe(840);
    expect(resolve("Atlantis")).toBeNull();
  });

  it("accepts a state by code or name and refuses one of another country", () => {
    expect(checkRow(row("US", { state: "new york" }), [...MAPPING], resolve).contact?.state).toBe("NY");
    expect(checkRow(row("US", { state: "Texas" }), [...MAPPING], resolve).issues).toEqual([
      { field: "state", code: "contact.state_unknown" },
    ]);
  });
});

describe("checkRow", () => {
  it("reads the business-address cell in three languages and refuses anything else", () => {
    for (const [text, pro] of [
      ["oui", 1],
      ["Sí", 1],
      ["x", 1],
      ["no", 0],
      ["", 0],
      ["FALSE", 0],
    ] as const)
      expect(checkRow(row("US", { pro: text }), [...MAPPING], resolve).contact?.pro, text).toBe(pro);
    expect(checkRow(row("US", { pro: "maybe" }), [...MAPPING], resolve).issues).toEqual([
      { field: "pro", code: "contact_import.pro_invalid" },
    ]);
  });

  it("names each field that fails, as the contact form does", () => {
    const { issues } = checkRow(
      row("FR", { phone: "12", postcode: "ABC", state: "" }),
      [...MAPPING],
      resolve,
    );
    expect(issues).toEqual([
      { field: "phone", code: "account.invalid_phone" },
      { field: "postcode", code: "order.postcode_invalid" },
    ]);
    expect(checkRow(row(""), [...MAPPING], resolve).issues).toEqual([
      { field: "country", code: "validation.required" },
    ]);
    const unmapped = checkRow(row("US"), [null, ...MAPPING.slice(1)], resolve).issues;
    expect(unmapped).toEqual([{ field: "lastname", code: "validation.required" }]);
  });
});

describe("checkImportRows", () => {
  it("marks a row that repeats an earlier one of the file (name, postcode, first line; case and accents aside)", () => {
    const verdicts = checkImportRows(
      [
        [2, row("US")],
        [3, ["ANA LIMA", ...row("US").slice(1)]],
      ],
      [...MAPPING],
      resolve,
    );
    expect(verdicts[0]?.ok).toBe(true);
    expect(verdicts[1]).toEqual({
      row: 3,
      ok: false,
      issues: [{ field: null, code: "contact_import.duplicate_in_file", params: { row: 2 } }],
    });
  });
});
