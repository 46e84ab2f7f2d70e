import { loadRateSheets, loadSandboxConnectors } from "@ship/carriers";
import {
  createFixtureLiveConnector,
  FIXTURE_LABEL_PDF,
  FIXTURE_LIVE_PAIRS,
  FIXTURE_TRACKING_NUMBER,
  startCarrierStub,
  type TCarrierStub,
} from "@ship/carriers/testing";
import {
  cancelShipmentEndpoint,
  consoleCarrierReviewCancelEndpoint,
  consoleCarrierReviewRetryEndpoint,
  consoleCarrierReviewsEndpoint,
  dropOffLocationEndpoint,
  settingsUpdateShipmentEndpoint,
  shipmentLabelEndpoint,
  trackShipmentEndpoint,
} from "@ship/contracts";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { call } from "../../testing/call.ts";
import { doorPickup, ofCarrier, rate, selectOffer, toARelayPoint } from "../../testing/journey.ts";
import { createTestApp } from "../../testing/test-app.ts";
import { loggedInOperator } from "../console/console-test-helpers.ts";
import { loggedInUser, type TOrder, type TTestApp } from "../payment/payment-test-helpers.ts";
import { confirmOrder, orderReadyToPay, payByCard } from "./shipment-test-helpers.ts";

/**
 * Issue 19, decision 062: shipments of a live carrier, its API played by the carrier stub. UPS is
 * live here (the fixture connector: prices from the sandbox sheet, the rest over HTTP); every
 * other carrier stays on its sandbox.
 */
const SECRET = "live-shipment-test-notification-secret-0123456789";
const LIVE = "UPS";
let t: TTestApp;
let stub: TCarrierStub;

beforeAll(async () => {
  stub = await startCarrierStub(FIXTURE_LIVE_PAIRS);
  const connectors = loadSandboxConnectors().map((connector) =>
    connector.carrier_code === LIVE ? createFixtureLiveConnector(connector, stub.url) : connector,
  );
  t = await createTestApp(
    { PAYMENT_NOTIFY_SECRET: SECRET },
    { carriers: { connectors, timeZone: loadRateSheets().operator.time_zone } },
  );
});
afterAll(async () => {
  await t.close();
  await stub.close();
});
beforeEach(() => {
  stub.reset();
  stub.requests.length = 0;
});

const creations = () =>
  stub.requests.filter((request) => request.method === "POST" && request.path === "/shipments");

/** A paid UPS order; the background waybill after the payment has run. */
async function paidLiveOrder(): Promise<TOrder> {
  const order = await orderReadyToPay(t, { offer: ofCarrier(LIVE, doorPickup) });
  await payByCard(t, SECRET, order);
  await t.ctx.shipments.settle();
  return order;
}

const shipmentOf = (order: TOrder) =>
  t.db.selectFrom("shipments").selectAll().where("shipment_id", "=", order.shipment_id).executeTakeFirst();
const reviewOf = (order: TOrder) =>
  t.db
    .selectFrom("carrier_reviews")
    .selectAll()
    .where("shipment_id", "=", order.shipment_id)
    .executeTakeFirst();

