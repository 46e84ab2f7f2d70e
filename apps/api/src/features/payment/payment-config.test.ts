import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config.ts";

const KEY = Buffer.alloc(32, 7).toString("base64");
const SECRET = "a-production-notification-secret-of-40-chars";

describe("payment configuration", () => {
  it("uses the sandbox with development secrets outside production", () => {
    const payment = loadConfig({ NODE_ENV: "development" }).payment;
    expect(payment?.provider).toBe("sandbox");
    expect(payment?.urlKey).toHaveLength(32);
    expect(payment?.notifySecret.length).toBeGreaterThanOrEqual(32);
  });

  it("never runs the sandbox in production unless asked, and then only with its own secrets", () => {
    expect(loadConfig({ NODE_ENV: "production" }).payment).toBeUndefined();
    expect(() => loadConfig({ NODE_ENV: "production", PAYMENT_PROVIDER: "sandbox" })).toThrow(
      /PAYMENT_NOTIFY_SECRET, PAYMENT_URL_KEY: required in production/,
    );
    expect(() =>
      loadConfig({ NODE_ENV: "production", PAYMENT_PROVIDER: "sandbox", PAYMENT_NOTIFY_SECRET: SECRET }),
    ).toThrow(/PAYMENT_URL_KEY/);
    const payment = loadConfig({
      NODE_ENV: "production",
      PAYMENT_PROVIDER: "sandbox",
      PAYMENT_NOTIFY_SECRET: SECRET,
      PAYMENT_URL_KEY: KEY,
    }).payment;
    expect(payment).toEqual({ provider: "sandbox", notifySecret: SECRET, urlKey: Buffer.alloc(32, 7) });
  });

  it("refuses a short secret and a key that is not 32 bytes", () => {
    expect(() => loadConfig({ PAYMENT_NOTIFY_SECRET: "short" })).toThrow(/PAYMENT_NOTIFY_SECRET/);
    expect(() => loadConfig({ PAYMENT_URL_KEY: "c2hvcnQ=" })).toThrow(/PAYMENT_URL_KEY/);
  });
});
