import {
  settingsBankUserEndpoint,
  settingsSepaMandateEndpoint,
  settingsSepaSignedEndpoint,
  settingsSepaStatusEndpoint,
  settingsSepaUploadEndpoint,
  settingsUpdateUserEndpoint,
  type TAnyEndpoint,
  type TBankBody,
} from "@ship/contracts";
import { extractPdfText } from "@ship/documents/testing/read-pdf";
import { PDFTOTEXT, requireTools } from "@ship/documents/testing/test-tools";
import { SEPA_MANDATE_MAX_BYTES } from "@ship/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, type TCallResponse } from "../../testing/call.ts";
import { createTestApp } from "../../testing/test-app.ts";
import { insertTestUser, loginAs } from "../settings/settings-test-helpers.ts";
import { multipartBody } from "./direct-debit-test-helpers.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const IBAN = "FR1420041010050500013M02606";
const BIC = "PSSTFRPP";

async function newCustomer(email: string) {
  await insertTestUser(t.db, { email, password: "secret-1" });
  const user = await loginAs(t, email, "secret-1");
  const saveBank = (body: TBankBody) =>
    user.call(settingsBankUserEndpoint, { params: { token: user.token }, body });
  const upload = (fields: Record<string, string>, file?: Parameters<typeof multipartBody>[1]) =>
    call(
      t,
      settingsSepaUploadEndpoint,
      {},
      {
        cookie: user.token,
        headers: { "accept-language": "en" },
        rawBody: multipartBody(fields, file),
      },
    );
  const mandateRow = () =>
    t.db.selectFrom("sepa_mandates").selectAll().where("user_id", "=", user.id).executeTakeFirst();
  return { ...user, saveBank, upload, mandateRow };
}

/** A 400 with one translated error on the file field. */
function expectFileRefused(
  response: Pick<TCallResponse<TAnyEndpoint>, "statusCode" | "failure">,
  code: string,
  message: string,
) {
  expect(response.statusCode).toBe(400);
  expect(response.failure().errors).toEqual([expect.objectContaining({ code, field: "file", message })]);
}

