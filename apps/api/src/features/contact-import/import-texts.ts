import {
  CONTACT_IMPORT_HEADERS,
  formatErrorMessage,
  type TContactImportIssue,
  type TContactImportMapping,
} from "@ship/contracts";
import type { TLang } from "@ship/domain";
import type { TRowIssue } from "./check-import-rows.ts";
import { columnLabel } from "./detect-columns.ts";
import type { TRowStatus } from "./import-evaluation.ts";

/** Excel opens a CSV in columns with its language's list separator (as the exports, decision 032). */
export const CSV_DELIMITERS: Record<TLang, string> = { en: ",", fr: ";", es: ";" };

/** The report's own words (its statuses and column titles), in the user's language. */
export const REPORT_TEXTS: Record<TLang, Record<TRowStatus | "row" | "status" | "problems", string>> = {
  en: {
    row: "Row",
    status: "Status",
    problems: "Problems",
    valid: "Valid, to import",
    imported: "Imported",
    invalid: "Not imported: to correct",
    duplicate: "Not imported: already in the address book",
    duplicate_in_file: "Not imported: repeated in the file",
  },
  fr: {
    row: "Ligne",
    status: "Statut",
    problems: "Problèmes",
    valid: "Valide, à importer",
    imported: "Importé",
    invalid: "Non importé : à corriger",
    duplicate: "Non importé : déjà dans le carnet d’adresses",
    duplicate_in_file: "Non importé : en double dans le fichier",
  },
  es: {
    row: "Fila",
    status: "Estado",
    problems: "Problemas",
    valid: "Válido, para importar",
    imported: "Importado",
    invalid: "No importado: a corregir",
    duplicate: "No importado: ya está en la libreta de direcciones",
    duplicate_in_file: "No importado: repetido en el archivo",
  },
};

/** A row's problem for people: the column it was read from, the field it fills, the message. */
export function describeIssue(
  row: number,
  issue: TRowIssue,
  headers: readonly string[],
  mapping: TContactImportMapping,
  lang: TLang,
): TContactImportIssue {
  const column = issue.field ? mapping.indexOf(issue.field) : -1;
  return {
    row,
    column: column >= 0 ? columnLabel(headers, column) : null,
    field: issue.field,
    code: issue.code,
    message: formatErrorMessage(lang, issue.code, issue.params),
  };
}

/** "Field: message" for the report's problems cell. */
export function issueLine(issue: TContactImportIssue, lang: TLang): string {
  return issue.field
    ? `${CONTACT_IMPORT_HEADERS[lang][issue.field as keyof (typeof CONTACT_IMPORT_HEADERS)["en"]]}: ${issue.message}`
    : issue.message;
}
