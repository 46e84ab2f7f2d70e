import type { TAccountSettings, TContact, TCountry } from "@ship/contracts";
import { describe, expect, it } from "vitest";
import { createDefaultQuote } from "../../components/quote-form/quote-form-values.ts";
import {
  placeApiField,
  readDraft,
  senderFromAccount,
  summaryOf,
  type TShipToContactDraft,
  toShipToContactBody,
} from "./ship-to-contact-values.ts";

const louis: TContact = {
  id: 7,
  company_or_name: "Durand SARL",
  fullname: "Louis Durand",
  company: "Durand SARL",
  lastname: "Louis Durand",
  phone: "+33 6 98 76 54 32",
  email: "louis@example.test",
  address1: "3 La Canebière",
  address2: "",
  address3: "",
  country_id: 250,
  country_code: "FR",
  country_name: "France",
  postcode: "13001",
  city: "Marseille",
  state: "",
  customer_code: "",
  notes: "",
  pro: 1,
};
const france = {
  id: 250,
  code: "FR",
  name: "France",
  lang_id: 1,
  has_states: false,
  has_postcode: true,
} as TCountry;
const account = {
  email: "camille@example.test",
  address: {
    company: "",
    lastname: "Camille Martin",
    phone: "+33 6 12 34 56 78",
    address1: "12 rue de la Roquette",
    address2: "",
    address3: "",
    country_id: 250,
    postcode: "75011",
    city: "Paris",
  },
} as TAccountSettings;

describe("the ship-to-contact page's values", () => {
  it("starts the sender from the account's address (spec §2), none without an address", () => {
    expect(senderFromAccount(account, [france])).toEqual({
      kind: "typed",
      address: {
        company: "",
        name: "Camille Martin",
        phone: "+33 6 12 34 56 78",
        email: "camille@example.test",
        address1: "12 rue de la Roquette",
        address2: "",
        address3: "",
        country_code: "FR",
        postcode: "75011",
        city: "Paris",
        pro: 0,
      },
    });
    expect(senderFromAccount({ ...account, address: null }, [france])).toBeNull();
  });

  it("summarises a contact with its company and name", () => {
    expect(summaryOf(louis)).toMatchObject({ name: "Durand SARL, Louis Durand", place: "13001 Marseille" });
  });

  it("sends the recipient's id, the sender picked or typed, the parcels and the info as typed", () => {
    const quote = createDefaultQuote("2026-03-10");
    quote.parcels = [{ number: "1", weight: " 2,5 ", x: "30", y: "20", z: "10" }];
    const info = {
      reason: "gift",
      content: "Books",
      value: " 120 ",
      currency: "EUR" as const,
      insurance: 1 as const,
      duties: [{ desc: "Shirts", country: "FR", qty: 2, unit_price: " 12,50 ", currency: "EUR" as const }],
    };
    const typed = senderFromAccount(account, [france]);
    if (!typed) throw new Error("no sender");
    const body = toShipToContactBody({ sender: typed, recipient: louis, quote, info }, "EUR", false);
    expect(body).toEqual({
      recipient_id: 7,
      sender: typed.kind === "typed" ? typed.address : undefined,
      shipment: {
        parcels: [{ number: "1", weight: "2,5", x: "30", y: "20", z: "10" }],
        unit: "fr",
        shipment_date: "2026-03-10",
        shipment_type: 2,
        stackable: 0,
        currency: "EUR",
      },
      // Paris -> Marseille needs no customs: the goods rows are not sent.
      info: { reason: "gift", content: "Books", value: "120", currency: "EUR", insurance: 1 },
    });
    const abroad = toShipToContactBody({ sender: typed, recipient: louis, quote, info }, "EUR", true);
    expect(abroad.info.duties).toEqual([
      { desc: "Shirts", country: "FR", qty: 2, unit_price: "12,50", currency: "EUR" },
    ]);
    const picked = toShipToContactBody(
      { sender: { kind: "contact", contact: louis }, recipient: louis, quote, info },
      "EUR",
      false,
    );
    expect(picked).toMatchObject({ sender_id: 7 });
    expect(picked).not.toHaveProperty("sender");
  });

  it("puts each API field error on its part of the page", () => {
    expect(placeApiField("recipient_id")).toEqual({ part: "recipient", path: "" });
    expect(placeApiField("sender_id")).toEqual({ part: "sender", path: "" });
    expect(placeApiField("sender.phone")).toEqual({ part: "sender", path: "phone" });
    expect(placeApiField("info.value")).toEqual({ part: "info", path: "value" });
    expect(placeApiField("shipment.parcels.0.weight")).toEqual({ part: "quote", path: "parcels.0.weight" });
    expect(placeApiField("shipment.shipment_date")).toEqual({ part: "quote", path: "shipment_date" });
    expect(placeApiField("shipment.currency")).toBeNull();
  });

  it("reads a stored draft with a past collection date as today, and without goods rows as none", () => {
    // A draft kept before the page had the customs table: its info has no goods rows.
    const stored = {
      sender: null,
      recipient: louis,
      quote: createDefaultQuote("2026-03-01"),
      info: { reason: "gift", content: "", value: "" },
    } as unknown as TShipToContactDraft;
    const draft = readDraft(stored, "2026-03-10");
    expect(draft.quote.shipment_date).toBe("2026-03-10");
    expect(draft.recipient?.id).toBe(7);
    expect(draft.info.duties).toEqual([]);
    expect(readDraft(null, "2026-03-10").recipient).toBeNull();
  });
});
