import {
  CONTACT_IMPORT_HEADERS,
  contactImportCancelEndpoint,
  contactImportCheckEndpoint,
  contactImportEndpoint,
  contactImportReportEndpoint,
  contactTemplateEndpoint,
  contactUploadEndpoint,
  type TAnyEndpoint,
} from "@ship/contracts";
import { CONTACT_IMPORT_LIMITS, contactDuplicateKey } from "@ship/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, type TCallResponse } from "../../testing/call.ts";
import { createTestApp } from "../../testing/test-app.ts";
import { multipartBody } from "../direct-debit/direct-debit-test-helpers.ts";
import { insertTestUser, loginAs } from "../settings/settings-test-helpers.ts";
import { csvOf, PDF_BYTES, workbookOf, xlsxBomb } from "./contact-import-test-files.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HEADER = ["Name", "Company", "Phone", "E-mail", "Address", "Postcode", "City", "Country", "Notes"];
const good = (name: string, notes = "") => [
  name,
  "",
  "+33 6 12 34 56 78",
  `${name.toLowerCase().replace(/\W/g, "")}@example.com`,
  "12 rue de la Paix",
  "75002",
  "Paris",
  "FR",
  notes,
];

async function newCustomer(email: string) {
  await insertTestUser(t.db, { email, password: "secret-1" });
  const user = await loginAs(t, email, "secret-1");
  const upload = (bytes: Uint8Array, options: { name?: string; uid?: string; lang?: string } = {}) =>
    call(
      t,
      contactUploadEndpoint,
      {},
      {
        cookie: user.token,
        headers: { "accept-language": options.lang ?? "en" },
        rawBody: multipartBody(
          { uid: options.uid ?? String(user.id) },
          { name: options.name ?? "contacts.csv", type: "text/csv", bytes },
        ),
      },
    );
  const contacts = () =>
    t.db.selectFrom("contacts").selectAll().where("user_id", "=", user.id).orderBy("id").execute();
  const imports = () =>
    t.db.selectFrom("contact_imports").select("id").where("user_id", "=", user.id).execute();
  return { ...user, upload, contacts, imports };
}

function expectFileRefused(
  response: Pick<TCallResponse<TAnyEndpoint>, "statusCode" | "failure">,
  code: string,
  message: string,
) {
  expect(response.statusCode).toBe(400);
  expect(response.failure().errors).toEqual([expect.objectContaining({ code, field: "file", message })]);
}

