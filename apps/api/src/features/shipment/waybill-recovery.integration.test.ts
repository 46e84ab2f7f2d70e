import { createDatabase } from "@ship/db";
import { afterAll, describe, expect, it } from "vitest";
import { apiProcess, orderReadyOverHttp } from "../../testing/api-process.ts";
import { confirmOverHttp } from "./shipment-test-helpers.ts";

/**
 * Issue 4 reliability: the API killed with SIGKILL between the payment and the waybill, then
 * restarted, completes the order exactly once. The API runs as `npm start` does (tsx), on its own
 * PGlite data directory; WAYBILL_TEST_DELAY_MS holds the background waybill after the payment
 * notification long enough to kill the process there.
 */

const api = apiProcess("waybill-recovery", {
  env: { PAYMENT_NOTIFY_SECRET: "recovery-test-notification-secret-0123456789" },
});
afterAll(() => api.close());

describe("waybill after a crash", () => {
  it("SIGKILL between payment and waybill, restart: one shipment, one invoice, one e-mail", async () => {
    api.start({ WAYBILL_TEST_DELAY_MS: "60000" });
    await api.healthy();

    const ref = await orderReadyOverHttp(api);

    // Pay on the sandbox card page: it notifies the API, which marks the order paid.
    const opened = (await (
      await api.call("POST", "/api/v4/redirect_payment", { ...ref, origin_lang: "en" })
    ).json()) as {
      redirect_url: string;
      transaction_id: string;
    };
    const page = await fetch(`${api.base}${opened.redirect_url}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" },
      body: new URLSearchParams({ action: "pay", card_number: "4242 4242 4242 4242" }).toString(),
      redirect: "manual",
    });
    expect(page.status).toBe(303);
    await api.waitFor("the paid transaction", async () => {
      const answer = await api.call("GET", `/api/v4/payment/transaction/${opened.transaction_id}`);
      const { transaction } = (await answer.json()) as { transaction: { status: string } };
      return transaction.status === "paid" ? true : undefined;
    });

    // The background waybill is waiting (WAYBILL_TEST_DELAY_MS): kill the API there.
    await api.stop("SIGKILL");

    api.start({});
    await api.healthy();
    // The start-up sweep makes the waybill and sends its e-mail, without any request.
    const mails = await api.waitFor("the confirmation e-mail", async () => {
      const answer = await api.call("GET", "/dev/mailbox?format=json&to=camille@example.com");
      const { data } = (await answer.json()) as { data: { subject: string }[] };
      const confirmations = data.filter((m) => /is confirmed$/.test(m.subject));
      return confirmations.length > 0 ? confirmations : undefined;
    });
    expect(mails).toHaveLength(1);
    // The return page afterwards finds that shipment; confirming again changes nothing.
    const confirmed = await confirmOverHttp(api, ref);
    expect(confirmed.status).toBe(200);
    const { shipment } = (await confirmed.json()) as { shipment: { id: string; invoice_number: string } };
    expect((await confirmOverHttp(api, ref)).status).toBe(200);
    await api.stop("SIGTERM");

    const database = await createDatabase({ dataDir: `${api.dataDir}/pglite` });
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
