import {
  dropOffLocationEndpoint,
  offerSelectEndpoint,
  redirectPaymentEndpoint,
  type TDropOffLocationBody,
  type TOffer,
  type TUpdateShipmentInfoBody,
  updateShipmentEndpoint,
} from "@ship/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../testing/call.ts";
import {
  BERLIN,
  LYON,
  offerWhere,
  PARIS,
  party,
  rate,
  selectOffer,
  type TEnd,
} from "../../testing/journey.ts";
import { createTestApp } from "../../testing/test-app.ts";
import { liveTransaction, notifySandbox } from "../payment/payment-test-helpers.ts";

const NOTIFY_SECRET = "relay-point-test-notification-secret-0123456789";
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ PAYMENT_NOTIFY_SECRET: NOTIFY_SECRET });
});
afterAll(() => t.close());

type TOrder = { cookie: string; shipment_id: string; order_id: string; offer: TOffer };
type TPoint = {
  id: string;
  name: string;
  postcode: string;
  city: string;
  latitude: number;
  hours_html: string;
};

/** Rates Paris 75011 -> `to` (Lyon 69003) as a new visitor and chooses the first offer `predicate` accepts. */
async function orderWith(predicate: (offer: TOffer) => boolean, to: TEnd = LYON): Promise<TOrder> {
  const rated = await rate(t, { to });
  const offer = offerWhere(rated, predicate);
  expect((await selectOffer(t, rated, offer.offer_id)).statusCode).toBe(200);
  return { cookie: rated.cookie, shipment_id: rated.shipment_id, order_id: rated.order_id, offer };
}

const mondialRelay = (offer: TOffer) => offer.service_code === "MONDIALRELAY_POINT_RELAIS";

/** POST /dropofflocation; `body` is what the chooser sends, refused searches included: the API checks it. */
function search(
  order: TOrder,
  body: Record<string, unknown>,
  options: { lang?: string; cookie?: string | null } = {},
) {
  const cookie = options.cookie === undefined ? order.cookie : options.cookie;
  const fields = {
    shipment_id: order.shipment_id,
    order_id: order.order_id,
    ...body,
  } as TDropOffLocationBody;
  return call(t, dropOffLocationEndpoint, { body: fields }, { cookie, lang: options.lang ?? "en" });
}

