import { describe, expect, it } from "vitest";
import { redactUrl } from "./redact-url.ts";

const TOKEN = "AbCdEfGhIjKlMnOpQrStUv";

describe("redactUrl: what the request log may show", () => {
  it("hides a route's token parameters and keeps the rest", () => {
    expect(redactUrl(`/api/v4/settings/user/${TOKEN}?lang=en`, "/api/v4/settings/user/:token")).toBe(
      "/api/v4/settings/user/[redacted]?lang=en",
    );
    expect(redactUrl(`/api/v4/login/${TOKEN}`, "/api/v4/login/:token")).toBe("/api/v4/login/[redacted]");
    expect(redactUrl("/api/v4/settings/shipment/42", "/api/v4/settings/shipment/:id")).toBe(
      "/api/v4/settings/shipment/42",
    );
  });

  it("hides secret query values: the single sign-on return's code and state", () => {
    expect(redactUrl("/loginSSO?code=abc&state=def&lang=fr")).toBe(
      "/loginSSO?code=[redacted]&state=[redacted]&lang=fr",
    );
  });

  it("hides long random segments of an unrouted URL", () => {
    expect(redactUrl(`/api/v4/nowhere/${TOKEN}/x`)).toBe("/api/v4/nowhere/[redacted]/x");
  });
});
