import {
  hasControlCharacters,
  type TContactImportMapping,
  type TContactValues,
  type TErrorCode,
  ZContactInput,
} from "@ship/contracts";
import { checkContact, contactDuplicateKey, foldLabel, type TContactImportField } from "@ship/domain";
import { toFieldErrors } from "../../http/zod-issues.ts";
import type { TResolveCountry } from "./country-resolver.ts";
import type { TFileRow } from "./file-rows.ts";

/** One problem of a row: the field (null: the whole row), a stable code and its parameters. */
export type TRowIssue = {
  field: TContactImportField | null;
  code: TErrorCode;
  params?: Record<string, string | number>;
};

/** What the check says of one row: its problems, or the contact it makes and its duplicate key. */
export type TRowVerdict =
  | { row: number; ok: false; issues: TRowIssue[] }
  | { row: number; ok: true; contact: TContactValues; key: string };

const YES = new Set(["1", "yes", "y", "oui", "o", "si", "s", "true", "vrai", "verdadero", "x", "pro"]);
const NO = new Set(["", "0", "no", "n", "non", "false", "faux", "falso"]);

/** The business-address cell: yes or no in the three languages, 1 or 0, a cross, or empty. */
function proFlag(text: string): 0 | 1 | null {
  const folded = foldLabel(text);
  if (YES.has(folded)) return 1;
  return NO.has(folded) ? 0 : null;
}

/** A zod issue's field (the contract's names) as the import's field. */
const importField = (path: string | undefined): TContactImportField | null =>
  path === "country_id" ? "country" : ((path as TContactImportField | undefined) ?? null);

/**
 * One row checked as the contact form is (issue 13): ZContactInput for required fields and
 * lengths, domain's checkContact for phone, postcode and state by country; the country cell
 * resolved by code or name, the state cell by code or name within that country.
 */
export function checkRow(
  cells: readonly string[],
  mapping: TContactImportMapping,
  resolveCountry: TResolveCountry,
): { issues: TRowIssue[]; contact?: TContactValues } {
  const text: Partial<Record<TContactImportField, string>> = {};
  mapping.forEach((field, column) => {
    if (field) text[field] = cells[column] ?? "";
  });
  const issues: TRowIssue[] = [];
  for (const [field, value] of Object.entries(text))
    if (hasControlCharacters(value))
      issues.push({ field: field as TContactImportField, code: "validation.control_characters" });
  const country = text.country ? resolveCountry(text.country) : null;
  if (!text.country) issues.push({ field: "country", code: "validation.required" });
  else if (!country) issues.push({ field: "country", code: "contact.country_unknown" });
  if (country && text.state) text.state = country.stateCodes.get(foldLabel(text.state)) ?? text.state;
  const pro = proFlag(text.pro ?? "");
  if (pro === null) issues.push({ field: "pro", code: "contact_import.pro_invalid" });
  const { country: _country, pro: _pro, ...fields } = text;
  const parsed = ZContactInput.safeParse({ ...fields, country_id: country?.id ?? 0, pro: pro ?? 0 });
  if (!parsed.success) {
    const errors = toFieldErrors(
      parsed.error.issues.map((issue) => ({
        keyword: issue.code,
        instancePath: `/${issue.path.join("/")}`,
        message: issue.message,
        params: { ...issue },
      })),
    );
    for (const error of errors)
      if (error.field !== "country_id")
        issues.push({
          field: importField(error.field),
          code: error.code,
          ...(error.params ? { params: error.params } : {}),
        });
    return { issues };
  }
  if (!country || issues.length > 0) return { issues };
  for (const issue of checkContact(parsed.data, country))
    issues.push({ field: importField(String(issue.path[0])), code: issue.code as TErrorCode });
  if (issues.length > 0) return { issues };
  // Written as the contacts feature writes a contact the form sends (its checkContactInput).
  const { postcode, state } = parsed.data;
  return {
    issues,
    contact: {
      ...parsed.data,
      postcode: postcode.toUpperCase(),
      state: country.states ? state.toUpperCase() : state,
    },
  };
}

/**
 * Every row checked, and a row that repeats an earlier valid row of the file (same name, postcode
 * and first address line: contactDuplicateKey) marked so: it would not be added twice.
 */
export function checkImportRows(
  rows: readonly TFileRow[],
  mapping: TContactImportMapping,
  resolveCountry: TResolveCountry,
): TRowVerdict[] {
  const firstRowOfKey = new Map<string, number>();
  return rows.map(([row, cells]) => {
    const { issues, contact } = checkRow(cells, mapping, resolveCountry);
    if (!contact) return { row, ok: false, issues };
    const key = contactDuplicateKey(contact);
    const first = firstRowOfKey.get(key);
    if (first !== undefined)
      return {
        row,
        ok: false,
        issues: [{ field: null, code: "contact_import.duplicate_in_file", params: { row: first } }],
      };
    firstRowOfKey.set(key, row);
    return { row, ok: true, contact, key };
  });
}
