import type { TContact } from "@ship/contracts";
import { describe, expect, it } from "vitest";
import { pageOf, searchContacts, sortContacts } from "./address-book-view.ts";

const contact = (id: number, lastname: string, fields: Partial<TContact> = {}): TContact => ({
  id,
  company_or_name: fields.company || lastname,
  fullname: lastname,
  company: "",
  lastname,
  phone: "+33612345678",
  email: `${lastname.toLowerCase()}@example.test`,
  address1: "1 rue Haute",
  address2: "",
  address3: "",
  country_id: 250,
  country_code: "FR",
  country_name: "France",
  postcode: "75001",
  city: "Paris",
  state: "",
  customer_code: "",
  notes: "",
  pro: 0,
  ...fields,
});

const book = [
  contact(1, "Zoé", { city: "Évian", postcode: "74500" }),
  contact(2, "Adam", { company: "Zèbre SA", city: "Lyon" }),
  contact(3, "émile", { city: "Nantes", postcode: "44000" }),
];

describe("the address book modal's client-side list", () => {
  it("searches from 2 characters, ignoring case and accents", () => {
    expect(searchContacts(book, "e")).toHaveLength(3);
    expect(searchContacts(book, "EVI").map((c) => c.id)).toEqual([1]);
    expect(searchContacts(book, "zebre").map((c) => c.id)).toEqual([2]);
    expect(searchContacts(book, " 440 ").map((c) => c.id)).toEqual([3]);
  });

  it("sorts by a column either way, accents aside", () => {
    expect(sortContacts(book, { column: "company_or_name", order: "asc" }).map((c) => c.id)).toEqual([
      3, 2, 1,
    ]);
    expect(sortContacts(book, { column: "city", order: "desc" }).map((c) => c.city)).toEqual([
      "Nantes",
      "Lyon",
      "Évian",
    ]);
  });

  it("pages rows, keeping the page inside the list", () => {
    const rows = Array.from({ length: 23 }, (_, i) => i);
    expect(pageOf(rows, 3, 10)).toEqual({ rows: [20, 21, 22], pages: 3 });
    expect(pageOf(rows, 9, 10).rows).toEqual([20, 21, 22]);
    expect(pageOf([], 1, 15)).toEqual({ rows: [], pages: 1 });
  });
});