describe("direct debit: bank details", () => {
  it("refuses a bad IBAN or BIC with the spec's messages, then saves good ones and gives the mandate a reference", async () => {
    const user = await newCustomer("dd-bank@example.com");
    const badIban = await user.saveBank({ iban: "FR1420041010050500013M02607", bic: BIC });
    expect(badIban.statusCode).toBe(400);
    expect(badIban.failure().errors).toEqual([
      expect.objectContaining({ code: "settings.iban_invalid", field: "iban", message: "Iban Incorrect" }),
    ]);
    const badBic = await user.saveBank({ iban: IBAN, bic: "PSST12" });
    expect(badBic.failure().errors).toEqual([
      expect.objectContaining({ code: "settings.bic_invalid", field: "bic", message: "Bic Incorrect" }),
    ]);
    const french = await user.call(
      settingsBankUserEndpoint,
      { params: { token: user.token }, body: { iban: "FR14", bic: BIC } },
      { "accept-language": "fr" },
    );
    expect(french.failure().errors[0]?.message).toBe("IBAN incorrect");
    expect(await user.mandateRow()).toBeUndefined();
    const before = (await user.call(settingsSepaStatusEndpoint, {})).success().data;
    expect(before).toEqual({ bank_saved: false, mandate_reference: null, mandate_date: null, signed: null });

    expect((await user.saveBank({ iban: IBAN, bic: BIC })).statusCode).toBe(200);
    const status = (await user.call(settingsSepaStatusEndpoint, {})).success().data;
    expect(status.bank_saved).toBe(true);
    expect(status.mandate_reference).toMatch(new RegExp(`^SC-${user.id}-[A-Z2-9]{8}$`));
    expect(status.mandate_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(status.signed).toBeNull();

    // Saving again (a retry, a new IBAN) keeps the one mandate reference.
    await user.saveBank({ iban: IBAN, bic: BIC });
    const again = (await user.call(settingsSepaStatusEndpoint, {})).success().data;
    expect(again.mandate_reference).toBe(status.mandate_reference);
  });
});

describe("direct debit: the mandate PDF", () => {
  it("is built for the caller from the stored IBAN, BIC, reference and date, in the caller's language", async (context) => {
    requireTools(context, PDFTOTEXT);
    const user = await newCustomer("dd-pdf@example.com");
    const before = await user.call(settingsSepaMandateEndpoint, {});
    expect(before.statusCode).toBe(409);
    expect(before.failure().errors[0]?.code).toBe("sepa.bank_required");

    await user.saveBank({ iban: IBAN, bic: BIC });
    await user.call(settingsUpdateUserEndpoint, {
      params: { token: user.token },
      body: {
        address: {
          company: "",
          lastname: "Dupré",
          phone: "+33612345678",
          address1: "8 place de l'Église",
          address2: "",
          address3: "",
          country_id: 250,
          postcode: "69001",
          city: "Lyon",
        },
        invoice_address: null,
        apporteur_code: "",
      },
    });
    const { mandate_reference: reference, mandate_date: date } = (
      await user.call(settingsSepaStatusEndpoint, {})
    ).success().data;
    const pdf = await user.call(settingsSepaMandateEndpoint, { query: { lang: "fr" } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.headers["cache-control"]).toContain("no-store");
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const text = extractPdfText(pdf.rawPayload);
    // The full IBAN: the bank needs it on the signed mandate; only its owner can fetch the PDF.
    expect(text.replace(/\s/g, "")).toContain(IBAN);
    expect(text).toContain(BIC);
    expect(text).toContain(reference ?? "missing");
    const [year, month, day] = (date ?? "").split("-").map(Number);
    const printed = new Intl.DateTimeFormat("fr-FR", { dateStyle: "long", timeZone: "UTC" }).format(
      new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day)),
    );
    expect(text).toContain(printed);
    expect(text).toContain("Mandat de prélèvement SEPA");
    expect(text).toContain("Dupré");
    expect(text).toContain("ShipCompare SAS");
    // Nothing in the URL chooses whose mandate it is: a query parameter is refused.
    const smuggled = await t.app.inject({
      method: "GET",
      url: `/api/v4/settings/sepa-mandate?iban=${IBAN}`,
      cookies: { PHPSESSID: user.token },
    });
    expect(smuggled.statusCode).toBe(400);
  });

  it("needs a logged-in caller", async () => {
    expect((await call(t, settingsSepaMandateEndpoint, {})).statusCode).toBe(401);
    expect((await call(t, settingsSepaStatusEndpoint, {})).statusCode).toBe(401);
    expect((await call(t, settingsSepaSignedEndpoint, {})).statusCode).toBe(401);
    const upload = await call(t, settingsSepaUploadEndpoint, {}, { rawBody: multipartBody({ uid: "1" }) });
    expect(upload.statusCode).toBe(401);
  });
});

