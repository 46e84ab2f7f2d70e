import {
  cancelShipmentEndpoint,
  offersEndpoint,
  preorderOfferEndpoint,
  preorderPendingEndpoint,
  preorderRateEndpoint,
  type TPreorderRateBody,
} from "@ship/contracts";
import { startTestPreorderService } from "@ship/preorder/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createJobQueue } from "../../lib/jobs/job-queue.ts";
import { call } from "../../testing/call.ts";
import {
  doorPickup,
  IN_TWO_DAYS,
  MARSEILLE,
  orderReadyToPay,
  PARIS,
  shippingInfo,
  updateShipment,
} from "../../testing/journey.ts";
import { startSwitchableProxy } from "../../testing/switchable-proxy.ts";
import { createTestApp } from "../../testing/test-app.ts";
import { loggedInUser } from "../payment/payment-test-helpers.ts";
import { createPreorderClient, PreorderCallError } from "../pre-order/preorder-client.ts";
import { findApiKey } from "../pre-order/preorder-repository.ts";
import { confirmOrder } from "../shipment/shipment-test-helpers.ts";
import { createPreOrderOutbox } from "./pre-order-outbox.ts";
import { createPreOrderOutboxRepository } from "./pre-order-outbox-repository.ts";
import { createAppendPreOrderShipment } from "./pre-order-shipping-service.ts";
import { createSendPreOrderShipment } from "./preorder-calls.ts";

/**
 * Shipping from a pre-order (issue 15 part 2, decision 046) against a real pre-order service, reached
 * through a proxy the tests switch off to play the service being down.
 */
type TUser = Awaited<ReturnType<typeof loggedInUser>>;
let service: Awaited<ReturnType<typeof startTestPreorderService>>;
let proxy: Awaited<ReturnType<typeof startSwitchableProxy>>;
let t: Awaited<ReturnType<typeof createTestApp>>;
let merchant: TUser;
let stranger: TUser;

const client = () => createPreorderClient({ baseUrl: () => proxy.url, serviceSecret: service.serviceSecret });
const calls = () => ({ client: client(), apiKeyOf: (userId: number) => findApiKey(t.db, userId) });

const address = (end: typeof PARIS, name: string) => ({
  name,
  phone: end.phone,
  email: "shop@example.com",
  address1: "12 rue de la Roquette",
  country_code: end.country_code,
  postcode: end.postcode,
  city: end.city,
});

/** An order of the merchant's own site through the service's generic intake (X-Api-Key). */
async function intake(user: TUser, orderId: string, items: { id: string; quantity: number }[]) {
  const apiKey = (await findApiKey(t.db, user.id)) as string;
  // The service learns the merchant's key the first time the API logs in for them.
  await client().list({ userId: user.id, apiKey }, { page: 1, rows: 10, sort: "created_at", order: "desc" });
  const response = await fetch(new URL("/api/intake/orders", service.url), {
    method: "POST",
    headers: { "content-type": "application/json", "x-api-key": apiKey },
    body: JSON.stringify({
      order_id: orderId,
      shipping_option: "UPS Standard",
      expected_pickup_date: IN_TWO_DAYS,
      ship_from: address(PARIS, "Cave Durand"),
      ship_to: address(MARSEILLE, "Ann Lee"),
      items: items.map((item) => ({ ...item, name: `Wine ${item.id}`, weight_kg: 1.5 })),
    }),
  });
  expect(response.status).toBe(200);
  return `generic-${orderId}`;
}

/** The service's view of one product, as the merchant. */
async function productOnService(user: TUser, merchantOrderId: string, productId: string) {
  const apiKey = (await findApiKey(t.db, user.id)) as string;
  const list = await client().list(
    { userId: user.id, apiKey },
    { page: 1, rows: 100, sort: "created_at", order: "desc" },
  );
  const preorder = list.data.find((candidate) => candidate.merchant_order_id === merchantOrderId);
  return preorder?.products.find((product) => product.product_id === productId);
}

const parcel = { number: 1, weight: 3, x: 30, y: 20, z: 10 };
const rateBody = (products: TPreorderRateBody["products"], parcels = [parcel]): TPreorderRateBody => ({
  products,
  parcels,
});

beforeAll(async () => {
  service = await startTestPreorderService();
  proxy = await startSwitchableProxy(service.url);
  t = await createTestApp({ PREORDER_URL: proxy.url, PREORDER_SERVICE_SECRET: service.serviceSecret });
  merchant = await loggedInUser(t, { pro: 1 });
  stranger = await loggedInUser(t, { pro: 1 });
});
afterAll(async () => {
  await t.close();
  await proxy.close();
  await service.close();
});