describe("POST /dropofflocation", () => {
  it("answers up to 10 points of the order's carrier near the searched town, hours as escaped HTML", async () => {
    const order = await orderWith(mondialRelay);
    const response = await search(order, { postcode: "69003", city: "Lyon" }, { lang: "fr" });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { success: true; addresses: TPoint[] };
    expect(body.success).toBe(true);
    expect(body.addresses).toHaveLength(10);
    for (const point of body.addresses) {
      expect(point).toMatchObject({ postcode: "69003", city: "Lyon" });
      expect(point.id).toMatch(/^MR-69003-/);
      // French weekday names, lines joined by <br>, nothing else that is markup.
      expect(point.hours_html).toMatch(/^(Lundi|Mardi|Mercredi|Jeudi|Vendredi|Samedi|Dimanche)\u00a0: /);
      expect(point.hours_html.replaceAll("<br>", "")).not.toMatch(/[<>]/);
    }
    // The same search, the same points: the chooser's numbers stay put.
    const again = await search(order, { postcode: "69003", city: "Lyon" }, { lang: "fr" });
    expect(again.json().addresses.map((point: TPoint) => point.id)).toEqual(
      body.addresses.map((point) => point.id),
    );
  });

  it("searches by town alone, in the destination country by default", async () => {
    const order = await orderWith(mondialRelay);
    const response = await search(order, { city: "Villeurbanne" });
    expect(response.statusCode).toBe(200);
    expect(response.json().addresses[0]).toMatchObject({ city: "Villeurbanne", country_code: "FR" });
  });

  it("says 'No Point Relais was found.' in the caller's language when nothing is near", async () => {
    const order = await orderWith(mondialRelay);
    for (const [lang, message] of [
      ["en", "No Point Relais was found."],
      ["fr", "Aucun Point Relais n'a été trouvé."],
      ["es", "No se encontró ningún Point Relais."],
    ]) {
      const response = await search(order, { postcode: "00000" }, { lang });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: false, errors: [], message });
    }
  });

  it("answers 404 to another caller and to a caller without a session", async () => {
    const order = await orderWith(mondialRelay);
    const stranger = await orderWith(mondialRelay);
    expect((await search(order, { postcode: "69003" }, { cookie: stranger.cookie })).statusCode).toBe(404);
    expect((await search(order, { postcode: "69003" }, { cookie: null })).statusCode).toBe(404);
  });

  it("enforces the spec limits: postcode 20, city 255, one of them, no unknown field", async () => {
    const order = await orderWith(mondialRelay);
    const fields = async (body: Record<string, unknown>) => {
      const response = await search(order, body, { lang: "fr" });
      expect(response.statusCode).toBe(400);
      return response.json().errors as { code: string; field: string; message: string }[];
    };
    expect(await fields({ postcode: "1".repeat(21) })).toEqual([
      expect.objectContaining({ code: "validation.too_long", field: "postcode" }),
    ]);
    expect(await fields({ city: "L".repeat(256) })).toEqual([
      expect.objectContaining({ code: "validation.too_long", field: "city" }),
    ]);
    expect(await fields({ postcode: " ", city: "" })).toEqual([
      expect.objectContaining({
        code: "relay_point.search_required",
        message: "Saisissez un code postal ou une ville pour chercher des Points Relais.",
      }),
    ]);
    expect((await fields({ postcode: "69003", carrier_code: "UPS" }))[0]?.code).toBe(
      "validation.unknown_field",
    );
    // Exactly at the limits: accepted (no such place, so nothing found).
    const atLimits = await search(order, { postcode: "1".repeat(20), city: "L".repeat(255) });
    expect(atLimits.json()).toMatchObject({ success: false, message: "No Point Relais was found." });
  });

  it("finds points abroad around the recipient's town for a European relay service", async () => {
    const order = await orderWith((offer) => offer.service_code === "MONDIALRELAY_EUROPE", BERLIN);
    const response = await search(order, { postcode: "10115", city: "Berlin" }, { lang: "es" });
    expect(response.statusCode).toBe(200);
    const points = response.json().addresses as (TPoint & { country_code: string })[];
    expect(points).toHaveLength(10);
    expect(points.every((point) => point.country_code === "DE" && point.city === "Berlin")).toBe(true);
    expect(points[0]?.hours_html).toMatch(/^(lunes|martes|miércoles|jueves|viernes|sábado|domingo): /i);
  });

  it("answers 409 when the order's offer delivers to the door", async () => {
    const order = await orderWith((offer) => offer.delivery_to_collection_point === 0);
    const response = await search(order, { postcode: "69003" });
    expect(response.statusCode).toBe(409);
    expect(response.json().errors[0].code).toBe("relay_point.not_offered");
  });
});

/** Step 3 of the order Paris -> Lyon, with `dropoff_to` as given (absent when undefined). */
function updateShipment(order: TOrder, dropoffTo: string | undefined, lang = "en") {
  const body = {
    shipment_id: order.shipment_id,
    order_id: order.order_id,
    offer_id: order.offer.offer_id,
    shipping_info: {
      ship_from: party(PARIS),
      ship_to: party(LYON),
      reason: "gift",
      content: "Books",
      shipping_method: "dropoff",
      hazardous: 1,
      terms: 1,
      ...(dropoffTo === undefined ? {} : { dropoff_to: dropoffTo }),
    },
  } satisfies TUpdateShipmentInfoBody;
  return call(t, updateShipmentEndpoint, { body }, { cookie: order.cookie, lang });
}

