import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../testing/test-app.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("reference data", () => {
  it("lists the nine carriers with logos", async () => {
    const body = (await t.app.inject({ method: "GET", url: "/api/v4/carriers" })).json();
    expect(body.data.map((c: { code: string }) => c.code).sort()).toEqual([
      "CHRONOPOST",
      "COLISSIMO",
      "COURSIER",
      "DHL",
      "DPD",
      "FEDEX",
      "MONDIALRELAY",
      "TNT",
      "UPS",
    ]);
    for (const carrier of body.data) expect(carrier.logo).toMatch(/^\/carriers\/[a-z]+\.svg$/);
  });

  it("names countries in the request's language, sorted, at most 250", async () => {
    const fr = (
      await t.app.inject({ method: "GET", url: "/api/v4/countries", headers: { "accept-language": "fr" } })
    ).json();
    expect(fr.data.length).toBeGreaterThan(240);
    expect(fr.data.length).toBeLessThanOrEqual(250);
    expect(fr.data.find((c: { code: string }) => c.code === "DE")).toMatchObject({
      name: "Allemagne",
      id: 276,
      lang_id: 2,
    });
    const names = fr.data.map((c: { name: string }) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator("fr").compare));
    const es = (await t.app.inject({ method: "GET", url: "/api/v4/countries?lang=es" })).json();
    expect(es.data.find((c: { code: string }) => c.code === "DE")).toMatchObject({
      name: "Alemania",
      lang_id: 4,
    });
    const en = (
      await t.app.inject({ method: "GET", url: "/api/v4/countries", headers: { "accept-language": "en-GB" } })
    ).json();
    expect(en.data.find((c: { code: string }) => c.code === "FR")).toMatchObject({
      id: 250,
      name: "France",
      lang_id: 1,
    });
  });

  it("lists states of a country that needs them, none for France, 404 for an unknown country", async () => {
    const us = (await t.app.inject({ method: "GET", url: "/api/v4/countries/states/840" })).json();
    expect(us.data.length).toBeGreaterThanOrEqual(50);
    expect(us.data.map((s: { code: string }) => s.code)).toContain("CA");
    const fr = (await t.app.inject({ method: "GET", url: "/api/v4/countries/states/250" })).json();
    expect(fr).toEqual({ success: true, data: [] });
    const unknown = await t.app.inject({
      method: "GET",
      url: "/api/v4/countries/states/999",
      headers: { "accept-language": "en" },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0]).toMatchObject({ code: "country.not_found", field: "country_id" });
  });
});
