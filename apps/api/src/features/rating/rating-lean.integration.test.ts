import { loadRateSheets, loadSandboxConnectors } from "@ship/carriers";
import { offerSelectEndpoint, offersEndpoint, rateEndpoint, type TShipmentInput } from "@ship/contracts";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import { createContext } from "../../create-context.ts";
import { call } from "../../testing/call.ts";
import { quote } from "../../testing/journey.ts";
import { createTestApp, sessionCookieOf } from "../../testing/test-app.ts";

// Decision 053: a rating is kept as its inputs and its offers are derived again when asked.
// `t` rates; `other` is a second API process on the same database (nothing in its memory), and
// `retariffed` one whose UPS sheet changed since: a deploy with new prices.
let t: Awaited<ReturnType<typeof createTestApp>>;
let other: { app: Awaited<ReturnType<typeof buildApp>> };
let retariffed: { app: Awaited<ReturnType<typeof buildApp>> };

beforeAll(async () => {
  t = await createTestApp();
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    RATE_LIMIT_NEW_SESSIONS: "1000000",
    RATE_LIMIT_ANONYMOUS_RATINGS: "1000000",
  });
  other = { app: await buildApp(createContext(config, t.db)) };
  const timeZone = loadRateSheets().operator.time_zone;
  const connectors = loadSandboxConnectors().map((connector) =>
    connector.carrier_code === "UPS" ? { ...connector, tariff_version: "ups-next-year" } : connector,
  );
  retariffed = { app: await buildApp(createContext(config, t.db, { carriers: { connectors, timeZone } })) };
});
afterAll(async () => {
  await other.app.close();
  await retariffed.app.close();
  await t.close();
});

/** A different parcel each time (weight and sides from `i`), Paris to Marseille or to Berlin. */
function parcelShipment(i: number, extra: Record<string, unknown> = {}): TShipmentInput {
  return {
    ...quote(),
    ...(i % 3 === 0 ? { ship_to: { country_code: "DE", address: "10115, Berlin" } } : {}),
    parcels: [
      {
        number: 1,
        weight: Number((0.5 + (i % 40) * 0.7).toFixed(1)),
        x: 10 + (i % 30),
        y: 10 + (i % 20),
        z: 5 + (i % 15),
      },
    ],
    ...extra,
  } as TShipmentInput;
}

async function rateOn(app: { app: typeof t.app }, shipment: TShipmentInput, cookie: string | null = null) {
  const rated = await call(app, rateEndpoint, { body: { shipment } }, { cookie, lang: "en" });
  const { shipment_id, order_id } = rated.success();
  return { shipment_id, order_id, cookie: cookie ?? sessionCookieOf(rated) ?? "" };
}

const offersOn = (
  app: { app: typeof t.app },
  ids: { shipment_id: string; order_id: string; cookie: string },
  lang = "en",
) =>
  call(
    app,
    offersEndpoint,
    { body: { shipment_id: ids.shipment_id, order_id: ids.order_id } },
    { cookie: ids.cookie, lang },
  );

describe("ratings kept as their inputs (decision 053)", () => {
  it("stores at most 1 KB per rating never selected, and no offer set", async () => {
    // The rows, their index entries and TOAST: the free-space map and visibility map forks appear
    // once a table has a few pages, whatever the number of ratings after that.
    const size = async () => {
      const { rows } = await sql<{ bytes: string; sets: string }>`
        select (pg_relation_size('ratings') + pg_indexes_size('ratings')
          + coalesce((select pg_total_relation_size(reltoastrelid) from pg_class where oid = 'ratings'::regclass and reltoastrelid <> 0), 0)
          + pg_total_relation_size('rating_offer_sets'))::text as bytes,
          (select count(*) from rating_offer_sets)::text as sets`.execute(t.db);
      return { bytes: Number(rows[0]?.bytes), sets: Number(rows[0]?.sets) };
    };
    // The first ratings fill the pages the tables start with: measure the growth after them.
    await rateOn(t, parcelShipment(0));
    const before = await size();
    const count = 500;
    for (let done = 0; done < count; done += 20) {
      await Promise.all(Array.from({ length: 20 }, (_, i) => rateOn(t, parcelShipment(done + i + 1))));
    }
    const after = await size();
    const perRating = (after.bytes - before.bytes) / count;
    expect(perRating).toBeLessThanOrEqual(1024);
    expect(after.sets).toBe(before.sets);
    const { rows } = await sql<{ bytes: string }>`
      select avg(pg_column_size(ratings.*))::int::text as bytes from ratings`.execute(t.db);
    // The row itself, without its index entries.
    expect(Number(rows[0]?.bytes)).toBeLessThan(700);
  });

  it("derives on another process the offers shown: the same ids, the same prices, the same order", async () => {
    for (const extra of [{}, { priority: "fastest", insurance: 1, insurance_declared_value: 150 }]) {
      const ids = await rateOn(t, parcelShipment(7, extra));
      const shown = (await offersOn(t, ids)).success();
      const derived = (await offersOn(other, ids)).success();
      expect(shown.offers.length).toBeGreaterThan(3);
      expect(derived).toEqual(shown);
    }
  });

  it("selects on another process exactly the offer shown, at the price shown", async () => {
    const ids = await rateOn(t, parcelShipment(11));
    const shown = (await offersOn(t, ids)).success();
    const chosen = shown.offers.at(-1);
    if (!chosen) throw new Error("no offer");
    const selected = await call(
      other,
      offerSelectEndpoint,
      { body: { shipment_id: ids.shipment_id, order_id: ids.order_id, offer_id: chosen.offer_id } },
      { cookie: ids.cookie, lang: "en" },
    );
    const { order } = selected.success();
    expect(order.offer).toEqual(chosen);
    expect(order.price.offer_ti).toBe(chosen.price_ti);
  });

  it("refuses honestly after a tariff change: 409 rating.expired, translated, no order written", async () => {
    const ids = await rateOn(t, parcelShipment(13));
    const shown = (await offersOn(t, ids)).success();
    const expired = await offersOn(retariffed, ids, "fr");
    expect(expired.statusCode).toBe(409);
    expect(expired.failure().errors).toContainEqual(
      expect.objectContaining({ code: "rating.expired", message: expect.stringContaining("comparaison") }),
    );
    const chosen = shown.offers[0];
    if (!chosen) throw new Error("no offer");
    const selected = await call(
      retariffed,
      offerSelectEndpoint,
      { body: { shipment_id: ids.shipment_id, order_id: ids.order_id, offer_id: chosen.offer_id } },
      { cookie: ids.cookie, lang: "es" },
    );
    expect(selected.statusCode).toBe(409);
    expect(selected.failure().errors[0]?.message).toContain("Vuelva a comparar");
    const orders = await t.db
      .selectFrom("orders")
      .select("shipment_id")
      .where("shipment_id", "=", ids.shipment_id)
      .execute();
    expect(orders).toEqual([]);
  });

  it("answers another caller 404, as before", async () => {
    const ids = await rateOn(t, parcelShipment(17));
    const stranger = await rateOn(t, parcelShipment(18));
    const response = await offersOn(other, { ...ids, cookie: stranger.cookie });
    expect(response.statusCode).toBe(404);
  });
});
