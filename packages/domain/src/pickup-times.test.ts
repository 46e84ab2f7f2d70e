import { describe, expect, it } from "vitest";
import {
  DEFAULT_PICKUP_CLOSE_TIME,
  DEFAULT_PICKUP_READY_TIME,
  listPickupCloseTimes,
  listPickupReadyTimes,
  validatePickupWindow,
} from "./pickup-times.ts";

describe("pickup times (spec §9)", () => {
  it("offers ready times from 08:00 to 14:00 every 15 minutes", () => {
    const times = listPickupReadyTimes();
    expect(times[0]).toBe("08:00");
    expect(times[1]).toBe("08:15");
    expect(times.at(-1)).toBe("14:00");
    expect(times).toHaveLength(25);
  });

  it("offers close times from 16:00 to 20:00 every 15 minutes", () => {
    const times = listPickupCloseTimes();
    expect(times[0]).toBe("16:00");
    expect(times.at(-1)).toBe("20:00");
    expect(times).toHaveLength(17);
  });

  it("accepts the defaults 11:00 and 17:00", () => {
    expect(
      validatePickupWindow({ ready_time: DEFAULT_PICKUP_READY_TIME, close_time: DEFAULT_PICKUP_CLOSE_TIME }),
    ).toEqual({});
  });

  it("requires both times", () => {
    expect(validatePickupWindow({})).toEqual({
      ready_time: "validation.required",
      close_time: "validation.required",
    });
  });

  it("refuses times outside their range, off the quarter hour or malformed", () => {
    expect(validatePickupWindow({ ready_time: "07:45", close_time: "20:15" })).toEqual({
      ready_time: "order.pickup_time_invalid",
      close_time: "order.pickup_time_invalid",
    });
    expect(validatePickupWindow({ ready_time: "09:10", close_time: "16:05" })).toEqual({
      ready_time: "order.pickup_time_invalid",
      close_time: "order.pickup_time_invalid",
    });
    expect(validatePickupWindow({ ready_time: "9:00", close_time: "25:00" })).toEqual({
      ready_time: "order.pickup_time_invalid",
      close_time: "order.pickup_time_invalid",
    });
    expect(validatePickupWindow({ ready_time: "14:00", close_time: "16:00" })).toEqual({});
  });
});
