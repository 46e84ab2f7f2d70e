import { describe, expect, it } from "vitest";
import { cronEvery } from "./cron-every.ts";

describe("cronEvery", () => {
  it("keeps periods that divide the hour or the day, rounds the others down", () => {
    expect(cronEvery(0.5)).toBe("* * * * *");
    expect(cronEvery(1)).toBe("* * * * *");
    expect(cronEvery(15)).toBe("*/15 * * * *");
    expect(cronEvery(30)).toBe("*/30 * * * *");
    expect(cronEvery(45)).toBe("*/30 * * * *");
    expect(cronEvery(60)).toBe("0 * * * *");
    expect(cronEvery(90)).toBe("0 * * * *");
    expect(cronEvery(360)).toBe("0 */6 * * *");
    expect(cronEvery(600)).toBe("0 */8 * * *");
    expect(cronEvery(24 * 60)).toBe("0 0 * * *");
    expect(cronEvery(7 * 24 * 60)).toBe("0 0 * * *");
  });
});
