import { massMailingRateEndpoint, massMailingUploadEndpoint } from "@ship/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../testing/call.ts";
import { createTestApp } from "../../testing/test-app.ts";
import { csvOf, PDF_BYTES } from "../contact-import/contact-import-test-files.ts";
import { multipartBody } from "../direct-debit/direct-debit-test-helpers.ts";
import { loggedInUser } from "../payment/payment-test-helpers.ts";
import { settings } from "./mass-mailing-test-helpers.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type TUser = Awaited<ReturnType<typeof loggedInUser>>;

const HEADER = ["Name", "Phone", "E-mail", "Address line 1", "Postcode", "City", "Country", "Weight"];
const TOWNS = [
  ["75011", "Paris"],
  ["69003", "Lyon"],
  ["31000", "Toulouse"],
  ["33000", "Bordeaux"],
] as const;

/** `count` valid rows, one recipient each; weight 1.5 kg unless `weight(n)` says otherwise. */
function rowsOf(count: number, weight: (n: number) => string = () => "1.5") {
  return Array.from({ length: count }, (_, index) => {
    const n = index + 1;
    const [postcode, city] = TOWNS[index % TOWNS.length] ?? TOWNS[0];
    return [
      `Client ${n}`,
      "+33 6 00 00 00 00",
      `client${n}@example.com`,
      `${n} rue du Test`,
      postcode,
      city,
      "FR",
      weight(n),
    ];
  });
}

function upload(user: TUser, bytes: Uint8Array, options: { shipment?: string; type?: string } = {}) {
  return call(
    t,
    massMailingUploadEndpoint,
    {},
    {
      cookie: user.cookie,
      lang: "en",
      rawBody: multipartBody(
        { uid: String(user.id), shipment: options.shipment ?? JSON.stringify(settings()) },
        { name: "recipients.csv", type: options.type ?? "text/csv", bytes },
      ),
    },
  );
}

const mailingsOf = (user: TUser) =>
  t.db.selectFrom("mass_mailings").select("id").where("user_id", "=", user.id).execute();

describe("POST /mass-mailing/upload", () => {
  it("a 20-row file with one bad row: the row's error, nothing saved; fixed, it is saved and rated", async () => {
    const user = await loggedInUser(t);
    const bad = await upload(user, csvOf([HEADER, ...rowsOf(20, (n) => (n === 7 ? "1.2345" : "1.5"))]));
    expect(bad.statusCode).toBe(200);
    const report = bad.json();
    expect(report).toMatchObject({
      success: false,
      order: null,
      counts: { rows: 20, valid: 19, invalid: 1 },
    });
    const row = report.shipments.find((shipment: { errors: unknown[] }) => shipment.errors.length > 0);
    // The file's row 8: the header is row 1.
    expect(row).toMatchObject({ row: 8, name: "Client 7", weight: "1.2345" });
    expect(row.errors[0]).toMatchObject({ code: "mass_mailing.weight_invalid", field: "parcels.0.weight" });
    expect(row.errors[0].message).toMatch(/^Row 8: The weight/);
    expect(await mailingsOf(user)).toEqual([]);

    const fixed = (await upload(user, csvOf([HEADER, ...rowsOf(20)]))).json();
    expect(fixed).toMatchObject({ success: true, counts: { valid: 20, invalid: 0 } });
    expect(fixed.order).toEqual(expect.any(String));
    const rated = await call(
      t,
      massMailingRateEndpoint,
      { body: { shipment: settings(), order: fixed.order } },
      { cookie: user.cookie },
    );
    const data = rated.success().data;
    expect(data.order).toBe(fixed.order);
    expect(data.totals.count).toBe(20);
    expect(data.recipients.every((recipient) => recipient.offer !== null)).toBe(true);
  });

  it("takes a row's own number and dimensions, the shared ones for what it leaves out", async () => {
    const user = await loggedInUser(t);
    const header = [...HEADER, "Length", "Width", "Height"];
    const [first = [], second = []] = rowsOf(2);
    const answer = (
      await upload(user, csvOf([header, [...first, "50", "40", "30"], [...second, "", "", ""]]))
    ).json();
    expect(answer.success).toBe(true);
    const recipients = await t.db
      .selectFrom("mass_mailing_recipients")
      .select(["position", "billable_grams"])
      .where("mass_mailing_id", "=", answer.order)
      .orderBy("position")
      .execute();
    // Row 1: 50 x 40 x 30 / 5000 = 12 kg against 1.5 kg; row 2: the shared 30 x 20 x 10 (1.2 kg).
    expect(recipients).toEqual([
      { position: 1, billable_grams: 12_000 },
      { position: 2, billable_grams: 1_500 },
    ]);
  });

  it("refuses by the file's bytes and size, and a file without a weight column, saving nothing", async () => {
    const user = await loggedInUser(t);
    const pdf = await upload(user, PDF_BYTES, { type: "text/csv" });
    expect(pdf.statusCode).toBe(400);
    expect(pdf.failure().errors[0]).toMatchObject({ code: "contact_import.file_type", field: "file" });
    const big = await upload(user, Buffer.alloc(1_048_577, 65));
    expect(big.statusCode).toBe(400);
    expect(big.failure().errors[0]?.code).toBe("contact_import.file_too_large");
    const noWeight = await upload(
      user,
      csvOf([HEADER.slice(0, -1), ...rowsOf(2).map((row) => row.slice(0, -1))]),
    );
    expect(noWeight.failure().errors[0]?.code).toBe("mass_mailing.weight_column_missing");
    const settingsBroken = await upload(user, csvOf([HEADER, ...rowsOf(1)]), { shipment: "{not json" });
    expect(settingsBroken.failure().errors[0]).toMatchObject({
      code: "mass_mailing.settings_invalid",
      field: "shipment",
    });
    expect(await mailingsOf(user)).toEqual([]);
  });

  it("answers 404 for another user's uid and for rating another user's upload", async () => {
    const owner = await loggedInUser(t);
    const other = await loggedInUser(t);
    const saved = (await upload(owner, csvOf([HEADER, ...rowsOf(1)]))).json();
    const foreignUid = await call(
      t,
      massMailingUploadEndpoint,
      {},
      {
        cookie: other.cookie,
        rawBody: multipartBody(
          { uid: String(owner.id), shipment: JSON.stringify(settings()) },
          { name: "r.csv", type: "text/csv", bytes: csvOf([HEADER, ...rowsOf(1)]) },
        ),
      },
    );
    expect(foreignUid.statusCode).toBe(404);
    const foreignRate = await call(
      t,
      massMailingRateEndpoint,
      { body: { shipment: settings(), order: saved.order } },
      { cookie: other.cookie },
    );
    expect(foreignRate.statusCode).toBe(404);
  });
});
