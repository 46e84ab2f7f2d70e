import type { TContact, TCountry } from "@ship/contracts";
import { describe, expect, it } from "vitest";
import { contactSchema, contactValues, emptyContact } from "./contact-form-values.ts";

const france: TCountry = {
  id: 250,
  code: "FR",
  name: "France",
  lang_id: 1,
  has_states: false,
  has_postcode: true,
};
const usa: TCountry = {
  id: 840,
  code: "US",
  name: "United States",
  lang_id: 1,
  has_states: true,
  has_postcode: true,
};

const paths = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  (result.error?.issues ?? []).map((issue) => issue.path.join("."));

describe("the contact form's check (the API's: contract, then checkContact with the country)", () => {
  const filled = {
    ...emptyContact([france]),
    lastname: "Roux",
    phone: "+33612345678",
    email: "r@x.test",
    address1: "1 rue",
    city: "Paris",
  };

  it("starts a new contact in France and asks the postcode France uses, in its format", () => {
    expect(emptyContact([usa, france]).country_id).toBe(250);
    const schema = contactSchema({ country: france, states: undefined });
    expect(paths(schema.safeParse(filled))).toEqual(["postcode"]);
    expect(paths(schema.safeParse({ ...filled, postcode: "33" }))).toEqual(["postcode"]);
    expect(schema.safeParse({ ...filled, postcode: "33000" }).success).toBe(true);
  });

  it("asks a state of the country's list once the list is there, and leaves it to the API before", () => {
    const us = { ...filled, country_id: 840, postcode: "10001", phone: "+12125550100" };
    expect(contactSchema({ country: usa, states: undefined }).safeParse(us).success).toBe(true);
    const withStates = contactSchema({ country: usa, states: [{ code: "NY" }, { code: "CA" }] });
    expect(paths(withStates.safeParse(us))).toEqual(["state"]);
    expect(paths(withStates.safeParse({ ...us, state: "ZZ" }))).toEqual(["state"]);
    expect(withStates.safeParse({ ...us, state: "ny" }).success).toBe(true);
  });

  it("edits a contact with the fields the API takes, nothing it would refuse as unknown", () => {
    const contact = {
      ...filled,
      id: 7,
      company_or_name: "Roux",
      fullname: "Roux",
      country_code: "FR",
      country_name: "France",
    } as TContact;
    const values = contactValues(contact);
    expect(Object.keys(values).sort()).toEqual(Object.keys(filled).sort());
  });
});
