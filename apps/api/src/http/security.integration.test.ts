import type { AddressInfo } from "node:net";
import { connect } from "node:net";
import {
  carriersEndpoint,
  healthEndpoint,
  loginEndpoint,
  loginLookupEndpoint,
  logoutEndpoint,
  sessionEndpoint,
} from "@ship/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_USERS } from "../seed/demo-users.ts";
import { call } from "../testing/call.ts";
import { loginAs } from "../testing/login.ts";
import { createTestApp, sessionCookieOf } from "../testing/test-app.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const credentials = { login: DEMO_USERS[0].email, password: DEMO_USERS[0].password };

describe("HTTP hardening", () => {
  it("refuses state-changing requests from another site", async () => {
    const crossSite = await call(
      t,
      loginEndpoint,
      { body: credentials },
      { headers: { "sec-fetch-site": "cross-site", "accept-language": "en" } },
    );
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json().errors[0]).toMatchObject({ code: "request.cross_site" });
    const foreignOrigin = await call(
      t,
      logoutEndpoint,
      { body: {} },
      { headers: { origin: "https://evil.example", host: "localhost:8080" } },
    );
    expect(foreignOrigin.statusCode).toBe(403);
    const sameOrigin = await call(
      t,
      loginEndpoint,
      { body: credentials },
      {
        headers: { origin: "http://localhost:8080", host: "localhost:8080", "sec-fetch-site": "same-origin" },
      },
    );
    expect(sameOrigin.statusCode).toBe(200);
  });

  it("accepts a same-origin form whose Origin is opaque, refuses an opaque Origin alone", async () => {
    // Under Referrer-Policy: no-referrer, Chromium posts a same-origin HTML form with
    // "Origin: null"; Sec-Fetch-Site, which page scripts cannot write, says it is this site.
    const login = (headers: Record<string, string>) =>
      call(t, loginEndpoint, { body: credentials }, { headers: { host: "localhost:8080", ...headers } });
    expect((await login({ origin: "null", "sec-fetch-site": "same-origin" })).statusCode).toBe(200);
    const opaque = await login({ origin: "null" });
    expect(opaque.statusCode).toBe(403);
    expect(opaque.json().errors[0].code).toBe("request.cross_site");
    const spoofed = await login({ origin: "http://localhost:8080", "sec-fetch-site": "cross-site" });
    expect(spoofed.statusCode).toBe(403);
  });

  it("sends security headers and a request id", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/v4/carriers" });
    expect(response.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    // Framing refused both ways, in agreement with frame-ancestors 'none'.
    expect(response.headers["x-frame-options"]).toBe("DENY");
    expect(response.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    // The web app uses none of these browser features (no geolocation, camera, in-page payment ...).
    const policy = response.headers["permissions-policy"];
    for (const feature of ["camera=()", "microphone=()", "geolocation=()", "payment=()", "usb=()"]) {
      expect(policy).toContain(feature);
    }
    expect(response.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    const echoed = await t.app.inject({
      method: "GET",
      url: "/api/v4/carriers",
      headers: { "x-request-id": "abc12345" },
    });
    expect(echoed.headers["x-request-id"]).toBe("abc12345");
  });

  it("answers unknown routes with the envelope, 404", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/v4/nope",
      headers: { "accept-language": "es" },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      success: false,
      message: "No se ha encontrado ningún resultado.",
    });
  });

  it("reports health with a database check, and Prometheus metrics", async () => {
    const health = await call(t, healthEndpoint, {});
    expect(health.success()).toEqual({ status: "ok", database: "ok" });
    const metrics = await t.app.inject({ method: "GET", url: "/metrics" });
    expect(metrics.headers["content-type"]).toContain("text/plain");
    expect(metrics.body).toContain("http_request_duration_seconds_bucket");
    expect(metrics.body).toContain("process_cpu_user_seconds_total");
  });

  it("documents every route in OpenAPI and serves the reference page", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    for (const path of [
      "/api/v4/session",
      "/api/v4/login",
      "/api/v4/login/{token}",
      "/api/v4/logout",
      "/api/v4/countries",
      "/api/v4/countries/states/{country_id}",
      "/api/v4/carriers",
      "/api/v4/brand",
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
    expect(
      doc.paths["/api/v4/login"].post.requestBody.content["application/json"].schema.properties.login
        .maxLength,
    ).toBe(100);
    const page = await t.app.inject({ method: "GET", url: "/api/docs/" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("swagger");
  });

  it("refuses a cross-site logout whatever the form of the request target (real socket)", async () => {
    const token = await loginAs(t, credentials.login, credentials.password);
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = t.app.server.address() as AddressInfo;
    for (const target of [
      `http://127.0.0.1:${port}/api/v4/logout`,
      "//api/v4/logout",
      "/api/v4/../v4/logout",
    ]) {
      const answer = await rawRequest(
        port,
        [
          `POST ${target} HTTP/1.1`,
          `Host: 127.0.0.1:${port}`,
          "Origin: https://evil.example",
          "Sec-Fetch-Site: cross-site",
          "Content-Type: application/json",
          `Cookie: PHPSESSID=${token}`,
          "Content-Length: 2",
          "Connection: close",
          "",
          "{}",
        ].join("\r\n"),
      );
      expect(answer.split("\r\n")[0], target).toBe("HTTP/1.1 403 Forbidden");
      expect(answer, target).toContain('"code":"request.cross_site"');
    }
    // Nothing was done on the user's behalf: the session is still logged in.
    const session = await call(t, loginLookupEndpoint, {}, { cookie: token });
    expect(session.success().user).toMatchObject({ email: credentials.login });
  });

  it("answers malformed and over-long URLs with the translated envelope", async () => {
    const badUrl = await t.app.inject({
      method: "GET",
      url: "/api/v4/%",
      headers: { "accept-language": "es" },
    });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json()).toMatchObject({
      success: false,
      errors: [{ code: "request.invalid_url", message: "Esta dirección no es válida." }],
    });
    const longParam = await t.app.inject({
      method: "GET",
      url: `/api/v4/countries/states/${"1".repeat(600)}`,
      headers: { "accept-language": "en" },
    });
    expect(longParam.statusCode).toBe(414);
    expect(longParam.json()).toMatchObject({
      success: false,
      errors: [{ code: "request.url_too_long", message: "This address is too long." }],
    });
    expect(longParam.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("tells caches not to store any API answer", async () => {
    const login = await call(t, loginEndpoint, { body: credentials });
    const token = sessionCookieOf(login) ?? "";
    expect(login.headers["cache-control"]).toBe("no-store");
    for (const endpoint of [sessionEndpoint, loginLookupEndpoint, carriersEndpoint]) {
      const response = await call(t, endpoint, {}, { cookie: token });
      expect(response.headers["cache-control"], endpoint.path).toBe("no-store");
    }
    // An unknown path too: the 404 is an API answer.
    const unknown = await t.app.inject({ method: "GET", url: "/api/v4/nope", cookies: { PHPSESSID: token } });
    expect(unknown.headers["cache-control"]).toBe("no-store");
  });
});

describe("metrics in production", () => {
  it("does not serve /metrics without METRICS_TOKEN", async () => {
    const production = await createTestApp({ NODE_ENV: "production", PUBLIC_URL: "https://ship.example" });
    try {
      const metrics = await production.app.inject({ method: "GET", url: "/metrics" });
      expect(metrics.statusCode).toBe(404);
      expect(metrics.body).not.toContain("process_cpu_user_seconds_total");
    } finally {
      await production.close();
    }
  });

  it("serves /metrics to the bearer of METRICS_TOKEN only", async () => {
    const secret = "m".repeat(40);
    const production = await createTestApp({
      NODE_ENV: "production",
      PUBLIC_URL: "https://ship.example",
      METRICS_TOKEN: secret,
    });
    try {
      for (const authorization of [undefined, "Bearer wrong", `Basic ${secret}`]) {
        const refused = await production.app.inject({
          method: "GET",
          url: "/metrics",
          headers: authorization ? { authorization } : {},
        });
        expect(refused.statusCode, authorization).toBe(401);
        expect(refused.body).not.toContain("process_cpu_user_seconds_total");
      }
      const served = await production.app.inject({
        method: "GET",
        url: "/metrics",
        headers: { authorization: `Bearer ${secret}` },
      });
      expect(served.statusCode).toBe(200);
      expect(served.body).toContain("process_cpu_user_seconds_total");
    } finally {
      await production.close();
    }
  });
});

/** Writes a raw HTTP request (any request target) and reads the whole answer. */
function rawRequest(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(text));
    let answer = "";
    socket.on("data", (chunk) => {
      answer += chunk.toString("utf8");
    });
    socket.on("end", () => resolve(answer));
    socket.on("error", reject);
  });
}