const dropoffError = async (response: Awaited<ReturnType<typeof updateShipment>>) => {
  expect(response.statusCode).toBe(400);
  return (response.json().errors as { code: string; field: string; message: string }[]).find(
    (error) => error.field === "shipping_info.dropoff_to",
  );
};

describe("POST /update-shipment dropoff_to", () => {
  it("stores the relay point re-read from the carrier, not what the client could send", async () => {
    const order = await orderWith(mondialRelay);
    const second = (await search(order, { postcode: "69003" }, { lang: "fr" })).json().addresses[1] as TPoint;
    const saved = await updateShipment(order, second.id, "fr");
    expect(saved.statusCode).toBe(200);
    expect(saved.json().order.shipping_info.dropoff_to).toEqual(second);
    // Read back from the database by choosing the same offer again (a retry).
    const ref = { shipment_id: order.shipment_id, order_id: order.order_id, offer_id: order.offer.offer_id };
    const again = await call(t, offerSelectEndpoint, { body: ref }, { cookie: order.cookie, lang: "fr" });
    expect(again.json().order.shipping_info.dropoff_to).toEqual(second);
  });

  it("requires a relay point when the offer delivers to one", async () => {
    const order = await orderWith(mondialRelay);
    expect(await dropoffError(await updateShipment(order, undefined, "fr"))).toMatchObject({
      code: "relay_point.required",
      message: "Choisissez un Point Relais pour cette livraison.",
    });
    expect((await dropoffError(await updateShipment(order, "  ")))?.code).toBe("relay_point.required");
  });

  it("refuses a forged id, another carrier's point and an id beyond 64 characters", async () => {
    const order = await orderWith(mondialRelay);
    for (const forged of ["MR-69003-0-99", "MR-99999-0-01", "CR-69003-0-01", "<script>"]) {
      expect((await dropoffError(await updateShipment(order, forged)))?.code).toBe("relay_point.not_found");
    }
    expect((await dropoffError(await updateShipment(order, "M".repeat(65))))?.code).toBe(
      "validation.too_long",
    );
    const stored = await t.db
      .selectFrom("order_shipping_info")
      .select("dropoff_to")
      .where("shipment_id", "=", order.shipment_id)
      .executeTakeFirst();
    expect(stored).toBeUndefined();
  });

  it("refuses a relay point for an offer delivered to the door", async () => {
    const order = await orderWith(
      (offer) => offer.delivery_to_collection_point === 0 && offer.carrier_code !== "COURSIER",
    );
    const error = await dropoffError(await updateShipment(order, "MR-69003-0-01"));
    expect(error?.code).toBe("relay_point.not_offered");
  });

  it("keeps the choice final once the order is paid", async () => {
    const order = await orderWith(mondialRelay);
    const [first, second] = (await search(order, { postcode: "69003" })).json().addresses as TPoint[];
    if (!first || !second) throw new Error("Lyon 3e has relay points");
    expect((await updateShipment(order, first.id)).statusCode).toBe(200);
    const body = { shipment_id: order.shipment_id, order_id: order.order_id, origin_lang: "en" as const };
    const redirect = await call(t, redirectPaymentEndpoint, { body }, { cookie: order.cookie, lang: "en" });
    expect(redirect.statusCode).toBe(200);
    const transaction = await liveTransaction(t, order.shipment_id);
    const paid = await notifySandbox(t, NOTIFY_SECRET, {
      event_id: `evt-${order.shipment_id}`,
      transaction_id: transaction.id,
      outcome: "paid",
      amount: Number(transaction.amount_cents),
      currency: transaction.currency,
    });
    expect(paid.statusCode).toBe(200);
    const changed = await updateShipment(order, second.id);
    expect(changed.statusCode).toBe(409);
    expect(changed.json().errors[0].code).toBe("payment.already_paid");
    const stored = await t.db
      .selectFrom("order_shipping_info")
      .select("dropoff_to")
      .where("shipment_id", "=", order.shipment_id)
      .executeTakeFirstOrThrow();
    expect((stored.dropoff_to as TPoint).id).toBe(first.id);
  });
});
