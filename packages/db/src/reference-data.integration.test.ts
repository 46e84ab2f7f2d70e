import { CARRIER_CODES } from "@ship/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TTestDatabase } from "./testing.ts";

describe("reference data", () => {
  let database: TTestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it("lists the 249 ISO 3166-1 countries with numeric ids and en/fr/es names", async () => {
    const { db } = database;
    const count = await db
      .selectFrom("countries")
      .select(({ fn }) => fn.countAll().as("count"))
      .executeTakeFirstOrThrow();
    // int8 comes back as a number on both drivers.
    expect(count.count).toBe(249);
    const france = await db
      .selectFrom("countries")
      .selectAll()
      .where("code", "=", "FR")
      .executeTakeFirstOrThrow();
    expect(france).toMatchObject({ id: 250, name_en: "France", name_fr: "France", name_es: "Francia" });
    expect(france).toMatchObject({ has_postcode: true, has_states: false });
    const germany = await db
      .selectFrom("countries")
      .selectAll()
      .where("id", "=", 276)
      .executeTakeFirstOrThrow();
    expect(germany).toMatchObject({ code: "DE", name_fr: "Allemagne", name_es: "Alemania" });
  });

  it("knows which countries have no postcode and which need a state", async () => {
    const rows = await database.db
      .selectFrom("countries")
      .select(["code", "has_postcode", "has_states"])
      .where("code", "in", ["QA", "HK", "US", "IE"])
      .orderBy("code")
      .execute();
    expect(rows).toEqual([
      { code: "HK", has_postcode: false, has_states: false },
      { code: "IE", has_postcode: true, has_states: true },
      { code: "QA", has_postcode: false, has_states: false },
      { code: "US", has_postcode: true, has_states: true },
    ]);
  });

  it("lists the states of the US, provinces of Spain and counties of Ireland", async () => {
    const { db } = database;
    const statesOf = (countryId: number) =>
      db.selectFrom("states").select(["code", "name"]).where("country_id", "=", countryId).execute();
    const us = await statesOf(840);
    expect(us.length).toBeGreaterThanOrEqual(50);
    expect(us).toContainEqual({ code: "CA", name: "California" });
    const spain = await statesOf(724);
    expect(spain).toHaveLength(52);
    expect(spain).toContainEqual({ code: "B", name: "Barcelona" });
    expect(await statesOf(372)).toHaveLength(26);
  });

  it("lists the nine carriers of the spec in order, with their logos", async () => {
    const carriers = await database.db
      .selectFrom("carriers")
      .select(["code", "name", "logo"])
      .orderBy("sort_order")
      .execute();
    // The seed follows the spec's list in @ship/domain, order included.
    expect(carriers.map((carrier) => carrier.code)).toEqual([...CARRIER_CODES]);
    expect(carriers).toContainEqual({
      code: "MONDIALRELAY",
      name: "Mondial Relay",
      logo: "/carriers/mondialrelay.svg",
    });
  });
});