describe("POST /pre-order/rate: spec §5 rules", () => {
  it("refuses a quantity above what is unsent, a quantity of 0 and a parcel weight of 0, with their messages", async () => {
    const order = await intake(merchant, "R-1", [{ id: "P1", quantity: 3 }]);
    const tooMany = await call(
      t,
      preorderRateEndpoint,
      { body: rateBody([{ merchant_order_id: order, product_id: "P1", quantity: 4 }]) },
      { cookie: merchant.cookie, lang: "en" },
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.failure().errors).toEqual([
      {
        code: "preorder.quantity_exceeded",
        field: "products.0.quantity",
        message: "The quantity to be sent is greater than the quantity available",
        params: { max: 3 },
      },
    ]);

    const nothing = await call(
      t,
      preorderRateEndpoint,
      {
        body: rateBody(
          [{ merchant_order_id: order, product_id: "P1", quantity: 0 }],
          [{ ...parcel, weight: 0 }],
        ),
      },
      { cookie: merchant.cookie, lang: "fr" },
    );
    expect(nothing.statusCode).toBe(400);
    expect(nothing.failure().errors.map((error) => [error.code, error.field])).toEqual([
      ["0 higher", "products.0.quantity"],
      ["0 higher", "parcels.0.weight"],
    ]);
    expect(nothing.failure().errors[0]?.message).toBe("La valeur doit être supérieure à 0.");
  });

  it("refuses products of two merchant orders under `preorder` (error.preorder)", async () => {
    const first = await intake(merchant, "R-2", [{ id: "A", quantity: 1 }]);
    const second = await intake(merchant, "R-3", [{ id: "B", quantity: 1 }]);
    const response = await call(
      t,
      preorderRateEndpoint,
      {
        body: rateBody([
          { merchant_order_id: first, product_id: "A", quantity: 1 },
          { merchant_order_id: second, product_id: "B", quantity: 1 },
        ]),
      },
      { cookie: merchant.cookie, lang: "en" },
    );
    expect(response.statusCode).toBe(400);
    expect(response.failure().errors).toEqual([
      { code: "preorder.orders_differ", field: "preorder", message: "The pre orders must be equals" },
    ]);
  });

  it("answers 404 for another user's pre-order or an unknown product, 401 without a login", async () => {
    const order = await intake(merchant, "R-4", [{ id: "P1", quantity: 1 }]);
    const body = rateBody([{ merchant_order_id: order, product_id: "P1", quantity: 1 }]);
    const theirs = await call(t, preorderRateEndpoint, { body }, { cookie: stranger.cookie, lang: "en" });
    expect(theirs.statusCode).toBe(404);
    const unknown = await call(
      t,
      preorderRateEndpoint,
      { body: rateBody([{ merchant_order_id: order, product_id: "NOPE", quantity: 1 }]) },
      { cookie: merchant.cookie, lang: "en" },
    );
    expect(unknown.statusCode).toBe(404);
    const anonymous = await call(t, preorderRateEndpoint, { body }, { lang: "en" });
    expect(anonymous.statusCode).toBe(401);

    // The merchant's own pre-order rating cannot be chosen by someone else.
    const rated = await ratePreOrder(body);
    const offers = (
      await call(t, offersEndpoint, { body: rated }, { cookie: merchant.cookie, lang: "en" })
    ).success().offers;
    const choose = await call(
      t,
      preorderOfferEndpoint,
      { params: { id: offers[0]?.offer_id ?? "" }, body: rated },
      { cookie: stranger.cookie, lang: "en" },
    );
    expect(choose.statusCode).toBe(404);
  });

  it("answers 503 preorder.unavailable while the service is down", async () => {
    const order = await intake(merchant, "R-5", [{ id: "P1", quantity: 1 }]);
    proxy.setDown(true);
    try {
      const response = await call(
        t,
        preorderRateEndpoint,
        { body: rateBody([{ merchant_order_id: order, product_id: "P1", quantity: 1 }]) },
        { cookie: merchant.cookie, lang: "en" },
      );
      expect(response.statusCode).toBe(503);
      expect(response.failure().errors[0]?.code).toBe("preorder.unavailable");
    } finally {
      proxy.setDown(false);
    }
  });
});

