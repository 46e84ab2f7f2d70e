import {
  cancelShipmentEndpoint,
  shipmentCreditNoteEndpoint,
  shipmentInvoiceEndpoint,
  shipmentLabelEndpoint,
  shipmentProformaEndpoint,
} from "@ship/contracts";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { loadConfig } from "../../config.ts";
import { createDocumentStore } from "../../lib/document-store/create-document-store.ts";
import type { TDocumentStore } from "../../lib/document-store/document-store.ts";
import { call } from "../../testing/call.ts";
import { doorPickup, ofCarrier } from "../../testing/journey.ts";
import { S3_STUB_CREDENTIALS, startS3Stub, type TS3Stub } from "../../testing/s3-stub.ts";
import { createTestApp } from "../../testing/test-app.ts";
import type { TTestApp } from "../payment/payment-test-helpers.ts";
import {
  confirmOrder,
  extractPdfText,
  NEW_YORK,
  orderReadyToPay,
  PARIS,
  PDFTOTEXT,
  payByCard,
  requireTools,
} from "./shipment-test-helpers.ts";

/**
 * Decision 052: a shipment's documents are written to the document store once, when issued, and
 * downloads serve the stored bytes; the same on the local disk and on S3 (a local stub).
 */

const SECRET = "document-store-test-notification-secret-01234";
const BUCKET = "shipcompare-documents";

/** The store the app uses, counting the writes per key. */
function countingWrites(inner: TDocumentStore) {
  const puts = new Map<string, number>();
  const store: TDocumentStore = {
    ...inner,
    put: (key, body) => {
      puts.set(key, (puts.get(key) ?? 0) + 1);
      return inner.put(key, body);
    },
  };
  return { store, puts };
}

type TSetup = { env: Record<string, string>; stop: () => Promise<void> };

async function localDisk(): Promise<TSetup> {
  return { env: {}, stop: async () => {} };
}

/** DOCUMENT_STORE=s3 against a local S3-compatible stub, credentials from the SDK's usual variables. */
async function s3Stub(): Promise<TSetup> {
  const stub: TS3Stub = await startS3Stub(BUCKET);
  vi.stubEnv("AWS_ACCESS_KEY_ID", S3_STUB_CREDENTIALS.accessKeyId);
  vi.stubEnv("AWS_SECRET_ACCESS_KEY", S3_STUB_CREDENTIALS.secretAccessKey);
  const env = {
    DOCUMENT_STORE: "s3",
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: stub.url,
    S3_REGION: "eu-west-3",
    S3_FORCE_PATH_STYLE: "true",
    S3_PREFIX: "shipcompare/",
  };
  return {
    env,
    stop: async () => {
      vi.unstubAllEnvs();
      await stub.close();
    },
  };
}

