import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createDatabase } from "@ship/db";
import { afterAll, describe, expect, it } from "vitest";
import { IN_TWO_DAYS } from "./shipment-test-helpers.ts";

/**
 * Issue 4 reliability: the API killed with SIGKILL between the payment and the waybill, then
 * restarted, completes the order exactly once. The API runs as `npm start` does (tsx), on its own
 * PGlite data directory; WAYBILL_TEST_DELAY_MS holds the background waybill after the payment
 * notification long enough to kill the process there.
 */

const apiRoot = path.resolve(import.meta.dirname, "../../..");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ship-waybill-recovery-"));
const port = 19_000 + Math.floor(Math.random() * 900);
const base = `http://127.0.0.1:${port}`;
let server: ChildProcess | undefined;

function startApi(extraEnv: Record<string, string>) {
  // Always the embedded database, whatever the caller's DATABASE_URL (the test reads it afterwards).
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  server = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: apiRoot,
    env: {
      ...inherited,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      NODE_ENV: "test",
      LOG_LEVEL: "warn",
      PAYMENT_NOTIFY_SECRET: "recovery-test-notification-secret-0123456789",
      ...extraEnv,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  return server;
}

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const value = await probe();
      if (value !== undefined) return value;
    } catch {
      // not ready yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Start-up takes a few seconds (tsx, PGlite); much longer when other test files share the CPU. */
async function healthy() {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server?.exitCode !== null) throw new Error(`the API exited with code ${server?.exitCode}`);
    const ok = await fetch(`${base}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the API did not start within 90 s");
}

async function stop(signal: NodeJS.Signals) {
  const child = server;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill(signal);
  await exited;
}

afterAll(async () => {
  await stop("SIGKILL");
  fs.rmSync(dataDir, { recursive: true, force: true });
});

let cookie = "";
async function call(method: string, url: string, body?: unknown) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { ...(body ? { "content-type": "application/json" } : {}), ...(cookie ? { cookie } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
    redirect: "manual",
  });
  const session = response.headers.getSetCookie().find((c) => c.startsWith("PHPSESSID="));
  if (session) cookie = session.split(";")[0] ?? "";
  return response;
}

const address = (postcode: string, city: string) => ({
  name: "Camille Martin",
  phone: "+33 6 12 34 56 78",
  email: "camille@example.com",
  address1: "12 rue de la Roquette",
  postcode,
  city,
});

describe("waybill after a crash", () => {
  it("SIGKILL between payment and waybill, restart: one shipment, one invoice, one e-mail", async () => {
    startApi({ WAYBILL_TEST_DELAY_MS: "60000" });
    await healthy();

    const rated = await call("POST", "/api/v4/rate?lang=en", {
      shipment: {
        ship_from: { country_code: "FR", address: "75011, Paris" },
        ship_to: { country_code: "FR", address: "13001, Marseille", pro: 0 },
        parcels: [{ number: 1, weight: 2, x: 30, y: 20, z: 10 }],
        unit: "fr",
        shipment_date: IN_TWO_DAYS,
        shipment_type: 2,
      },
    });
    expect(rated.status).toBe(200);
    const { shipment_id, order_id } = (await rated.json()) as { shipment_id: string; order_id: string };
    const ref = { shipment_id, order_id };
    const offersResponse = await call("POST", "/api/v4/offers?lang=en", ref);
    expect(offersResponse.status, await offersResponse.clone().text()).toBe(200);
    const offers = (await offersResponse.json()) as {
      offers: { offer_id: string; allow_pickup: number }[];
    };
    const offer = offers.offers.find((o) => o.allow_pickup === 1);
    if (!offer) throw new Error("no pickup offer Paris -> Marseille");
    const key = { ...ref, offer_id: offer.offer_id };
    expect((await call("POST", "/api/v4/offer/select?lang=en", key)).status).toBe(200);
    const updated = await call("POST", "/api/v4/update-shipment?lang=en", {
      ...key,
      shipping_info: {
        ship_from: address("75011", "Paris"),
        ship_to: address("13001", "Marseille"),
        reason: "gift",
        content: "Books",
        value: "150",
        shipping_method: "pickup",
        shipment_date: IN_TWO_DAYS,
        ready_time: "09:00",
        close_time: "18:00",
        label_format: "PDF",
        hazardous: 1,
        terms: 1,
      },
    });
    expect(updated.status).toBe(200);

    // Pay on the sandbox card page: it notifies the API, which marks the order paid.
    const opened = (await (
      await call("POST", "/api/v4/redirect_payment", { ...ref, origin_lang: "en" })
    ).json()) as {
      redirect_url: string;
      transaction_id: string;
    };
    const page = await fetch(`${base}${opened.redirect_url}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" },
      body: new URLSearchParams({ action: "pay", card_number: "4242 4242 4242 4242" }).toString(),
      redirect: "manual",
    });
    expect(page.status).toBe(303);
    await waitFor("the paid transaction", async () => {
      const answer = await call("GET", `/api/v4/payment/transaction/${opened.transaction_id}`);
      const { transaction } = (await answer.json()) as { transaction: { status: string } };
      return transaction.status === "paid" ? true : undefined;
    });

    // The background waybill is waiting (WAYBILL_TEST_DELAY_MS): kill the API there.
    await stop("SIGKILL");

    startApi({});
    await healthy();
    // The start-up sweep makes the waybill and sends its e-mail, without any request.
    const mails = await waitFor("the confirmation e-mail", async () => {
      const answer = await call("GET", "/dev/mailbox?format=json&to=camille@example.com");
      const { data } = (await answer.json()) as { data: { subject: string }[] };
      const confirmations = data.filter((m) => /is confirmed$/.test(m.subject));
      return confirmations.length > 0 ? confirmations : undefined;
    });
    expect(mails).toHaveLength(1);
    // The return page afterwards finds that shipment; confirming again changes nothing.
    const confirmed = await call("POST", "/api/v4/order?lang=en", ref);
    expect(confirmed.status).toBe(200);
    const { shipment } = (await confirmed.json()) as { shipment: { id: string; invoice_number: string } };
    expect((await call("POST", "/api/v4/order?lang=en", ref)).status).toBe(200);
    await stop("SIGTERM");

    const database = await createDatabase({ dataDir: `${dataDir}/pglite` });
    try {
      const shipments = await database.db.selectFrom("shipments").select("id").execute();
      const invoices = await database.db.selectFrom("invoices").select(["number", "shipment_ref"]).execute();
      const outbox = await database.db.selectFrom("mail_outbox").select("subject").execute();
      expect(shipments).toEqual([{ id: shipment.id }]);
      expect(invoices).toEqual([{ number: shipment.invoice_number, shipment_ref: shipment.id }]);
      expect(outbox.filter((m) => m.subject.endsWith("is confirmed"))).toHaveLength(1);
    } finally {
      await database.close();
    }
  }, 240_000);
});
