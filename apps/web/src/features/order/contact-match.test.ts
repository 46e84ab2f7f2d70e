import type { TContact } from "@ship/contracts";
import { describe, expect, it } from "vitest";
import { addressFromContact, matchesRatedEnd, sortByMatch } from "./contact-match.ts";

const contact = (overrides: Partial<TContact> = {}): TContact => ({
  id: 1,
  company_or_name: "Louis Durand",
  fullname: "Louis Durand",
  company: "",
  lastname: "Louis Durand",
  phone: "+33 6 98 76 54 32",
  email: "louis@example.com",
  address1: "3 La Canebière",
  address2: "Bât. B",
  address3: "",
  country_id: 75,
  country_code: "FR",
  country_name: "France",
  postcode: "13001",
  city: "Marseille",
  state: "",
  customer_code: "",
  notes: "",
  pro: 0,
  ...overrides,
});
const marseille = { country_code: "FR", postcode: "13001", city: "Marseille", pro: 0 as const };

describe("a contact on the order form", () => {
  it("fits the rated end with the same country and postcode, whatever the spacing", () => {
    expect(matchesRatedEnd(contact(), marseille)).toBe(true);
    expect(matchesRatedEnd(contact({ postcode: "13 001" }), marseille)).toBe(true);
    expect(matchesRatedEnd(contact({ postcode: "13002" }), marseille)).toBe(false);
    expect(matchesRatedEnd(contact({ country_code: "BE", postcode: "13001" }), marseille)).toBe(false);
    // A town quoted by name only (abroad): any postcode of the country fits.
    expect(
      matchesRatedEnd(contact({ country_code: "GB", postcode: "SW1A 1AA" }), {
        ...marseille,
        country_code: "GB",
        postcode: "",
      }),
    ).toBe(true);
  });

  it("lists the contacts that fit first, the others after, each marked", () => {
    const lyon = contact({ id: 2, postcode: "69003", city: "Lyon" });
    const here = contact({ id: 3 });
    expect(sortByMatch([lyon, here], marseille).map(({ contact: c, matches }) => [c.id, matches])).toEqual([
      [3, true],
      [2, false],
    ]);
  });

  it("fills the block's fields and keeps the rated postcode", () => {
    const blank = {
      company: "",
      name: "",
      phone: "",
      email: "",
      address1: "",
      address2: "",
      address3: "",
      postcode: "13001",
      city: "MARSEILLE",
    };
    expect(addressFromContact(contact({ postcode: "13 001" }), blank)).toEqual({
      company: "",
      name: "Louis Durand",
      phone: "+33 6 98 76 54 32",
      email: "louis@example.com",
      address1: "3 La Canebière",
      address2: "Bât. B",
      address3: "",
      postcode: "13001",
      city: "Marseille",
    });
  });
});
