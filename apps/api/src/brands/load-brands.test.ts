import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadBrands } from "./load-brands.ts";

const shipped = path.resolve(import.meta.dirname, "../../../../brands");

function dirWith(files: Record<string, unknown>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "brands-"));
  for (const [name, content] of Object.entries(files)) {
    fs.writeFileSync(path.join(dir, name), typeof content === "string" ? content : JSON.stringify(content));
  }
  return dir;
}

describe("brands", () => {
  it("loads the shipped default and restricted brands", () => {
    const brands = loadBrands(shipped);
    expect(brands.all.map((b) => b.id).sort()).toEqual(["default", "restricted"]);
    const restricted = brands.forHost("restricted.localhost:8080");
    expect(restricted.id).toBe("restricted");
    // Spec §1: the restricted brand's side menu.
    expect(restricted.menu).toEqual([
      "my_account",
      "pre_order",
      "new_shipment",
      "credit_account",
      "settings",
      "my_information",
      "shipping_requirements",
      "terms_of_sale",
    ]);
    for (const hidden of [
      "ship_to_contact",
      "mass_mailing",
      "sending_by_file",
      "my_contacts",
      "sub_account",
      "help",
    ]) {
      expect(restricted.menu).not.toContain(hidden);
    }
    expect(restricted.shipping_factory).toBe(true);
    expect(brands.forHost("unknown.example").id).toBe("default");
    expect(brands.forHost(undefined).id).toBe("default");
  });

  it("lets BRAND pin one brand whatever the host", () => {
    expect(loadBrands(shipped, "restricted").forHost("localhost").id).toBe("restricted");
    expect(() => loadBrands(shipped, "nope")).toThrow(/BRAND=nope: no such brand/);
  });

  it("names the file and the field of every mistake", () => {
    const base = JSON.parse(fs.readFileSync(path.join(shipped, "default.json"), "utf8"));
    const dir = dirWith({
      "default.json": { ...base, currency: "GBP", colors: { primary: "blue", secondary: "#000000" } },
      "broken.json": "{ not json",
    });
    let message = "";
    try {
      loadBrands(dir);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain("default.json: currency:");
    expect(message).toContain("default.json: colors.primary: a colour like #1c7ed6");
    expect(message).toContain("broken.json: not valid JSON");
    expect(message).toContain('a brand with id "default" is required');
  });

  it("requires the invoices' seller on the default brand", () => {
    const { seller: _seller, ...base } = JSON.parse(
      fs.readFileSync(path.join(shipped, "default.json"), "utf8"),
    );
    expect(() => loadBrands(dirWith({ "default.json": base }))).toThrow(
      /default\.json: seller \(the invoices' seller\) is required/,
    );
  });
});