describe("a live carrier's shipment", () => {
  it("sends our order's reference, and its label is the carrier's bytes (page size ignored)", async () => {
    const order = await paidLiveOrder();
    const confirmed = await confirmOrder(t, order);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const row = await shipmentOf(order);
    expect(row).toMatchObject({ carrier_mode: "live", tracking_numbers: [FIXTURE_TRACKING_NUMBER] });
    expect(creations()).toHaveLength(1);
    expect(JSON.parse(creations()[0]?.body ?? "{}").customer_reference).toBe(order.order_id);
    const id = confirmed.json().shipment.id;
    for (const query of [{}, { format: "A4" as const }]) {
      const label = await call(t, shipmentLabelEndpoint, { params: { id }, query }, { cookie: order.cookie });
      expect(label.statusCode, label.body).toBe(200);
      expect(label.headers["content-type"]).toBe("application/pdf");
      expect(new Uint8Array(label.rawPayload)).toEqual(FIXTURE_LABEL_PDF);
    }
  });

  it("a creation that hangs is not repeated: the carrier finds it by our reference", async () => {
    stub.use("ship: hang");
    stub.use("find: found");
    const order = await paidLiveOrder();
    const row = await shipmentOf(order);
    expect(row?.tracking_numbers).toEqual([FIXTURE_TRACKING_NUMBER]);
    expect(creations()).toHaveLength(1);
    const lookup = stub.requests.find((request) => request.method === "GET" && request.path === "/shipments");
    expect(lookup?.query).toBe(`?reference=${encodeURIComponent(order.order_id)}`);
    expect(await reviewOf(order)).toBeUndefined();
  });

  it("a creation that hangs and is not found goes to review: no second creation, the sweep skips it", async () => {
    stub.use("ship: hang");
    const order = await paidLiveOrder();
    expect(await shipmentOf(order)).toBeUndefined();
    expect(await reviewOf(order)).toMatchObject({
      reason: "not_found",
      carrier_code: LIVE,
      resolved_at: null,
    });
    // The customer's page: being confirmed with the carrier, in their language, never the carrier's text.
    const answer = await confirmOrder(t, order, order.cookie, "fr");
    expect(answer.statusCode).toBe(409);
    expect(answer.json().errors[0]?.code).toBe("shipment.carrier_review");
    expect(answer.json().message).toMatch(/en cours de confirmation auprès du transporteur/);
    await t.ctx.shipments.recoverPaidOrders();
    expect(creations()).toHaveLength(1);
    expect(await shipmentOf(order)).toBeUndefined();
  });

  it("a carrier refusal answers its translated code; nothing is reviewed", async () => {
    stub.use("ship: invalid address");
    const order = await paidLiveOrder();
    const answer = await confirmOrder(t, order, order.cookie, "es");
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors[0]?.code).toBe("carrier.invalid_address");
    expect(answer.json().message).toMatch(/El transportista no reconoce una dirección/);
    expect(answer.body).not.toMatch(/does not match city/);
    expect(await reviewOf(order)).toBeUndefined();
  });

  it("a refused void shows the carrier's reason; a void accepted cancels", async () => {
    const order = await paidLiveOrder();
    const { id } = (await confirmOrder(t, order)).json().shipment;
    stub.use("cancel: picked up");
    const refused = await call(
      t,
      cancelShipmentEndpoint,
      { params: { id }, body: {} },
      { cookie: order.cookie, lang: "en" },
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0]?.code).toBe("shipment.cancel_picked_up");
    stub.reset();
    const cancelled = await call(
      t,
      cancelShipmentEndpoint,
      { params: { id }, body: {} },
      { cookie: order.cookie, lang: "en" },
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
  });
});

