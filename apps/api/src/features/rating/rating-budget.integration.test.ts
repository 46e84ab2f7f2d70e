import { loadRateSheets, loadSandboxConnectors, type TCarrierConnector } from "@ship/carriers";
import { offersEndpoint, rateEndpoint } from "@ship/contracts";
import { addDaysToIsoDate } from "@ship/domain";
import { afterAll, beforeAll, expect, it } from "vitest";
import { call } from "../../testing/call.ts";
import { createTestApp, sessionCookieOf } from "../../testing/test-app.ts";

// UPS never answers and DHL fails: the other carriers' offers still come back.
const connectors: TCarrierConnector[] = loadSandboxConnectors().map((connector) => {
  if (connector.carrier_code === "UPS") {
    return { ...connector, rate: () => new Promise(() => {}) };
  }
  if (connector.carrier_code === "DHL") {
    return {
      ...connector,
      rate: async () => {
        throw new Error("sandbox refused the credentials");
      },
    };
  }
  return connector;
});

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp(
    { RATING_BUDGET_MS: "300" },
    { carriers: { connectors, timeZone: loadRateSheets().operator.time_zone } },
  );
});
afterAll(() => t.close());

it("reports a hanging and a failing carrier and returns the others' offers", async () => {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date());
  const shipment = {
    ship_from: { country_code: "FR", address: "75011, Paris" },
    ship_to: { country_code: "FR", address: "13001, Marseille" },
    parcels: [{ number: 1, weight: 2, x: 30, y: 20, z: 10 }],
    shipment_date: addDaysToIsoDate(today, 1),
  };
  const rated = await call(t, rateEndpoint, { body: { shipment } });
  const ids = rated.success();
  const expectedErrors = [
    { carrier_code: "DHL", code: "carrier.failed" },
    { carrier_code: "UPS", code: "carrier.timeout" },
  ];
  expect(ids.carrier_errors).toEqual(expectedErrors);

  const read = await call(
    t,
    offersEndpoint,
    { body: { shipment_id: ids.shipment_id, order_id: ids.order_id } },
    { cookie: sessionCookieOf(rated) ?? null },
  );
  const body = read.success();
  expect(body.carrier_errors).toEqual(expectedErrors);
  const carriers = new Set(body.offers.map((offer: { carrier_code: string }) => offer.carrier_code));
  expect(carriers.has("UPS") || carriers.has("DHL")).toBe(false);
  expect(carriers.size).toBeGreaterThanOrEqual(5);
  // The failure's own text (for logs) is never shown to the customer.
  expect(read.body).not.toContain("credentials");
});
