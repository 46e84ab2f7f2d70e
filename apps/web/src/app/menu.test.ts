import { MENU_ENTRIES, type TMenuEntry } from "@ship/contracts";
import { describe, expect, it } from "vitest";
import restricted from "../../../../brands/restricted.json";
import { isPageRegistered, REGISTER_PATH, REGISTERED_PAGES } from "../lib/page-paths.ts";
import { getVisibleMenuItems, MENU_ITEMS } from "./menu.ts";
import { APP_ROUTES } from "./routes.ts";

const ids = (items: { id: string }[]) => items.map((item) => item.id);

describe("menu registry", () => {
  it("describes every menu entry a brand can enable, in the contract's order", () => {
    expect(Object.keys(MENU_ITEMS)).toEqual([...MENU_ENTRIES]);
  });

  it("opens the mass mailing's upload path from 'Sending by file' (issue 14)", () => {
    expect(MENU_ITEMS.sending_by_file.path).toBe("mass-mailing-upload");
    expect(MENU_ITEMS.mass_mailing.path).toBe("mass-mailing");
    expect(isPageRegistered("mass-mailing-upload")).toBe(true);
  });

  it("marks an entry as needing login exactly when its route does", () => {
    for (const route of APP_ROUTES) {
      const item = Object.values(MENU_ITEMS).find((entry) => route.path.split("/")[0] === entry.path);
      if (item) expect(item.requiresLogin, route.path).toBe(route.requiresLogin);
    }
  });
});

describe("getVisibleMenuItems", () => {
  it("shows only entries whose screen exists, public ones to a visitor", () => {
    const visible = getVisibleMenuItems({ enabled: MENU_ENTRIES, isLoggedIn: false });
    expect(ids(visible)).toEqual(["shipping_requirements", "terms_of_sale", "help"]);
  });

  it("adds the entries that need an account once logged in", () => {
    const visible = getVisibleMenuItems({ enabled: MENU_ENTRIES, isLoggedIn: true });
    expect(ids(visible)).toEqual([
      "my_account",
      "pre_order",
      "new_shipment",
      "ship_to_contact",
      "mass_mailing",
      "sending_by_file",
      "my_contacts",
      "settings",
      "direct_debit",
      "my_information",
      "refer_contacts",
      "loyalty",
      "shipping_requirements",
      "terms_of_sale",
      "help",
      "my_store",
    ]);
  });

  it("shows sub-accounts to a professional account only", () => {
    const pro = getVisibleMenuItems({ enabled: MENU_ENTRIES, isLoggedIn: true, isPro: true });
    expect(ids(pro).slice(0, 8)).toEqual([
      "my_account",
      "pre_order",
      "new_shipment",
      "ship_to_contact",
      "mass_mailing",
      "sending_by_file",
      "my_contacts",
      "sub_account",
    ]);
  });

  it("shows the credit account only when credit_account is 1 (spec §6)", () => {
    const menu = (creditAccount: number) =>
      ids(getVisibleMenuItems({ enabled: MENU_ENTRIES, isLoggedIn: true, creditAccount }));
    expect(menu(1)).toContain("credit_account");
    expect(menu(0)).not.toContain("credit_account");
    expect(menu(2)).not.toContain("credit_account");
  });

  it("hides entries the brand does not enable", () => {
    const visible = getVisibleMenuItems({ enabled: ["my_information", "terms_of_sale"], isLoggedIn: true });
    expect(ids(visible)).toEqual(["my_information", "terms_of_sale"]);
  });

  it("hides My contacts, ship to contact, mass mailing and sending by file in the brand whose menu does not list them (spec §1)", () => {
    const visible = getVisibleMenuItems({ enabled: restricted.menu as TMenuEntry[], isLoggedIn: true });
    expect(ids(visible)).not.toContain("my_contacts");
    expect(ids(visible)).not.toContain("ship_to_contact");
    expect(ids(visible)).not.toContain("mass_mailing");
    expect(ids(visible)).not.toContain("sending_by_file");
    expect(ids(visible)).toContain("my_account");
  });

  it("shows an entry as soon as its route is registered, in registry order", () => {
    const pages = new Set([...REGISTERED_PAGES, "pre-order"]);
    const visible = getVisibleMenuItems({ enabled: MENU_ENTRIES, isLoggedIn: true, registeredPages: pages });
    expect(ids(visible).slice(0, 4)).toEqual(["my_account", "pre_order", "new_shipment", "ship_to_contact"]);
  });

  it("shows the register button only while a register route exists", () => {
    expect(isPageRegistered(REGISTER_PATH)).toBe(true);
    expect(isPageRegistered(REGISTER_PATH, new Set(["index"]))).toBe(false);
  });
});
