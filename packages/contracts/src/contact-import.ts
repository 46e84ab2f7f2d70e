import {
  CONTACT_IMPORT_FIELDS,
  CONTACT_IMPORT_LIMITS,
  type TContactImportField,
  type TLang,
} from "@ship/domain";
import { z } from "zod";

/**
 * The contact import (issue 13 part 2, spec §7 multipart POST /my-contact/upload/data; decision
 * 040): the upload answers a preview kept on the server under an id, the import inserts its valid
 * rows, the report lists every row with its problems.
 */

/** The multipart fields of POST /my-contact/upload/data (spec §7: file, uid). */
export const CONTACT_UPLOAD_FIELDS = { file: "file", uid: "uid" } as const;

/**
 * Each field's column header in the templates, in the user's language. The column detection
 * recognises these in any of the three languages, and the aliases below.
 */
export const CONTACT_IMPORT_HEADERS: Record<TLang, Record<TContactImportField, string>> = {
  en: {
    company: "Company",
    lastname: "Name",
    phone: "Phone",
    email: "E-mail",
    address1: "Address line 1",
    address2: "Address line 2",
    address3: "Address line 3",
    postcode: "Postcode",
    city: "City",
    state: "State",
    country: "Country",
    customer_code: "Customer code",
    notes: "Notes",
    pro: "Business address",
  },
  fr: {
    company: "Société",
    lastname: "Nom",
    phone: "Téléphone",
    email: "E-mail",
    address1: "Adresse ligne 1",
    address2: "Adresse ligne 2",
    address3: "Adresse ligne 3",
    postcode: "Code postal",
    city: "Ville",
    state: "État",
    country: "Pays",
    customer_code: "Code client",
    notes: "Notes",
    pro: "Adresse professionnelle",
  },
  es: {
    company: "Empresa",
    lastname: "Nombre",
    phone: "Teléfono",
    email: "Correo electrónico",
    address1: "Dirección línea 1",
    address2: "Dirección línea 2",
    address3: "Dirección línea 3",
    postcode: "Código postal",
    city: "Ciudad",
    state: "Estado",
    country: "País",
    customer_code: "Código de cliente",
    notes: "Notas",
    pro: "Dirección profesional",
  },
};

/**
 * Other headers people write for the same field (compared folded: no case, accents, spaces or
 * punctuation), in English, French and Spanish, and the spec's own field names.
 */
export const CONTACT_IMPORT_ALIASES: Record<TContactImportField, readonly string[]> = {
  company: ["company name", "entreprise", "raison sociale", "compañía", "organisation", "organization"],
  lastname: [
    "last name",
    "lastname",
    "surname",
    "full name",
    "fullname",
    "contact",
    "nom de famille",
    "apellido",
    "apellidos",
    "destinataire",
    "recipient",
  ],
  phone: [
    "telephone",
    "tel",
    "phone number",
    "mobile",
    "portable",
    "téléphone portable",
    "móvil",
    "teléfono móvil",
  ],
  email: ["email", "mail", "e-mail address", "courriel", "adresse e-mail", "correo", "correo electronico"],
  address1: [
    "address",
    "address1",
    "street",
    "adresse",
    "adresse 1",
    "rue",
    "dirección",
    "direccion 1",
    "calle",
  ],
  address2: ["address2", "adresse 2", "complément d'adresse", "dirección 2"],
  address3: ["address3", "adresse 3", "dirección 3"],
  postcode: [
    "postal code",
    "zip",
    "zip code",
    "zipcode",
    "cp",
    "code postal",
    "código postal",
    "codigo postal",
  ],
  city: ["town", "ville", "localité", "ciudad", "localidad", "población"],
  state: ["province", "region", "county", "état", "région", "provincia", "estado"],
  country: [
    "country code",
    "country_code",
    "country_id",
    "country_name",
    "pays",
    "code pays",
    "país",
    "código de país",
  ],
  customer_code: [
    "customer_code",
    "reference",
    "your reference",
    "ref",
    "référence",
    "code client",
    "referencia",
    "código de cliente",
  ],
  notes: ["note", "comment", "comments", "remarques", "commentaire", "notas", "observaciones", "comentario"],
  pro: ["pro", "business", "professional", "professionnel", "profesional", "b2b"],
};

export const ZContactImportField = z.enum(CONTACT_IMPORT_FIELDS);

/**
 * The field each column fills, by column (null: not imported). A field fills one column at most:
 * the mapping is what the import reads, so an ambiguous one is refused rather than guessed.
 */
export const ZContactImportMapping = z
  .array(ZContactImportField.nullable())
  .max(CONTACT_IMPORT_LIMITS.columns)
  .superRefine((mapping, context) => {
    const seen = new Set<string>();
    mapping.forEach((field, index) => {
      if (field === null) return;
      if (seen.has(field))
        context.addIssue({ code: "custom", message: "contact_import.mapping_twice", path: [index] });
      seen.add(field);
    });
  });
export type TContactImportMapping = z.infer<typeof ZContactImportMapping>;

/** One problem of one row: the file's row number, the column and field, a translated message. */
export const ZContactImportIssue = z.object({
  row: z.number().int(),
  /** The column's header (or its letter without a header row); null for the whole row. */
  column: z.string().nullable(),
  field: z.string().nullable(),
  code: z.string(),
  message: z.string(),
});
export type TContactImportIssue = z.infer<typeof ZContactImportIssue>;

export const ZContactImportCounts = z.object({
  /** Data rows in the file (after the header row, blank rows left out). */
  rows: z.number().int(),
  valid: z.number().int(),
  invalid: z.number().int(),
  /** Rows already in the address book (same name, postcode and first address line). */
  duplicates: z.number().int(),
  /** Rows that repeat an earlier row of the same file. */
  duplicates_in_file: z.number().int(),
});

export const ZContactImportPreview = z.object({
  id: z.string(),
  kind: z.enum(["xls", "xlsx", "text"]),
  /** The header row's number in the file (1 is the first), or null when none was recognised. */
  header_row: z.number().int().nullable(),
  columns: z.array(z.object({ header: z.string(), field: ZContactImportField.nullable() })),
  /** The first rows of data, as read (each with its row number in the file). */
  sample: z.array(z.object({ row: z.number().int(), cells: z.array(z.string()) })),
  counts: ZContactImportCounts,
  /** The first problems (the report has every one). */
  issues: z.array(ZContactImportIssue),
  issues_total: z.number().int(),
  /** Rows of the sample with a problem, by row number. */
  invalid_rows: z.array(z.number().int()),
  status: z.enum(["pending", "imported"]),
  /** ISO 8601: after this the id is forgotten. */
  expires_at: z.string(),
});
export type TContactImportPreview = z.infer<typeof ZContactImportPreview>;

export const ZContactImportPreviewResponse = z.object({
  success: z.literal(true),
  data: ZContactImportPreview,
});

export const ZContactImportParams = z.strictObject({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });

export const ZContactImportBody = z.strictObject({ mapping: ZContactImportMapping });
export type TContactImportBody = z.input<typeof ZContactImportBody>;

export const ZContactImportResult = z.object({
  imported: z.number().int(),
  duplicates: z.number().int(),
  duplicates_in_file: z.number().int(),
  invalid: z.number().int(),
});
export type TContactImportResult = z.infer<typeof ZContactImportResult>;

export const ZContactImportResultResponse = z.object({
  success: z.literal(true),
  data: ZContactImportResult,
});

export const CONTACT_TEMPLATE_FORMATS = ["csv", "xls"] as const;
export const ZContactTemplateParams = z.strictObject({ format: z.enum(CONTACT_TEMPLATE_FORMATS) });
