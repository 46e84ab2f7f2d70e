import type { TMassMailingSettingsInput } from "@ship/contracts";
import { contactDuplicateKey } from "@ship/domain";
import { IN_TWO_DAYS, type TTestApp } from "../../testing/journey.ts";

/** What the mass mailing's integration tests share: contacts in real French towns, the settings. */

/** Towns the offline city index knows (postcode, town). */
const TOWNS = [
  ["75011", "Paris"],
  ["13001", "Marseille"],
  ["69003", "Lyon"],
  ["31000", "Toulouse"],
  ["33000", "Bordeaux"],
  ["44000", "Nantes"],
  ["67000", "Strasbourg"],
  ["59000", "Lille"],
  ["35000", "Rennes"],
  ["06000", "Nice"],
] as const;

export const SENDER = {
  name: "Boutique Test",
  company: "Boutique Test SARL",
  phone: "+33 6 12 34 56 78",
  email: "shop@example.com",
  address1: "1 rue de la Roquette",
  country_code: "FR",
  postcode: "75011",
  city: "Paris",
  pro: 1 as const,
};

export function settings(overrides: Partial<TMassMailingSettingsInput> = {}): TMassMailingSettingsInput {
  return {
    parcels: [{ number: 1, weight: "2.5", x: 30, y: 20, z: 10 }],
    content: "Books",
    value: "49.90",
    shipment_date: IN_TWO_DAYS,
    shipping_method: "dropoff",
    sender: SENDER,
    ...overrides,
  };
}

/** `count` contacts of the user, each in one of the known towns (cycling), named Recipient 1..n. */
export async function insertContacts(t: Pick<TTestApp, "db">, userId: number, count: number, first = 1) {
  const country = await t.db
    .selectFrom("countries")
    .select("id")
    .where("code", "=", "FR")
    .executeTakeFirstOrThrow();
  const rows = Array.from({ length: count }, (_, index) => {
    const n = first + index;
    const [postcode, city] = TOWNS[(n - 1) % TOWNS.length] ?? TOWNS[0];
    const contact = {
      company: "",
      lastname: `Recipient ${n}`,
      phone: "+33 6 00 00 00 00",
      email: `recipient${n}@example.com`,
      address1: `${n} rue du Test`,
      postcode,
      city,
    };
    return {
      ...contact,
      user_id: userId,
      country_id: country.id,
      duplicate_key: contactDuplicateKey(contact),
    };
  });
  const inserted = await t.db.insertInto("contacts").values(rows).returning("id").execute();
  return inserted.map((row) => row.id);
}
