import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config.ts";

const KEY = Buffer.alloc(32, 7).toString("base64");
const SECRET = "a-production-notification-secret-of-40-chars";
// Production requires PUBLIC_URL (decision 023).
const PRODUCTION = { NODE_ENV: "production", PUBLIC_URL: "https://ship.example" };

describe("payment configuration", () => {
  it("uses the sandbox with development secrets outside production", () => {
    const payment = loadConfig({ NODE_ENV: "development" }).payment;
    expect(payment?.provider).toBe("sandbox");
    expect(payment?.urlKey).toHaveLength(32);
    expect(payment?.notifySecret.length).toBeGreaterThanOrEqual(32);
  });

  it("never runs the sandbox in production unless asked, and then only with its own secrets", () => {
    expect(loadConfig({ ...PRODUCTION }).payment).toBeUndefined();
    expect(() => loadConfig({ ...PRODUCTION, PAYMENT_PROVIDER: "sandbox" })).toThrow(
      /PAYMENT_NOTIFY_SECRET, PAYMENT_URL_KEY: required in production/,
    );
    expect(() =>
      loadConfig({ ...PRODUCTION, PAYMENT_PROVIDER: "sandbox", PAYMENT_NOTIFY_SECRET: SECRET }),
    ).toThrow(/PAYMENT_URL_KEY/);
    const payment = loadConfig({
      ...PRODUCTION,
      PAYMENT_PROVIDER: "sandbox",
      PAYMENT_NOTIFY_SECRET: SECRET,
      PAYMENT_URL_KEY: KEY,
    }).payment;
    expect(payment).toEqual({ provider: "sandbox", notifySecret: SECRET, urlKey: Buffer.alloc(32, 7) });
  });

  it("runs Stripe only with its secret key, webhook secret and the public URL it sends customers back to", () => {
    const stripe = {
      PAYMENT_PROVIDER: "stripe",
      STRIPE_SECRET_KEY: "sk_test_abc123",
      STRIPE_WEBHOOK_SECRET: "whsec_abc123",
      PUBLIC_URL: "https://ship.example/",
    };
    expect(loadConfig(stripe).payment).toMatchObject({
      provider: "stripe",
      stripe: {
        secretKey: "sk_test_abc123",
        webhookSecret: "whsec_abc123",
        apiUrl: undefined,
        publicUrl: "https://ship.example",
      },
    });
    expect(() => loadConfig({ ...stripe, STRIPE_WEBHOOK_SECRET: undefined })).toThrow(
      /STRIPE_WEBHOOK_SECRET: required with PAYMENT_PROVIDER=stripe/,
    );
    expect(() => loadConfig({ ...stripe, PUBLIC_URL: undefined })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ ...stripe, NODE_ENV: "production" })).toThrow(/PAYMENT_URL_KEY/);
    expect(() => loadConfig({ ...stripe, STRIPE_SECRET_KEY: "pk_test_public" })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => loadConfig({ ...stripe, STRIPE_WEBHOOK_SECRET: "secret" })).toThrow(/STRIPE_WEBHOOK_SECRET/);
  });

  it("refuses a short secret and a key that is not 32 bytes", () => {
    expect(() => loadConfig({ PAYMENT_NOTIFY_SECRET: "short" })).toThrow(/PAYMENT_NOTIFY_SECRET/);
    expect(() => loadConfig({ PAYMENT_URL_KEY: "c2hvcnQ=" })).toThrow(/PAYMENT_URL_KEY/);
  });
});