describe("POST /pre-order/rate: the sender", () => {
  it("ships a store order without a sender address from the account's address", async () => {
    const user = await loggedInUser(t, { pro: 1 });
    const apiKey = (await findApiKey(t.db, user.id)) as string;
    await client().list(
      { userId: user.id, apiKey },
      { page: 1, rows: 10, sort: "created_at", order: "desc" },
    );
    // A Shopify-like order: the shopper's address only.
    const response = await fetch(new URL("/api/intake/orders", service.url), {
      method: "POST",
      headers: { "content-type": "application/json", "x-api-key": apiKey },
      body: JSON.stringify({
        order_id: "NO-SENDER-1",
        ship_to: address(MARSEILLE, "Ann Lee"),
        items: [{ id: "P1", name: "Mug", quantity: 1, weight_kg: 0.5 }],
      }),
    });
    expect(response.status).toBe(200);
    const body = rateBody([{ merchant_order_id: "generic-NO-SENDER-1", product_id: "P1", quantity: 1 }]);
    const rate = () => call(t, preorderRateEndpoint, { body }, { cookie: user.cookie, lang: "en" });
    // No address in the account either: the rating says the sender is missing.
    const missing = await rate();
    expect(missing.statusCode).toBe(400);
    expect(missing.failure().errors.map((error) => error.field)).toContain("address_from.country_code");

    const france = await t.db
      .selectFrom("countries")
      .select("id")
      .where("code", "=", "FR")
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto("user_addresses")
      .values({
        user_id: user.id,
        kind: "account",
        company: "Cave Durand",
        lastname: "Durand",
        phone: PARIS.phone,
        address1: "3 rue Oberkampf",
        address2: "",
        address3: "",
        country_id: france.id,
        postcode: PARIS.postcode,
        city: PARIS.city,
      })
      .execute();
    const { shipment_id, order_id } = (await rate()).success();
    const rated = { shipment_id, order_id };
    const offer = (
      await call(t, offersEndpoint, { body: rated }, { cookie: user.cookie, lang: "en" })
    ).success().offers[0];
    const chosen = (
      await call(
        t,
        preorderOfferEndpoint,
        { params: { id: offer?.offer_id ?? "" }, body: rated },
        { cookie: user.cookie, lang: "en" },
      )
    ).success().order;
    expect(chosen.prefill?.ship_from).toMatchObject({
      name: "Durand",
      company: "Cave Durand",
      address1: "3 rue Oberkampf",
      postcode: PARIS.postcode,
      city: PARIS.city,
      country_code: "FR",
    });
    expect(chosen.prefill?.ship_to).toMatchObject({ name: "Ann Lee", city: "Marseille" });
  });
});

/** POST /pre-order/rate as the merchant: the rating's keys. */
async function ratePreOrder(body: TPreorderRateBody) {
  const rated = await call(t, preorderRateEndpoint, { body }, { cookie: merchant.cookie, lang: "en" });
  const { shipment_id, order_id } = rated.success();
  return { shipment_id, order_id };
}

/**
 * Rates 2 units of P1, chooses a door pickup with the pre-order's addresses, and ships with 'Pay
 * later'; `beforeShip` runs just before (the service going down).
 */
async function shipTwoUnits(order: string, beforeShip: () => void) {
  const rated = await ratePreOrder(rateBody([{ merchant_order_id: order, product_id: "P1", quantity: 2 }]));
  const offers = (
    await call(t, offersEndpoint, { body: rated }, { cookie: merchant.cookie, lang: "en" })
  ).success().offers;
  const offer = offers.find(doorPickup);
  if (!offer) throw new Error("no door pickup offer");
  const chosen = (
    await call(
      t,
      preorderOfferEndpoint,
      { params: { id: offer.offer_id }, body: rated },
      { cookie: merchant.cookie, lang: "en" },
    )
  ).success().order;
  expect(chosen.prefill?.ship_to).toMatchObject({ name: "Ann Lee", city: "Marseille", postcode: "13001" });
  // The order page's fields: the country and business tick are the rated ones.
  const typed = (end: Record<string, unknown> = {}) => {
    const { country_code: _country, pro: _pro, ...fields } = end;
    return fields;
  };
  const info = shippingInfo(PARIS, MARSEILLE, {
    ship_from: typed(chosen.prefill?.ship_from),
    ship_to: typed(chosen.prefill?.ship_to),
    reason: "commercial",
    content: chosen.prefill?.content,
  });
  const key = { cookie: merchant.cookie, ...rated };
  const updated = (await updateShipment(t, key, offer.offer_id, info)).success().order;
  const ordered = { ...key, offer_id: updated.offer.offer_id, price_ti: 0, currency: updated.offer.currency };
  beforeShip();
  const confirmed = await confirmOrder(t, ordered, merchant.cookie, "en", { payLater: true });
  return { rated, shipment: confirmed.success().shipment };
}

