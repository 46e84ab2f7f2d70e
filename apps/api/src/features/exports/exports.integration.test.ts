import {
  exportInvoiceEndpoint,
  exportPaymentEndpoint,
  exportShipmentEndpoint,
  type TExportInvoiceQuery,
  type TExportPaymentQuery,
  type TExportShipmentQuery,
  USER_SHIPMENT_SORTS,
  userShipmentsEndpoint,
} from "@ship/contracts";
import { parse } from "csv-parse/sync";
import ExcelJS from "exceljs";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../testing/call.ts";
import { LYON, MARSEILLE, orderReadyToPay } from "../../testing/journey.ts";
import { createTestApp } from "../../testing/test-app.ts";
import { createCountCache } from "../my-account/count-cache.ts";
import { listShipments, nextShipmentBatch } from "../my-account/history-repository.ts";
import { giveCredit, linkSubAccount, loggedInUser } from "../payment/payment-test-helpers.ts";
import { confirmOrder } from "../shipment/shipment-test-helpers.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const INJECTION = "=cmd|' /C calc'!A0";

/** A shipment ordered by a professional account with 'Pay later' (charged at once, so invoiced). */
async function ship(cookie: string, to = MARSEILLE) {
  const order = await orderReadyToPay(t, { cookie, to });
  return (await confirmOrder(t, order, cookie, "en", { payLater: true })).success().shipment;
}

type TInput = Record<string, unknown>;

function exportShipments(cookie: string | null, token: string, query: TInput = {}, lang = "en") {
  return call(
    t,
    exportShipmentEndpoint,
    { params: { token }, query: query as TExportShipmentQuery },
    { cookie, lang },
  );
}

async function readXlsx(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error("no sheet");
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { name: sheet.name, rows };
}

