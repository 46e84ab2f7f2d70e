import { carriersEndpoint, countriesEndpoint, countryStatesEndpoint } from "@ship/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../testing/call.ts";
import { createTestApp } from "../../testing/test-app.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("reference data", () => {
  it("lists the nine carriers with logos", async () => {
    const body = (await call(t, carriersEndpoint, {})).success();
    expect(body.data.map((c) => c.code).sort()).toEqual([
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
    const fr = (await call(t, countriesEndpoint, {}, { headers: { "accept-language": "fr" } })).success();
    expect(fr.data.length).toBeGreaterThan(240);
    expect(fr.data.length).toBeLessThanOrEqual(250);
    expect(fr.data.find((c) => c.code === "DE")).toMatchObject({
      name: "Allemagne",
      id: 276,
      lang_id: 2,
    });
    const names = fr.data.map((c) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator("fr").compare));
    const es = (await call(t, countriesEndpoint, { query: { lang: "es" } })).success();
    expect(es.data.find((c) => c.code === "DE")).toMatchObject({
      name: "Alemania",
      lang_id: 4,
    });
    const en = (await call(t, countriesEndpoint, {}, { headers: { "accept-language": "en-GB" } })).success();
    expect(en.data.find((c) => c.code === "FR")).toMatchObject({
      id: 250,
      name: "France",
      lang_id: 1,
    });
  });

  it("lists states of a country that needs them, none for France, 404 for an unknown country", async () => {
    const states = (countryId: number) =>
      call(t, countryStatesEndpoint, { params: { country_id: countryId } });
    const us = (await states(840)).success();
    expect(us.data.length).toBeGreaterThanOrEqual(50);
    expect(us.data.map((state) => state.code)).toContain("CA");
    expect((await states(250)).success()).toEqual({ success: true, data: [] });
    const unknown = await states(999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.failure().errors[0]).toMatchObject({ code: "country.not_found", field: "country_id" });
  });
});
