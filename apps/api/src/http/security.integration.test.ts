import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_USERS } from "../seed/demo-users.ts";
import { createTestApp } from "../testing/test-app.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const credentials = { login: DEMO_USERS[0].email, password: DEMO_USERS[0].password };

describe("HTTP hardening", () => {
  it("refuses state-changing requests from another site", async () => {
    const crossSite = await t.app.inject({
      method: "POST",
      url: "/api/v4/login",
      payload: credentials,
      headers: { "sec-fetch-site": "cross-site", "accept-language": "en" },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json().errors[0]).toMatchObject({ code: "request.cross_site" });
    const foreignOrigin = await t.app.inject({
      method: "POST",
      url: "/api/v4/logout",
      payload: {},
      headers: { origin: "https://evil.example", host: "localhost:8080" },
    });
    expect(foreignOrigin.statusCode).toBe(403);
    const sameOrigin = await t.app.inject({
      method: "POST",
      url: "/api/v4/login",
      payload: credentials,
      headers: { origin: "http://localhost:8080", host: "localhost:8080", "sec-fetch-site": "same-origin" },
    });
    expect(sameOrigin.statusCode).toBe(200);
  });

  it("sends security headers and a request id", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/v4/carriers" });
    expect(response.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["x-frame-options"]).toBe("SAMEORIGIN");
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
    const health = await t.app.inject({ method: "GET", url: "/healthz" });
    expect(health.json()).toEqual({ status: "ok", database: "ok" });
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
});