describe("an order under carrier review in the console", () => {
  it("is listed; an operator retries one (made once more) and cancels and refunds another, audited", async () => {
    const support = await loggedInOperator(t, "support");
    stub.use("ship: hang");
    const retried = await paidLiveOrder();
    const cancelled = await paidLiveOrder();
    stub.reset();
    const listed = (await support.call(consoleCarrierReviewsEndpoint, {})).success().rows;
    const ids = listed.map((row) => row.shipment_id);
    expect(ids).toEqual(expect.arrayContaining([retried.shipment_id, cancelled.shipment_id]));
    expect(listed.find((row) => row.shipment_id === retried.shipment_id)).toMatchObject({
      order_id: retried.order_id,
      carrier_code: LIVE,
      reason: "not_found",
      payment_method: "credit_card",
    });

    const made = await support.call(consoleCarrierReviewRetryEndpoint, {
      params: { shipment_id: retried.shipment_id },
    });
    expect(made.statusCode, made.body).toBe(200);
    expect((await shipmentOf(retried))?.id).toBe(made.success().id);
    const again = await support.call(consoleCarrierReviewRetryEndpoint, {
      params: { shipment_id: retried.shipment_id },
    });
    expect(again.statusCode).toBe(404);

    const refunded = await support.call(consoleCarrierReviewCancelEndpoint, {
      params: { shipment_id: cancelled.shipment_id },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.success().refunded).toBeGreaterThan(0);
    expect(await reviewOf(cancelled)).toMatchObject({ resolution: "cancelled" });
    // The customer is told, once, in the order's language: cancelled, and how much comes back how.
    const mails = await t.db
      .selectFrom("mail_outbox")
      .select(["recipient", "subject", "text"])
      .where("dedupe_key", "=", `review-cancelled:${cancelled.shipment_id}`)
      .execute();
    expect(mails).toHaveLength(1);
    const euros = (refunded.success().refunded / 100).toFixed(2);
    expect(mails[0]?.subject).toBe(`Your order ${cancelled.order_id} is cancelled and refunded`);
    expect(mails[0]?.text).toContain(`€${euros} will be refunded to the card you paid with`);
    expect(mails[0]?.recipient).toMatch(/@/);
    // Cancelled: neither the sweep nor the customer's page sends it to the carrier again.
    const creationsOf = (order: TOrder) =>
      creations().filter((request) => JSON.parse(request.body).customer_reference === order.order_id);
    expect(creationsOf(cancelled)).toHaveLength(1);
    await t.ctx.shipments.recoverPaidOrders();
    const answer = await confirmOrder(t, cancelled);
    expect(answer.json().errors[0]?.code).toBe("shipment.order_cancelled");
    expect(creationsOf(cancelled)).toHaveLength(1);
    const audit = await t.db
      .selectFrom("operator_audit_log")
      .select(["action", "target"])
      .where("operator_id", "=", support.id)
      .execute();
    expect(audit).toEqual(
      expect.arrayContaining([
        { action: "order.carrier_review_retry", target: `order:${retried.shipment_id}` },
        { action: "order.carrier_review_cancel", target: `order:${cancelled.shipment_id}` },
      ]),
    );
  });
});

describe("a live carrier's tracking", () => {
  it("is polled by the job, kept, and served to readers without asking the carrier again", async () => {
    const order = await paidLiveOrder();
    const { id } = (await confirmOrder(t, order)).json().shipment;
    stub.requests.length = 0;
    await t.ctx.shipments.refreshTracking();
    // Every live shipment still on its way is polled (the earlier tests' ones too).
    const tracks = () => stub.requests.filter((request) => request.path.startsWith("/tracking/"));
    const polled = tracks().length;
    expect(polled).toBeGreaterThanOrEqual(1);
    expect(await shipmentOf(order)).toMatchObject({ status: "Pickuped", tracking_failures: 0 });
    const read = await call(t, trackShipmentEndpoint, { params: { id } }, { lang: "en" });
    expect(read.statusCode).toBe(200);
    expect(read.json().status).toBe("Pickuped");
    expect(read.json().events.map((event: { location: string }) => event.location)).toEqual([
      "Paris",
      "Lyon",
    ]);
    expect(tracks()).toHaveLength(polled);
  });

  it("its milestones are e-mailed as for any carrier (decision 051), once", async () => {
    const account = await loggedInUser(t, { pro: 1 });
    const saved = await call(
      t,
      settingsUpdateShipmentEndpoint,
      { params: { id: account.id }, body: { shipment_defaults: { receive_notifications: 1 } } },
      { cookie: account.cookie, lang: "en" },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const order = await orderReadyToPay(t, { cookie: account.cookie, offer: ofCarrier(LIVE, doorPickup) });
    const confirmed = await confirmOrder(t, order, account.cookie, "en", { payLater: true });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const { id } = confirmed.json().shipment;
    await t.ctx.shipments.refreshTracking();
    await t.ctx.shipments.refreshTracking();
    const mails = await t.db
      .selectFrom("mail_outbox")
      .select(["subject", "dedupe_key"])
      .where("recipient", "=", account.email)
      .execute();
    const tracking = mails.filter((mail) => mail.dedupe_key?.startsWith(`tracking:${id}:`));
    expect(tracking.map((mail) => mail.dedupe_key)).toEqual([
      `tracking:${id}:in_transit:${account.email.toLowerCase()}`,
    ]);
    expect(tracking[0]?.subject).toContain(FIXTURE_TRACKING_NUMBER);
  });

  it("a failing carrier backs off per shipment; a fresh parcel it does not know is no error", async () => {
    const order = await paidLiveOrder();
    const { id } = (await confirmOrder(t, order)).json().shipment;
    stub.use("track: unavailable");
    await t.ctx.shipments.refreshTracking();
    const failed = await shipmentOf(order);
    expect(failed?.tracking_failures).toBe(1);
    expect(failed?.tracking_next_poll_at?.getTime()).toBeGreaterThan(Date.now());
    // In its back-off, the next round leaves it alone and a reader gets the stored status.
    stub.requests.length = 0;
    await t.ctx.shipments.refreshTracking();
    expect(
      stub.requests.filter((request) => request.path === `/tracking/${FIXTURE_TRACKING_NUMBER}`),
    ).toHaveLength(0);
    const read = await call(t, trackShipmentEndpoint, { params: { id } }, { lang: "en" });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ status: "Validated", events: [] });

    const fresh = await paidLiveOrder();
    const freshId = (await confirmOrder(t, fresh)).json().shipment.id;
    stub.reset();
    stub.use("track: not found");
    const unknown = await call(t, trackShipmentEndpoint, { params: { id: freshId } }, { lang: "en" });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toMatchObject({ status: "Validated", events: [] });
    expect((await shipmentOf(fresh))?.tracking_failures).toBe(0);
  });
});

describe("a live carrier's relay points", () => {
  it("answers the carrier's points, and a failing carrier gives a translated error, not a 500", async () => {
    const rated = await rate(t);
    const offer = rated.offers.find(ofCarrier(LIVE, toARelayPoint));
    expect(offer).toBeDefined();
    (await selectOffer(t, rated, offer?.offer_id ?? "")).success();
    const body = { shipment_id: rated.shipment_id, order_id: rated.order_id, postcode: "69003" };
    const found = await call(t, dropOffLocationEndpoint, { body }, { cookie: rated.cookie, lang: "en" });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().addresses?.[0]?.id).toBe("FX-RP-1");
    stub.use("relay: unavailable");
    const failing = await call(t, dropOffLocationEndpoint, { body }, { cookie: rated.cookie, lang: "fr" });
    expect(failing.statusCode).toBe(503);
    expect(failing.json().errors[0]?.code).toBe("carrier.unavailable");
    expect(failing.json().message).toMatch(/indisponible/);
  });
});
