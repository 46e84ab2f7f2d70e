import { describe, expect, it, vi } from "vitest";
import { parseParcels } from "./preorder-repository.ts";

describe("parcel JSON as stored (spec §7)", () => {
  it("answers a parcel list as it is, and logs nothing", () => {
    const log = vi.fn();
    const parcels = [{ number: 2, weight: 1.5, x: null, y: 10, z: 10 }];
    expect(parseParcels(JSON.stringify(parcels), log)).toEqual(parcels);
    expect(log).not.toHaveBeenCalled();
  });

  it("answers [] for text that is not JSON, or not a list of parcels, and logs why", () => {
    for (const text of [
      "{not json",
      '{"number":1}',
      '[{"number":0,"weight":1,"x":1,"y":1,"z":1}]',
      '[{"number":1}]',
    ]) {
      const log = vi.fn();
      expect(parseParcels(text, log)).toEqual([]);
      expect(log).toHaveBeenCalledOnce();
    }
  });
});
