import { describe, expect, it } from "vitest";
import { checkContact, contactDuplicateKey } from "./contact.ts";
import type { TContactFields } from "./contact-limits.ts";

const france = { code: "FR", has_postcode: true, states: null };
const us = { code: "US", has_postcode: true, states: ["CA", "NY"] };
const hongKong = { code: "HK", has_postcode: false, states: null };
const fields: TContactFields = {
  company: "",
  lastname: "Martin",
  phone: "+33 6 12 34 56 78",
  email: "martin@example.test",
  address1: "1 rue de la Paix",
  address2: "",
  address3: "",
  country_id: 250,
  postcode: "75002",
  city: "Paris",
  state: "",
  customer_code: "",
  notes: "",
  pro: 0,
};

describe("checkContact (spec §5 contact form)", () => {
  it("accepts a complete French contact", () => {
    expect(checkContact(fields, france)).toEqual([]);
  });

  it("asks a postcode when the country uses one, in its format", () => {
    expect(checkContact({ ...fields, postcode: "" }, france)).toEqual([
      { code: "validation.required", path: ["postcode"] },
    ]);
    expect(checkContact({ ...fields, postcode: "7500" }, france)).toEqual([
      { code: "order.postcode_invalid", path: ["postcode"] },
    ]);
    expect(checkContact({ ...fields, postcode: "", phone: "+852 2123 4567" }, hongKong)).toEqual([]);
  });

  it("refuses a phone that is not valid for the country", () => {
    expect(checkContact({ ...fields, phone: "12" }, france)).toEqual([
      { code: "account.invalid_phone", path: ["phone"] },
    ]);
  });

  it("asks a state of the list for countries with states", () => {
    const american = { ...fields, phone: "+1 212 555 0100", postcode: "10001" };
    expect(checkContact(american, us)).toEqual([{ code: "validation.required", path: ["state"] }]);
    expect(checkContact({ ...american, state: "ZZ" }, us)).toEqual([
      { code: "contact.state_unknown", path: ["state"] },
    ]);
    expect(checkContact({ ...american, state: "ny" }, us)).toEqual([]);
  });

  it("refuses an unknown country", () => {
    expect(checkContact(fields, null)).toEqual([{ code: "contact.country_unknown", path: ["country_id"] }]);
  });
});

describe("contactDuplicateKey", () => {
  it("ignores case, accents and spacing of name, postcode and first line", () => {
    const a = contactDuplicateKey({
      lastname: "Élodie  Dupré",
      postcode: "75 002",
      address1: "1, rue de la Paix",
    });
    const b = contactDuplicateKey({
      lastname: "elodie dupre",
      postcode: "75002",
      address1: "1 RUE DE LA PAIX",
    });
    expect(a).toBe(b);
    expect(
      contactDuplicateKey({ lastname: "Other", postcode: "75002", address1: "1 rue de la Paix" }),
    ).not.toBe(a);
  });
});