describe.each([
  ["on the local disk", localDisk],
  ["on S3", s3Stub],
])("shipment documents stored %s", (_where, setUp) => {
  let t: TTestApp;
  let setup: TSetup;
  let writes: ReturnType<typeof countingWrites>;

  beforeAll(async () => {
    setup = await setUp();
    const env = { PAYMENT_NOTIFY_SECRET: SECRET, ...setup.env };
    writes = countingWrites(createDocumentStore(loadConfig({ NODE_ENV: "test", ...env }).documents));
    t = await createTestApp(env, { documents: writes.store });
  });
  afterAll(async () => {
    await t.close();
    await setup.stop();
  });

  const key = (id: string, name: string) => `shipments/${id}/${name}`;

  /** An order from New York to Paris (customs apply), paid by card and confirmed. */
  async function shipped() {
    const order = await orderReadyToPay(t, {
      from: NEW_YORK,
      to: PARIS,
      offer: ofCarrier("DHL", doorPickup),
      duties: [{ desc: "Cotton T-shirt", country: "US", qty: 2, unit_price: "19.99", currency: "USD" }],
    });
    await payByCard(t, SECRET, order);
    const confirmed = await confirmOrder(t, order);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    // The notification's background waybill may have made it: let it finish its writes.
    await t.ctx.shipments.settle();
    return { order, shipment: confirmed.json().shipment };
  }

  it("stores the label, pro-forma and invoice once when the shipment is made; downloads serve those bytes", async () => {
    const { order, shipment } = await shipped();
    const names = ["label-10x15.pdf", "label-A4.pdf", "proforma.pdf", "invoice.pdf"];
    for (const name of names) {
      expect(await t.ctx.documents.exists(key(shipment.id, name)), name).toBe(true);
    }
    const params = { id: shipment.id };
    const download = () => call(t, shipmentLabelEndpoint, { params, query: {} }, { cookie: order.cookie });
    const first = await download();
    const second = await download();
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-type"]).toBe("application/pdf");
    expect(first.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(
      first.rawPayload.equals(
        (await t.ctx.documents.get(key(shipment.id, "label-10x15.pdf"))) ?? Buffer.alloc(0),
      ),
    ).toBe(true);
    for (const endpoint of [shipmentProformaEndpoint, shipmentInvoiceEndpoint]) {
      expect((await call(t, endpoint, { params }, { cookie: order.cookie })).statusCode).toBe(200);
    }
    // Each file was written once: when the shipment was made, not by the downloads.
    for (const name of names) expect(writes.puts.get(key(shipment.id, name)), name).toBe(1);

    // What is stored is what is served, whatever the renderer would make now (a carrier's own label bytes).
    const carrierLabel = Buffer.from("%PDF-1.7 carrier label bytes");
    await t.ctx.documents.put(key(shipment.id, "label-10x15.pdf"), carrierLabel);
    expect((await download()).rawPayload.equals(carrierLabel)).toBe(true);
  });

  it("a document missing from the store (an older shipment, a crash after the commit) is made on first read, then kept", async (context) => {
    requireTools(context, PDFTOTEXT);
    const { order, shipment } = await shipped();
    const invoiceKey = key(shipment.id, "invoice.pdf");
    const issued = await t.ctx.documents.get(invoiceKey);
    await t.ctx.documents.delete(invoiceKey);
    const params = { id: shipment.id };
    const read = () => call(t, shipmentInvoiceEndpoint, { params }, { cookie: order.cookie });
    const first = await read();
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-disposition"]).toBe(
      `inline; filename="invoice-${shipment.invoice_number}.pdf"`,
    );
    // Rendered again from the same rows (the same invoice, same size), stored once more, then served as stored.
    expect(first.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect(first.rawPayload.length).toBe(issued?.length);
    expect(extractPdfText(first.rawPayload)).toBe(extractPdfText(issued ?? Buffer.alloc(0)));
    expect(first.rawPayload.equals((await t.ctx.documents.get(invoiceKey)) ?? Buffer.alloc(0))).toBe(true);
    expect((await read()).rawPayload.equals(first.rawPayload)).toBe(true);
    expect(writes.puts.get(invoiceKey)).toBe(2);
  });

  it("cancelling stores the credit note and keeps the shipment's other files", async () => {
    const { order, shipment } = await shipped();
    const params = { id: shipment.id };
    const cancelled = await call(t, cancelShipmentEndpoint, { params }, { cookie: order.cookie, lang: "en" });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(writes.puts.get(key(shipment.id, "credit-note.pdf"))).toBe(1);
    const note = await call(t, shipmentCreditNoteEndpoint, { params }, { cookie: order.cookie });
    expect(note.statusCode).toBe(200);
    expect(
      note.rawPayload.equals(
        (await t.ctx.documents.get(key(shipment.id, "credit-note.pdf"))) ?? Buffer.alloc(0),
      ),
    ).toBe(true);
    for (const name of ["label-10x15.pdf", "label-A4.pdf", "proforma.pdf", "invoice.pdf"]) {
      expect(await t.ctx.documents.exists(key(shipment.id, name)), name).toBe(true);
    }
    expect(writes.puts.get(key(shipment.id, "credit-note.pdf"))).toBe(1);
  });
});