describe("contact import: preview, import and report", () => {
  it("previews a csv with its bad rows and duplicates, imports the valid rows once, and reports every row", async () => {
    const user = await newCustomer("import-main@example.com");
    await user.upload(csvOf([HEADER, good("Existing Person")]));
    const first = await user.contacts();
    expect(first).toHaveLength(0); // an upload alone adds nothing
    const seed = (await user.upload(csvOf([HEADER, good("Existing Person")]))).success().data;
    await user.call(contactImportEndpoint, {
      params: { id: seed.id },
      body: { mapping: seed.columns.map((c) => c.field) },
    });

    const file = csvOf([
      HEADER,
      good("Alice Martin"),
      ["", "", "+33 6 12 34 56 78", "nobody@example.com", "1 rue Haute", "75002", "Paris", "FR", ""],
      good("Bob Leroy", '=HYPERLINK("http://x.example")'),
      [...good("Carla Diaz").slice(0, 7), "Atlantis", ""],
      good("Alice Martin"),
      good("Existing Person"),
    ]);
    const preview = (await user.upload(file)).success().data;
    expect(preview.header_row).toBe(1);
    expect(preview.columns.map((column) => column.field)).toEqual([
      "lastname",
      "company",
      "phone",
      "email",
      "address1",
      "postcode",
      "city",
      "country",
      "notes",
    ]);
    expect(preview.counts).toEqual({ rows: 6, valid: 2, invalid: 2, duplicates: 1, duplicates_in_file: 1 });
    expect(preview.sample.map((row) => row.row)).toEqual([2, 3, 4, 5, 6, 7]);
    expect(preview.invalid_rows).toEqual([3, 5, 6, 7]);
    expect(preview.issues).toEqual([
      {
        row: 3,
        column: "Name",
        field: "lastname",
        code: "validation.required",
        message: "This field is required.",
      },
      {
        row: 5,
        column: "Country",
        field: "country",
        code: "contact.country_unknown",
        message: "Choose a country from the list.",
      },
      {
        row: 6,
        column: null,
        field: null,
        code: "contact_import.duplicate_in_file",
        message: "The same contact is already on row 2 of the file.",
      },
      expect.objectContaining({ row: 7, field: null, code: "contact.duplicate" }),
    ]);

    const result = (
      await user.call(contactImportEndpoint, {
        params: { id: preview.id },
        body: { mapping: preview.columns.map((column) => column.field) },
      })
    ).success().data;
    expect(result).toEqual({ imported: 2, duplicates: 1, duplicates_in_file: 1, invalid: 2 });
    const saved = await user.contacts();
    expect(saved.map((contact) => contact.lastname)).toEqual([
      "Existing Person",
      "Alice Martin",
      "Bob Leroy",
    ]);
    expect(saved[1]).toMatchObject({
      phone: "+33 6 12 34 56 78",
      country_id: 250,
      postcode: "75002",
      duplicate_key: contactDuplicateKey({
        lastname: "Alice Martin",
        postcode: "75002",
        address1: "12 rue de la Paix",
      }),
    });

    // A retry adds nothing and answers the same counts.
    const again = await user.call(contactImportEndpoint, {
      params: { id: preview.id },
      body: { mapping: preview.columns.map((column) => column.field) },
    });
    expect(again.success().data).toEqual(result);
    expect(await user.contacts()).toHaveLength(3);

    const report = await user.call(contactImportReportEndpoint, {
      params: { id: preview.id },
      query: { lang: "en" },
    });
    expect(report.headers["content-type"]).toMatch(/^text\/csv/);
    const lines = report.rawPayload
      .toString("utf8")
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(
      "Row,Status,Problems,Name,Company,Phone,E-mail,Address,Postcode,City,Country,Notes",
    );
    expect(lines[1]).toMatch(/^2,Imported,,Alice Martin,/);
    expect(lines[2]).toMatch(/^3,Not imported: to correct,Name: This field is required\.,/);
    // The formula typed in the file comes back as text: a leading quote keeps Excel from running it.
    expect(lines[3]).toContain(`"'=HYPERLINK(""http://x.example"")"`);
    expect(lines[4]).toMatch(/^5,Not imported: to correct,Country: Choose a country from the list\./);
    expect(lines[5]).toMatch(/^6,Not imported: repeated in the file,The same contact is already on row 2/);
    expect(lines[6]).toMatch(/^7,Not imported: already in the address book,"This contact is already/);
  });

  it("imports once when the same list is imported twice at once, or its contacts were added meanwhile", async () => {
    const user = await newCustomer("import-twice@example.com");
    const rows = [HEADER, good("Gil Evans"), good("Hana Mori"), good("Ivo Costa")];
    const first = (await user.upload(csvOf(rows))).success().data;
    const second = (await user.upload(csvOf(rows))).success().data;
    const mapping = first.columns.map((column) => column.field);
    const both = await Promise.all(
      [first.id, first.id, second.id].map((id) =>
        user.call(contactImportEndpoint, { params: { id }, body: { mapping } }),
      ),
    );
    const [once, retry, other] = both.map((response) => response.success().data);
    // The same list twice: one import, the same answer. The other list (the same rows) finds the
    // first's contacts in the address book, whichever ran first.
    expect(retry).toEqual(once);
    expect([once?.imported, other?.imported].sort()).toEqual([0, 3]);
    expect([once?.duplicates, other?.duplicates].sort()).toEqual([0, 3]);
    expect(await user.contacts()).toHaveLength(3);
  });

  it("re-checks with an edited mapping, keeps it for the report, and refuses a field mapped twice", async () => {
    const user = await newCustomer("import-mapping@example.com");
    const rows = [
      ["Who", "Tel", "Mail", "Street", "Zip", "Town", "Land"],
      ["Dan Brown", "+33 6 12 34 56 78", "dan@example.com", "1 rue Basse", "69001", "Lyon", "France"],
    ];
    const preview = (await user.upload(csvOf(rows, ";"))).success().data;
    // "Who" and "Land" are not recognised; the others are.
    expect(preview.columns.map((column) => column.field)).toEqual([
      null,
      "phone",
      "email",
      "address1",
      "postcode",
      "city",
      null,
    ]);
    expect(preview.counts.valid).toBe(0);
    const mapping = ["lastname", "phone", "email", "address1", "postcode", "city", "country"] as const;
    const checked = (
      await user.call(contactImportCheckEndpoint, {
        params: { id: preview.id },
        body: { mapping: [...mapping] },
      })
    ).success().data;
    expect(checked.counts).toMatchObject({ rows: 1, valid: 1, invalid: 0 });
    expect(checked.columns.map((column) => column.field)).toEqual([...mapping]);
    const report = await user.call(contactImportReportEndpoint, {
      params: { id: preview.id },
      query: { lang: "fr" },
    });
    expect(report.rawPayload.toString("utf8")).toContain("2;Valide, à importer;;Dan Brown");

    const twice = await user.call(contactImportCheckEndpoint, {
      params: { id: preview.id },
      body: { mapping: ["lastname", "lastname", null, null, null, null, null] },
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.failure().errors).toEqual([
      expect.objectContaining({ code: "contact_import.mapping_twice", field: "mapping.1" }),
    ]);
  });

  it("reads xls (BIFF) and xlsx: a title line before the headers, countries by alpha-3 or name, numbers as typed", async () => {
    const user = await newCustomer("import-xls@example.com");
    const rows = [
      ["Mes contacts"],
      [
        "Nom",
        "Téléphone",
        "E-mail",
        "Adresse ligne 1",
        "Code postal",
        "Ville",
        "Pays",
        "Adresse professionnelle",
      ],
      ["Élise Roux", 33612345678, "elise@example.com", "3 place Bellecour", "69002", "Lyon", "FRA", "oui"],
      [
        "Hans Maier",
        "+49 30 1234567",
        "hans@example.com",
        "Unter den Linden 5",
        10117,
        "Berlin",
        "allemagne",
        "non",
      ],
      [
        "Lucía Pérez",
        "+34 912 345 678",
        "lucia@example.com",
        "Calle Mayor 1",
        "28013",
        "Madrid",
        "España",
        "peut-être",
      ],
    ];
    for (const bookType of ["biff8", "xlsx"] as const) {
      const preview = (
        await user.upload(workbookOf(rows, bookType), { name: "list.txt", lang: "fr" })
      ).success().data;
      expect(preview.kind).toBe(bookType === "biff8" ? "xls" : "xlsx");
      expect(preview.header_row).toBe(2);
      expect(preview.sample[0]?.cells[1]).toBe("33612345678");
      expect(preview.counts).toMatchObject({ rows: 3, valid: 2, invalid: 1 });
      expect(preview.issues).toEqual([
        expect.objectContaining({
          row: 5,
          field: "pro",
          column: "Adresse professionnelle",
          message: "Écrivez oui ou non (ou 1 ou 0).",
        }),
      ]);
    }
  });

  it("serves the templates in the user's language, and each imports as it is", async () => {
    const user = await newCustomer("import-templates@example.com");
    for (const lang of ["en", "fr", "es"] as const) {
      for (const format of ["csv", "xls"] as const) {
        const template = await call(t, contactTemplateEndpoint, { params: { format }, query: { lang } });
        expect(template.statusCode).toBe(200);
        const preview = (await user.upload(template.rawPayload, { name: `template.${format}` })).success()
          .data;
        expect(preview.columns.map((column) => column.header)).toEqual(
          Object.values(CONTACT_IMPORT_HEADERS[lang]),
        );
        expect(preview.issues).toEqual([]);
        expect(preview.counts).toMatchObject({ rows: 1, valid: 1, invalid: 0 });
      }
    }
  });
});

describe("contact import: refused files change nothing", () => {
  it("refuses by the bytes, not the name: a PDF named .csv, a Word-like zip, an empty or missing file", async () => {
    const user = await newCustomer("import-types@example.com");
    expectFileRefused(
      await user.upload(PDF_BYTES),
      "contact_import.file_type",
      "This file is not an xls, xlsx, csv or txt contact list.",
    );
    const docx = workbookOf([["a"]], "xlsx");
    // The same zip without the workbook part is not a spreadsheet.
    const notWorkbook = Buffer.from(
      docx.toString("latin1").replaceAll("xl/workbook.xml", "xl/document.xml"),
      "latin1",
    );
    expectFileRefused(
      await user.upload(notWorkbook, { name: "list.xlsx" }),
      "contact_import.file_type",
      "This file is not an xls, xlsx, csv or txt contact list.",
    );
    expectFileRefused(
      await user.upload(Buffer.from([0, 1, 2, 3, 255, 0])),
      "contact_import.file_type",
      "This file is not an xls, xlsx, csv or txt contact list.",
    );
    expectFileRefused(
      await user.upload(Buffer.alloc(0)),
      "contact_import.file_required",
      "Choose a file to import.",
    );
    expect(await user.imports()).toHaveLength(0);
  });

  it("refuses a file over 1 MB, a zip bomb, too many rows or columns, with the limit in the message", async () => {
    const user = await newCustomer("import-limits@example.com");
    const tooLarge = Buffer.alloc(CONTACT_IMPORT_LIMITS.fileBytes + 1, "a");
    expectFileRefused(
      await user.upload(tooLarge),
      "contact_import.file_too_large",
      "The file is larger than 1 MB.",
    );

    const bomb = xlsxBomb(40);
    expect(bomb.byteLength).toBeLessThan(CONTACT_IMPORT_LIMITS.fileBytes);
    expectFileRefused(
      await user.upload(bomb, { name: "list.xlsx" }),
      "contact_import.unpacked_too_large",
      "The spreadsheet is too large once unpacked (more than 24 MB).",
    );

    const many = csvOf([
      ["Name", "Phone"],
      ...Array.from({ length: CONTACT_IMPORT_LIMITS.rows + 1 }, (_, index) => [`N${index}`, "1"]),
    ]);
    expectFileRefused(
      await user.upload(many),
      "contact_import.too_many_rows",
      "The file has more than 10000 rows.",
    );
    const wide = csvOf([
      ["Name", "Phone", ...Array.from({ length: CONTACT_IMPORT_LIMITS.columns }, (_, index) => `C${index}`)],
    ]);
    expectFileRefused(
      await user.upload(wide),
      "contact_import.too_many_columns",
      "The file has more than 40 columns.",
    );
    expectFileRefused(
      await user.upload(csvOf([["Name", "Phone"]])),
      "contact_import.empty",
      "The file holds no contact rows.",
    );
    expect(await user.imports()).toHaveLength(0);
    expect(await user.contacts()).toHaveLength(0);
  });

  it("translates the refusal (French, Spanish) and checks the uid and the session", async () => {
    const user = await newCustomer("import-uid@example.com");
    expectFileRefused(
      await user.upload(PDF_BYTES, { lang: "fr" }),
      "contact_import.file_type",
      "Ce fichier n’est pas une liste de contacts xls, xlsx, csv ou txt.",
    );
    expectFileRefused(
      await user.upload(PDF_BYTES, { lang: "es" }),
      "contact_import.file_type",
      "Este archivo no es una lista de contactos xls, xlsx, csv o txt.",
    );
    expect(
      (await user.upload(csvOf([HEADER, good("A B")]), { uid: String(user.id + 1000) })).statusCode,
    ).toBe(404);
    const anonymous = await call(
      t,
      contactUploadEndpoint,
      {},
      { rawBody: multipartBody({ uid: "1" }, { name: "a.csv", type: "text/csv", bytes: csvOf([HEADER]) }) },
    );
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("contact import: the preview belongs to its user", () => {
  it("answers 404 for another user's id on check, import, report and cancel; cancel forgets it", async () => {
    const owner = await newCustomer("import-owner@example.com");
    const other = await newCustomer("import-other@example.com");
    const preview = (await owner.upload(csvOf([HEADER, good("Fay Wong")]))).success().data;
    const mapping = preview.columns.map((column) => column.field);
    const params = { id: preview.id };
    expect((await other.call(contactImportCheckEndpoint, { params, body: { mapping } })).statusCode).toBe(
      404,
    );
    expect((await other.call(contactImportEndpoint, { params, body: { mapping } })).statusCode).toBe(404);
    expect((await other.call(contactImportReportEndpoint, { params })).statusCode).toBe(404);
    expect((await other.call(contactImportCancelEndpoint, { params, body: {} })).statusCode).toBe(404);
    expect(await other.contacts()).toHaveLength(0);

    expect((await owner.call(contactImportCancelEndpoint, { params, body: {} })).statusCode).toBe(200);
    expect((await owner.call(contactImportEndpoint, { params, body: { mapping } })).statusCode).toBe(404);
    expect(await owner.contacts()).toHaveLength(0);
  });
});
