import { isValidTrackingNumber } from "@ship/documents";
import { describe, expect, it } from "vitest";
import { createSandboxConnector } from "./sandbox-connector.ts";
import { buildFixtureOperator, buildFixtureSheet, FIXTURE_NOW } from "./testing/fixture-sheet.ts";
import type { TCreateShipmentRequest } from "./types.ts";

const connector = createSandboxConnector(buildFixtureSheet(), buildFixtureOperator());
const party = (postcode: string, city: string) => ({
  country_code: "FR",
  postcode,
  city,
  name: "Camille Martin",
  phone: "+33612345678",
  email: "camille@example.com",
  address1: "12 rue de la Roquette",
});

/** Express, picked up Monday 15 June 2026 from 11:00, delivered the next business day before 13:00. */
const request: TCreateShipmentRequest = {
  quote: { offer_id: "fixture", service_code: "EXPRESS", shipment_date: "2026-06-15" },
  ship_from: party("75011", "Paris"),
  ship_to: party("69003", "Lyon"),
  parcels: [{ number: 2, weight: 3, x: 30, y: 20, z: 10 }],
  unit: "fr",
  shipment_type: 2,
  shipping_method: "pickup",
  pickup: { date: "2026-06-15", ready_time: "11:00", close_time: "17:00" },
  label_format: "PDF",
  content: "Books",
  reason: "gift",
};

const at = (iso: string) => ({ now: new Date(iso) });
const keys = (events: { description: { key: string } }[]) => events.map((e) => e.description.key).reverse();

describe("sandbox shipping", () => {
  it("answers one tracking number per parcel in the carrier's format, with a valid check digit", async () => {
    const created = await connector.createShipment?.(request, { now: FIXTURE_NOW });
    expect(created?.tracking_numbers).toHaveLength(2);
    for (const number of created?.tracking_numbers ?? []) {
      expect(isValidTrackingNumber("DPD", number)).toBe(true);
    }
    expect(created?.carrier_shipment_id).toMatch(/^SBX-/);
  });

  it("tracking events advance with the clock until delivery", async () => {
    const created = await connector.createShipment?.(request, { now: FIXTURE_NOW });
    const track = (iso: string) =>
      connector.track?.({ tracking_number: "x", carrier_shipment_id: created?.carrier_shipment_id }, at(iso));
    const justAfter = await track("2026-06-15T07:05:00Z");
    expect(justAfter?.status).toBe("Validated");
    expect(keys(justAfter?.events ?? [])).toEqual(["tracking.created", "tracking.validated"]);
    // 11:00 in Paris is 09:00 UTC: picked up; four hours later, in transit.
    expect((await track("2026-06-15T09:30:00Z"))?.status).toBe("Pickuped");
    const moving = await track("2026-06-15T14:00:00Z");
    expect(keys(moving?.events ?? []).at(-1)).toBe("tracking.in_transit");
    expect(moving?.status).toBe("Pickuped");
    const delivered = await track("2026-06-16T12:00:00Z");
    expect(delivered?.status).toBe("Delivered");
    expect(delivered?.events[0]).toMatchObject({
      description: { key: "tracking.delivered" },
      location: "69003 Lyon, FR",
    });
    expect(delivered?.events[0]?.date).toBe("2026-06-16T11:00:00.000Z");
  });

  it("cancels before pickup only, once, and tracking then says Cancelled", async () => {
    const early = await connector.createShipment?.(request, { now: FIXTURE_NOW });
    const late = await connector.createShipment?.(request, { now: FIXTURE_NOW });
    const cancel = (id: string | undefined, iso: string) =>
      connector.cancel?.({ carrier_shipment_id: id ?? "", tracking_numbers: [] }, at(iso));
    expect(await cancel(late?.carrier_shipment_id, "2026-06-15T10:00:00Z")).toEqual({
      cancelled: false,
      reason_key: "picked_up",
    });
    expect(await cancel(early?.carrier_shipment_id, "2026-06-15T08:00:00Z")).toEqual({ cancelled: true });
    expect((await cancel(early?.carrier_shipment_id, "2026-06-15T08:01:00Z"))?.cancelled).toBe(false);
    const tracked = await connector.track?.(
      { tracking_number: "x", carrier_shipment_id: early?.carrier_shipment_id },
      at("2026-06-16T12:00:00Z"),
    );
    expect(tracked?.status).toBe("Cancelled");
    expect(keys(tracked?.events ?? [])).toEqual([
      "tracking.created",
      "tracking.validated",
      "tracking.cancelled",
    ]);
  });

  it("refuses a shipment id it did not make", async () => {
    expect(await connector.cancel?.({ carrier_shipment_id: "SBX-bogus", tracking_numbers: [] }, {})).toEqual({
      cancelled: false,
      reason_key: "tracking.unknown",
    });
  });
});