/** The Prometheus gauge of shipments still to be sent. */
async function pendingGauge() {
  const metrics = (await t.app.inject({ method: "GET", url: "/metrics" })).body;
  return Number(/^pre_order_outbox_pending (\d+)$/m.exec(metrics)?.[1]);
}

const outboxRows = () =>
  t.db
    .selectFrom("pre_order_outbox")
    .select([
      "shipment_ref",
      "merchant_order_id",
      "attempts",
      "delivered_at",
      "next_attempt_at",
      "last_error",
      "payload",
    ])
    .orderBy("id")
    .execute();

describe("shipping from a pre-order", () => {
  it("writes the shipment to append with the waybill, then delivers it once, after the service comes back", async () => {
    const order = await intake(merchant, "S-1", [{ id: "P1", quantity: 3 }]);
    const { rated, shipment } = await shipTwoUnits(order, () => proxy.setDown(true));

    // The waybill's transaction wrote the row and cleared the marker.
    const [row] = await outboxRows();
    expect(row).toMatchObject({ shipment_ref: shipment.id, merchant_order_id: order, delivered_at: null });
    expect(row?.payload).toMatchObject({
      shipment: { shipment_id: shipment.id, status: "Validated" },
      products: [{ product_id: "P1", quantity: 2 }],
    });
    const marker = t.db
      .selectFrom("pre_order_markers")
      .selectAll()
      .where("shipment_id", "=", rated.shipment_id);
    expect(await marker.execute()).toEqual([]);

    // Service down: not delivered, tried again later; the screen lists it as pending.
    const job = deliveryJob();
    expect(await job.deliverDue()).toBe(0);
    const [failed] = await outboxRows();
    expect(failed?.attempts).toBe(1);
    expect(failed?.last_error).toContain("unreachable");
    expect(failed?.next_attempt_at).not.toBeNull();
    const pending = await call(t, preorderPendingEndpoint, {}, { cookie: merchant.cookie, lang: "en" });
    expect(pending.success().data).toEqual([
      {
        merchant_order_id: order,
        state: "pending",
        shipment: expect.objectContaining({ shipment_id: shipment.id }),
        products: [{ product_id: "P1", quantity: 2 }],
      },
    ]);
    expect(await pendingGauge()).toBe(1);
    const others = await call(t, preorderPendingEndpoint, {}, { cookie: stranger.cookie, lang: "en" });
    expect(others.success().data).toEqual([]);

    // The service back: the pending units still count as sent until it has them (1 unit left).
    proxy.setDown(false);
    const again = await call(
      t,
      preorderRateEndpoint,
      { body: rateBody([{ merchant_order_id: order, product_id: "P1", quantity: 2 }]) },
      { cookie: merchant.cookie, lang: "en" },
    );
    expect(again.failure().errors[0]?.code).toBe("preorder.quantity_exceeded");
    // Not due before its backoff (about 15 s); taken then.
    expect(await job.deliverDue()).toBe(0);
    expect(await job.deliverDue({ ignoreBackoff: true })).toBe(1);
    expect(await job.deliverDue()).toBe(0);

    const product = await productOnService(merchant, order, "P1");
    expect(product).toMatchObject({ quantity_sent: 2, status: "Open" });
    expect(product?.shipments).toEqual([expect.objectContaining({ shipment_id: shipment.id, quantity: 2 })]);
    const [delivered] = await outboxRows();
    expect(delivered?.delivered_at).not.toBeNull();
    expect((await call(t, preorderPendingEndpoint, {}, { cookie: merchant.cookie })).success().data).toEqual(
      [],
    );
  });

  it("keeps nothing when the waybill's transaction rolls back: the marker stays, no outbox row", async () => {
    const before = (await outboxRows()).length;
    const order = await intake(merchant, "S-2", [{ id: "P1", quantity: 1 }]);
    const rated = await ratePreOrder(rateBody([{ merchant_order_id: order, product_id: "P1", quantity: 1 }]));
    // A real shipment row (of an ordinary order) stands for the waybill the transaction was making.
    const plain = await orderReadyToPay(t, { cookie: merchant.cookie });
    const made = (await confirmOrder(t, plain, merchant.cookie, "en", { payLater: true })).success().shipment;
    const shipment = await t.db
      .selectFrom("shipments")
      .selectAll()
      .where("id", "=", made.id)
      .executeTakeFirstOrThrow();
    const append = createAppendPreOrderShipment({ queueDelivery: t.ctx.preOrderOutbox.queue });
    await expect(
      t.db.transaction().execute(async (trx) => {
        expect(await append(trx, { ...shipment, shipment_id: rated.shipment_id })).toBe(true);
        throw new Error("the carrier failed after all");
      }),
    ).rejects.toThrow("the carrier failed after all");
    expect(await outboxRows()).toHaveLength(before);
    const marker = await t.db
      .selectFrom("pre_order_markers")
      .select("merchant_order_id")
      .where("shipment_id", "=", rated.shipment_id)
      .executeTakeFirst();
    expect(marker?.merchant_order_id).toBe(order);
  });
});