describe("GET /export_shipment/{token}, /export_invoice/{token} (my account's exports)", () => {
  let owner: Awaited<ReturnType<typeof loggedInUser>>;
  const shipped: string[] = [];
  beforeAll(async () => {
    owner = await loggedInUser(t, { pro: 1 });
    shipped.push((await ship(owner.cookie)).id, (await ship(owner.cookie, LYON)).id);
    // A recipient whose company a spreadsheet would run as a formula.
    await t.db
      .updateTable("shipments")
      .set({ ship_to: sql`jsonb_set(ship_to, '{company}', to_jsonb(${INJECTION}::text))` })
      .where("id", "=", shipped[1] ?? "")
      .execute();
  });

  it("streams every row of My shipments as xlsx: translated headers, prices as numbers, formulas neutralised", async () => {
    const response = await exportShipments(owner.cookie, owner.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("spreadsheetml");
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="shipments-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    const list = (
      await call(t, userShipmentsEndpoint, { body: {} }, { cookie: owner.cookie, lang: "en" })
    ).success();
    const { name, rows } = await readXlsx(response.rawPayload);
    expect(name).toBe("Shipments");
    expect(rows[0]).toEqual([
      "Date",
      "Reference",
      "Sender",
      "Recipient",
      "Carrier",
      "Service",
      "Tracking number",
      "Price incl. tax",
      "Currency",
      "Payment method",
      "Invoice",
      "Status",
    ]);
    expect(rows).toHaveLength(3);
    const [newest, oldest] = list.rows;
    expect(rows[1]?.[3]).toBe(`'${INJECTION}`);
    expect(rows[1]?.slice(4)).toEqual([
      newest?.carrier_name,
      newest?.service_name,
      newest?.tracking_number,
      (newest?.price_ti ?? 0) / 100,
      "EUR",
      "Deferred payment",
      newest?.invoice_id,
      "Validated",
    ]);
    expect(rows[1]?.[0]).toEqual(new Date(`${newest?.shipment_date}T00:00:00Z`));
    expect(rows[2]?.[6]).toBe(oldest?.tracking_number);
  });

  it("streams CSV with a byte order mark, the language's separator, the list's filters and order", async () => {
    const response = await exportShipments(
      owner.cookie,
      owner.cookie,
      { format: "csv", sort: "date", order: "asc" },
      "fr",
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toMatch(/filename="shipments-\d{4}-\d{2}-\d{2}\.csv"/);
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const records: string[][] = parse(response.rawPayload, { bom: true, delimiter: ";" });
    expect(records[0]?.slice(0, 4)).toEqual(["Date", "Référence", "Expéditeur", "Destinataire"]);
    expect(records.slice(1).map((record) => record[3])).toEqual([expect.any(String), `'${INJECTION}`]);
    expect(records[1]?.[7]).toMatch(/^\d+,\d{2}$/);
    expect(records[1]?.[11]).toBe("Validé");
    const lyon: string[][] = parse(
      (await exportShipments(owner.cookie, owner.cookie, { format: "csv", q: "lyon" })).rawPayload,
      { bom: true },
    );
    expect(lyon).toHaveLength(2);
  });

  it("exports the invoices of the caller's shipments", async () => {
    const response = await call(
      t,
      exportInvoiceEndpoint,
      { params: { token: owner.cookie }, query: { format: "csv" } as TExportInvoiceQuery },
      { cookie: owner.cookie, lang: "es" },
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toMatch(/filename="invoices-\d{4}-\d{2}-\d{2}\.csv"/);
    const records: string[][] = parse(response.rawPayload, { bom: true, delimiter: ";" });
    expect(records[0]).toEqual([
      "Factura",
      "Fecha de emisión",
      "Cliente",
      "Vencimiento",
      "Total con IVA",
      "Moneda",
      "Forma de pago",
      "Pagada el",
    ]);
    expect(records).toHaveLength(3);
    expect(records[1]?.[6]).toBe("Pago diferido");
    expect(records[1]?.[7]).toBe("");
    const xlsx = await readXlsx(
      (
        await call(
          t,
          exportInvoiceEndpoint,
          { params: { token: owner.cookie }, query: {} as TExportInvoiceQuery },
          { cookie: owner.cookie },
        )
      ).rawPayload,
    );
    expect(xlsx.rows).toHaveLength(3);
    expect(typeof xlsx.rows[1]?.[4]).toBe("number");
  });

  it("exports the payments made, each with the invoices it settled, and nobody else's", async () => {
    const payer = await loggedInUser(t, { pro: 1 });
    await giveCredit(t, payer.id, 100_000);
    const order = await orderReadyToPay(t, { cookie: payer.cookie });
    (await confirmOrder(t, order, payer.cookie, "en")).success();
    const download = (cookie: string, token: string, query: TInput = {}) =>
      call(
        t,
        exportPaymentEndpoint,
        { params: { token }, query: query as TExportPaymentQuery },
        { cookie, lang: "fr" },
      );
    const csv = await download(payer.cookie, payer.cookie, { format: "csv" });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-disposition"]).toMatch(/filename="payments-\d{4}-\d{2}-\d{2}\.csv"/);
    const records: string[][] = parse(csv.rawPayload, { bom: true, delimiter: ";" });
    expect(records[0]).toEqual(["Date", "Paiement", "Total TTC", "Devise", "Moyen de paiement", "Factures"]);
    expect(records).toHaveLength(2);
    expect(records[1]?.[1]).toMatch(/^P/);
    expect(records[1]?.[4]).toBe("Crédit prépayé");
    expect(records[1]?.[5]).toMatch(/^F\d{4}-\d{6}$/);
    const xlsx = await readXlsx((await download(payer.cookie, payer.cookie)).rawPayload);
    expect(xlsx.name).toBe("Paiements");
    expect(typeof xlsx.rows[1]?.[2]).toBe("number");
    expect((await download(owner.cookie, payer.cookie)).statusCode).toBe(404);
    const own: string[][] = parse(
      (await download(owner.cookie, owner.cookie, { format: "csv" })).rawPayload,
      {
        bom: true,
        delimiter: ";",
      },
    );
    expect(own).toHaveLength(1);
  });

  it("answers 404 to another user, even with its own token in the path, and 401 to a visitor", async () => {
    const other = await loggedInUser(t);
    for (const [cookie, token] of [
      [other.cookie, owner.cookie],
      [owner.cookie, other.cookie],
      [owner.cookie, "x"],
    ] as const) {
      const shipments = await exportShipments(cookie, token);
      expect(shipments.statusCode).toBe(404);
      expect(shipments.failure().errors[0]?.code).toBe("not_found");
      const invoices = await call(
        t,
        exportInvoiceEndpoint,
        { params: { token }, query: {} as TExportInvoiceQuery },
        { cookie },
      );
      expect(invoices.statusCode).toBe(404);
    }
    // Its own export holds none of the owner's rows; a sub-account it does not have is 404.
    const own = await readXlsx((await exportShipments(other.cookie, other.cookie)).rawPayload);
    expect(own.rows).toHaveLength(1);
    expect((await exportShipments(other.cookie, other.cookie, { user_id: owner.id })).statusCode).toBe(404);
    const visitor = await exportShipments(null, owner.cookie);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.failure().errors[0]?.code).toBe("auth.login_required");
  });

  it("shows a professional parent its sub-accounts' shipments in their column, or one sub-account's", async () => {
    const parent = await loggedInUser(t, { pro: 1 });
    const child = await loggedInUser(t, { pro: 1 });
    await linkSubAccount(t, parent, child, "Léa Dupont");
    const own = await ship(parent.cookie);
    const childs = await ship(child.cookie);
    const all = await readXlsx((await exportShipments(parent.cookie, parent.cookie)).rawPayload);
    expect(all.rows[0]?.at(-1)).toBe("Sub-account");
    expect(all.rows.slice(1).map((row) => [row[6], row[12]])).toEqual([
      [childs.tracking_numbers[0], "Léa Dupont"],
      [own.tracking_numbers[0], undefined],
    ]);
    const narrowed = await readXlsx(
      (await exportShipments(parent.cookie, parent.cookie, { user_id: String(child.id) })).rawPayload,
    );
    expect(narrowed.rows.slice(1).map((row) => row[6])).toEqual([childs.tracking_numbers[0]]);
    // The sub-account exports its own only, and never its parent's.
    const childExport = await readXlsx((await exportShipments(child.cookie, child.cookie)).rawPayload);
    expect(childExport.rows.slice(1).map((row) => row[6])).toEqual([childs.tracking_numbers[0]]);
    expect(
      (await exportShipments(child.cookie, child.cookie, { user_id: String(parent.id) })).statusCode,
    ).toBe(404);
  });

  it("refuses a bad format or filter field by field", async () => {
    for (const [query, field] of [
      [{ format: "pdf" }, "format"],
      [{ sort: "password" }, "sort"],
      [{ order: "up" }, "order"],
      [{ q: "x".repeat(65) }, "q"],
      [{ user_id: "me" }, "user_id"],
      [{ extra: "1" }, "extra"],
    ] as const) {
      const response = await exportShipments(owner.cookie, owner.cookie, query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.failure().errors.map((error) => error.field)).toContain(field);
    }
  });

  it("reads the list by keyset in the list's order, whatever the sort, one row at a time", async () => {
    await ship(owner.cookie, LYON);
    for (const sort of USER_SHIPMENT_SORTS) {
      for (const order of ["asc", "desc"] as const) {
        const query = { userIds: [owner.id], search: "", sort, order };
        const page = await listShipments(t.db, { ...query, limit: 100, offset: 0 }, createCountCache());
        const read: string[] = [];
        let after: string | null = null;
        for (;;) {
          const [row] = await nextShipmentBatch(t.db, query, after, 1);
          if (!row) break;
          read.push(row.id);
          after = row.id;
        }
        expect(read, `${sort} ${order}`).toEqual(page.rows.map((row) => row.id));
      }
    }
  });
});
