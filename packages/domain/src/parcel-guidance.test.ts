import { describe, expect, it } from "vitest";
import { listParcelGuidanceWarnings } from "./parcel-guidance.ts";
import { normalizeStackable } from "./shipment-type.ts";

const keys = (input: Parameters<typeof listParcelGuidanceWarnings>[0]) =>
  listParcelGuidanceWarnings(input).map((warning) => warning.key);

describe("parcel guidance (spec §5)", () => {
  it("keeps envelopes under 2.5 kg", () => {
    const base = { shipmentType: 1 as const, fromCountry: "FR", toCountry: "FR" };
    expect(keys({ ...base, parcels: [{ number: 1, weight: 2.4, x: 30, y: 20, z: 1 }] })).toEqual([]);
    expect(keys({ ...base, parcels: [{ number: 1, weight: 2.5, x: 30, y: 20, z: 1 }] })).toEqual([
      "guidance.envelope.max_weight",
    ]);
  });

  it("checks parcel weight, length and length + 2 x height", () => {
    const base = { shipmentType: 2 as const, fromCountry: "FR", toCountry: "FR" };
    expect(keys({ ...base, parcels: [{ number: 1, weight: 70, x: 120, y: 60, z: 60 }] })).toEqual([]);
    expect(keys({ ...base, parcels: [{ number: 1, weight: 71, x: 120, y: 60, z: 60 }] })).toEqual([
      "guidance.parcel.max_weight",
    ]);
    expect(keys({ ...base, parcels: [{ number: 1, weight: 5, x: 200, y: 50, z: 110 }] })).toEqual([
      "guidance.bulky.international_only",
      "guidance.parcel.length_plus_twice_height",
    ]);
  });

  it("handles over-size parcels as bulky abroad, within 302 x 203 x 178 cm", () => {
    const base = { shipmentType: 2 as const, fromCountry: "FR", toCountry: "US" };
    expect(keys({ ...base, parcels: [{ number: 1, weight: 50, x: 280, y: 100, z: 100 }] })).toEqual([
      "guidance.bulky.handled",
      "guidance.parcel.max_length",
      "guidance.parcel.length_plus_twice_height",
    ]);
    const tooBig = listParcelGuidanceWarnings({
      ...base,
      parcels: [{ number: 1, weight: 50, x: 310, y: 10, z: 10 }],
    });
    expect(tooBig[0]).toEqual({
      key: "guidance.bulky.max_dimensions",
      params: { maxLength: 302, maxWidth: 203, maxHeight: 178 },
      parcelIndex: 0,
    });
  });

  it("limits pallets to 200 cm and 3 t, international only", () => {
    const pallet = { number: 1, weight: 3100, x: 120, y: 80, z: 210 };
    expect(keys({ shipmentType: 3, fromCountry: "FR", toCountry: "FR", parcels: [pallet] })).toEqual([
      "guidance.pallet.max_height",
      "guidance.pallet.max_weight",
      "guidance.pallet.international_only",
    ]);
    expect(
      keys({
        shipmentType: 3,
        fromCountry: "FR",
        toCountry: "DE",
        parcels: [{ ...pallet, weight: 500, z: 150 }],
      }),
    ).toEqual([]);
  });

  it("keeps stackable for pallets only", () => {
    expect(normalizeStackable(3, 1)).toBe(1);
    expect(normalizeStackable(2, 1)).toBe(0);
  });
});