/** The outbox job as the API runs it, through the proxy, on a job queue of its own over the database. */
const deliveryJob = () =>
  createPreOrderOutbox({
    repository: createPreOrderOutboxRepository(t.db),
    send: createSendPreOrderShipment(calls()),
    jobs: createJobQueue({ db: t.db, pollingSeconds: 5, logError: () => {} }),
    isRetryable: (error) => !(error instanceof PreorderCallError) || error.retryable,
  });

const cancelShipment = (id: string) =>
  call(t, cancelShipmentEndpoint, { params: { id } }, { cookie: merchant.cookie, lang: "en" });

const rowsOf = async (shipmentRef: string) =>
  (await outboxRows()).filter((row) => row.shipment_ref === shipmentRef);

describe("a cancelled shipment of a pre-order", () => {
  it("tells the service through the outbox: the shipment Cancelled, its units unsent again (Open)", async () => {
    const order = await intake(merchant, "C-1", [{ id: "P1", quantity: 2 }]);
    const { shipment } = await shipTwoUnits(order, () => {});
    const job = deliveryJob();
    expect(await job.deliverDue()).toBe(1);
    expect(await productOnService(merchant, order, "P1")).toMatchObject({ quantity_sent: 2, status: "Sent" });

    const cancelled = await cancelShipment(shipment.id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // Written with the cancellation: the same PATCH, the shipment now Cancelled.
    const [, cancellation] = await rowsOf(shipment.id);
    expect(cancellation).toMatchObject({ merchant_order_id: order, delivered_at: null });
    expect(cancellation?.payload).toMatchObject({
      shipment: { shipment_id: shipment.id, status: "Cancelled" },
      products: [{ product_id: "P1", quantity: 2 }],
    });
    // Before the service has it, its units can be shipped again already.
    const rated = await call(
      t,
      preorderRateEndpoint,
      { body: rateBody([{ merchant_order_id: order, product_id: "P1", quantity: 2 }]) },
      { cookie: merchant.cookie, lang: "en" },
    );
    expect(rated.statusCode, rated.body).toBe(200);

    expect(await job.deliverDue()).toBe(1);
    const product = await productOnService(merchant, order, "P1");
    expect(product).toMatchObject({ quantity_sent: 0, status: "Open" });
    expect(product?.shipments).toEqual([
      expect.objectContaining({ shipment_id: shipment.id, quantity: 2, status: "Cancelled" }),
    ]);
    // Cancelled once: a second cancel is refused and writes nothing more.
    expect((await cancelShipment(shipment.id)).statusCode).toBe(409);
    expect(await rowsOf(shipment.id)).toHaveLength(2);
  });

  it("sends the cancellation after its shipment when both waited for the service, and nothing for other shipments", async () => {
    const order = await intake(merchant, "C-2", [{ id: "P1", quantity: 3 }]);
    const { shipment } = await shipTwoUnits(order, () => proxy.setDown(true));
    const job = deliveryJob();
    // The service down: the shipment is tried again in 15 s.
    expect(await job.deliverDue()).toBe(0);
    expect((await cancelShipment(shipment.id)).statusCode).toBe(200);
    proxy.setDown(false);
    // The cancellation is due at once, but waits while its shipment is still to be sent: the
    // service never gets Cancelled before the shipment (it would count the units again after).
    expect(await job.deliverDue()).toBe(0);
    expect((await rowsOf(shipment.id)).map((row) => row.delivered_at)).toEqual([null, null]);
    expect(await job.deliverDue({ ignoreBackoff: true })).toBe(2);
    expect(await productOnService(merchant, order, "P1")).toMatchObject({
      quantity_sent: 0,
      status: "Open",
      shipments: [expect.objectContaining({ shipment_id: shipment.id, status: "Cancelled" })],
    });

    // An ordinary shipment's cancellation has no pre-order to tell.
    const before = (await outboxRows()).length;
    const plain = await orderReadyToPay(t, { cookie: merchant.cookie });
    const made = (await confirmOrder(t, plain, merchant.cookie, "en", { payLater: true })).success().shipment;
    expect((await cancelShipment(made.id)).statusCode).toBe(200);
    expect(await outboxRows()).toHaveLength(before);
  });
});