describe("direct debit: the signed mandate upload", () => {
  it("accepts a real PDF for the caller's uid, replaces it on a second upload, and gives it back", async () => {
    const user = await newCustomer("dd-upload@example.com");
    await user.saveBank({ iban: IBAN, bic: BIC });
    const mandate = (await user.call(settingsSepaMandateEndpoint, {})).rawPayload;
    const before = await user.call(settingsSepaSignedEndpoint, {});
    expect(before.statusCode).toBe(404);

    // The declared type and the name are not what counts.
    const first = await user.upload(
      { uid: String(user.id) },
      { name: "scan.bin", type: "application/octet-stream", bytes: mandate },
    );
    const status = first.success().data;
    expect(status.signed).toEqual({ uploaded_at: expect.any(String), size: mandate.byteLength });
    expect((await user.mandateRow())?.signed_sha256).toMatch(/^[0-9a-f]{64}$/);

    const signedAgain = Buffer.concat([mandate, Buffer.from("\n% signed\n")]);
    const second = await user.upload(
      { uid: String(user.id) },
      { name: "mandate-signed.pdf", type: "application/pdf", bytes: signedAgain },
    );
    expect(second.success().data.signed?.size).toBe(signedAgain.byteLength);
    expect(second.success().data.mandate_reference).toBe(status.mandate_reference);
    const back = await user.call(settingsSepaSignedEndpoint, {});
    expect(back.statusCode).toBe(200);
    expect(back.headers["content-type"]).toBe("application/pdf");
    expect(Buffer.compare(back.rawPayload, signedAgain)).toBe(0);
    expect(
      await t.db.selectFrom("sepa_mandates").select("user_id").where("user_id", "=", user.id).execute(),
    ).toHaveLength(1);
  });

  it("refuses a text file named .pdf, a file over 1 MB, a missing file and another user's uid, storing nothing", async () => {
    const user = await newCustomer("dd-refusals@example.com");
    const other = await newCustomer("dd-other@example.com");
    await user.saveBank({ iban: IBAN, bic: BIC });
    await other.saveBank({ iban: IBAN, bic: BIC });
    const real = (await user.call(settingsSepaMandateEndpoint, {})).rawPayload;
    const uid = String(user.id);

    const text = await user.upload(
      { uid },
      { name: "mandate.pdf", type: "application/pdf", bytes: Buffer.from("I am a text file, honestly.\n") },
    );
    expectFileRefused(text, "sepa.file_not_pdf", "The file must be a PDF.");

    const fake = await user.upload(
      { uid },
      {
        name: "mandate.pdf",
        type: "application/pdf",
        bytes: Buffer.from("%PDF-1.7\nnot a document\n%%EOF\n"),
      },
    );
    expect(fake.failure().errors[0]?.code).toBe("sepa.file_not_pdf");

    // A real PDF one byte over the limit.
    const padding = Buffer.alloc(SEPA_MANDATE_MAX_BYTES + 1 - real.byteLength, 0x20);
    const large = Buffer.concat([real, padding]);
    expect(large.byteLength).toBe(SEPA_MANDATE_MAX_BYTES + 1);
    const tooLarge = await user.upload(
      { uid },
      { name: "mandate.pdf", type: "application/pdf", bytes: large },
    );
    expectFileRefused(tooLarge, "sepa.file_too_large", "The file must not be larger than 1 MB.");

    const missing = await user.upload({ uid });
    expect(missing.failure().errors[0]).toMatchObject({ code: "sepa.file_required", field: "file" });
    const noUid = await user.upload({}, { name: "m.pdf", type: "application/pdf", bytes: real });
    expect(noUid.failure().errors[0]).toMatchObject({ field: "uid" });

    // Another user's uid: 404, as if nothing existed.
    const foreign = await user.upload(
      { uid: String(other.id) },
      { name: "m.pdf", type: "application/pdf", bytes: real },
    );
    expect(foreign.statusCode).toBe(404);
    const notANumber = await user.upload(
      { uid: "1 OR 1=1" },
      { name: "m.pdf", type: "application/pdf", bytes: real },
    );
    expect(notANumber.statusCode).toBe(404);

    // JSON instead of multipart.
    const json = await user.call(settingsSepaUploadEndpoint, {}, {});
    expect(json.failure().errors[0]).toMatchObject({ code: "sepa.file_required", field: "file" });

    for (const row of [await user.mandateRow(), await other.mandateRow()]) {
      expect(row?.signed_pdf).toBeNull();
      expect(row?.signed_uploaded_at).toBeNull();
    }
    expect((await other.call(settingsSepaSignedEndpoint, {})).statusCode).toBe(404);

    // Another user can never read the caller's signed mandate: the route has no id to change.
    await user.upload({ uid }, { name: "m.pdf", type: "application/pdf", bytes: real });
    expect((await other.call(settingsSepaSignedEndpoint, {})).statusCode).toBe(404);
    expect((await user.call(settingsSepaSignedEndpoint, {})).statusCode).toBe(200);
  });

  it("refuses an upload before the bank details are saved", async () => {
    const user = await newCustomer("dd-nobank@example.com");
    const lender = await newCustomer("dd-lender@example.com");
    await lender.saveBank({ iban: IBAN, bic: BIC });
    const pdf = (await lender.call(settingsSepaMandateEndpoint, {})).rawPayload;
    const early = await user.upload(
      { uid: String(user.id) },
      { name: "m.pdf", type: "application/pdf", bytes: pdf },
    );
    expect(early.statusCode).toBe(409);
    expect(early.failure().errors[0]).toMatchObject({
      code: "sepa.bank_required",
      message: "Save your bank details (IBAN and BIC) first.",
    });
    expect(await user.mandateRow()).toBeUndefined();
  });
});
