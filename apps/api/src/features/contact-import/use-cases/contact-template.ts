import * as XLSX from "@e965/xlsx";
import { CONTACT_IMPORT_HEADERS } from "@ship/contracts";
import { CONTACT_IMPORT_FIELDS, type TContactImportField, type TLang } from "@ship/domain";
import { stringify } from "csv-stringify/sync";
import { CSV_DELIMITERS } from "../import-texts.ts";

/** One example contact per language: a row the import accepts as it is. */
const EXAMPLES: Record<TLang, Record<TContactImportField, string>> = {
  en: {
    company: "",
    lastname: "Jane Smith",
    phone: "+44 20 7946 0958",
    email: "jane.smith@example.com",
    address1: "221B Baker Street",
    address2: "",
    address3: "",
    postcode: "NW1 6XE",
    city: "London",
    state: "",
    country: "United Kingdom",
    customer_code: "C-0001",
    notes: "",
    pro: "no",
  },
  fr: {
    company: "Dupont SARL",
    lastname: "Marie Dupont",
    phone: "+33 1 42 68 53 00",
    email: "marie.dupont@example.com",
    address1: "12 rue de la Paix",
    address2: "",
    address3: "",
    postcode: "75002",
    city: "Paris",
    state: "",
    country: "France",
    customer_code: "C-0001",
    notes: "",
    pro: "oui",
  },
  es: {
    company: "",
    lastname: "Carlos García",
    phone: "+34 912 345 678",
    email: "carlos.garcia@example.com",
    address1: "Calle Mayor 1",
    address2: "",
    address3: "",
    postcode: "28013",
    city: "Madrid",
    state: "Madrid",
    country: "España",
    customer_code: "C-0001",
    notes: "",
    pro: "no",
  },
};

const TEMPLATE_MEDIA_TYPES = { csv: "text/csv; charset=utf-8", xls: "application/vnd.ms-excel" } as const;

function templateRows(lang: TLang): string[][] {
  return [
    CONTACT_IMPORT_FIELDS.map((field) => CONTACT_IMPORT_HEADERS[lang][field]),
    CONTACT_IMPORT_FIELDS.map((field) => EXAMPLES[lang][field]),
  ];
}

function renderTemplate(format: "csv" | "xls", lang: TLang): Buffer {
  const rows = templateRows(lang);
  if (format === "csv")
    return Buffer.from(
      stringify(rows, { delimiter: CSV_DELIMITERS[lang], record_delimiter: "\r\n", bom: true }),
    );
  const book = XLSX.utils.book_new();
  const sheet = XLSX.utils.aoa_to_sheet(rows);
  sheet["!cols"] = rows[0]?.map((header) => ({ wch: Math.max(12, header.length + 2) }));
  XLSX.utils.book_append_sheet(book, sheet, "Contacts");
  return XLSX.write(book, { type: "buffer", bookType: "biff8" }) as Buffer;
}

const rendered = new Map<string, Buffer>();

/**
 * Spec §7 'static sample xls and csv contact templates': made by SheetJS and csv-stringify on
 * first request, once per format and language, with the headers the column detection reads.
 */
export function contactTemplate(format: "csv" | "xls", lang: TLang) {
  const key = `${format}:${lang}`;
  let bytes = rendered.get(key);
  if (!bytes) {
    bytes = renderTemplate(format, lang);
    rendered.set(key, bytes);
  }
  return {
    bytes,
    contentType: TEMPLATE_MEDIA_TYPES[format],
    filename: `contacts-template-${lang}.${format}`,
  };
}
