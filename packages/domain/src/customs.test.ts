import { describe, expect, it } from "vitest";
import {
  computeDutiesTotal,
  computeDutyRowTotal,
  dutyThirdPartyOf,
  isPersonalEffectsAbroad,
  needsEei,
  needsPersonalEffectsDeclaration,
} from "./customs.ts";

describe("customs rows (spec §5)", () => {
  it("totals qty x unit price converted to euros (1 USD = 0.9408 EUR)", () => {
    expect(computeDutyRowTotal({ qty: 3, unit_price: 1000, currency: "EUR" })).toBe(3000);
    expect(computeDutyRowTotal({ qty: 2, unit_price: 5000, currency: "USD" })).toBe(9408);
    expect(
      computeDutiesTotal([
        { qty: 1, unit_price: 1000, currency: "EUR" },
        { qty: 2, unit_price: 5000, currency: "USD" },
      ]),
    ).toBe(10408);
    expect(computeDutiesTotal([])).toBe(0);
  });

  it("warns about EEI for US origins of 2,500 dollars or more only", () => {
    const rows = [{ qty: 1, unit_price: 250_000, currency: "USD" as const }];
    expect(needsEei("US", rows)).toBe(true);
    expect(needsEei("US", [{ qty: 1, unit_price: 249_999, currency: "USD" }])).toBe(false);
    expect(needsEei("CA", rows)).toBe(false);
    // 2,352 EUR is 2,500 USD at 0.9408.
    expect(needsEei("us", [{ qty: 2, unit_price: 117_600, currency: "EUR" }])).toBe(true);
  });

  it("lets UPS, and DHL/FEDEX with duty_payment_displayed, bill duties to a third party", () => {
    expect(dutyThirdPartyOf("UPS", 0)).toBe("ups");
    expect(dutyThirdPartyOf("DHL", 0)).toBe("not_allowed");
    expect(dutyThirdPartyOf("DHL", 1)).toBe("account");
    expect(dutyThirdPartyOf("FEDEX", 1)).toBe("account");
    expect(dutyThirdPartyOf("COLISSIMO", 1)).toBe("not_allowed");
  });

  it("treats personal effects to a non-FR destination or Turkey as abroad", () => {
    expect(isPersonalEffectsAbroad("personal_effects", "FR", "DE")).toBe(true);
    expect(isPersonalEffectsAbroad("personal_effects", "TR", "FR")).toBe(true);
    expect(isPersonalEffectsAbroad("personal_effects", "DE", "FR")).toBe(false);
    expect(isPersonalEffectsAbroad("gift", "FR", "DE")).toBe(false);
  });
});

describe("needsPersonalEffectsDeclaration", () => {
  const base = { reason: "personal_effects", fromCountry: "FR", toCountry: "US", currency: "USD" as const };
  it("asks it above $150 for personal effects abroad, the value converted from euros", () => {
    expect(needsPersonalEffectsDeclaration({ ...base, declaredValueCents: 15_001 })).toBe(true);
    expect(needsPersonalEffectsDeclaration({ ...base, declaredValueCents: 15_000 })).toBe(false);
    // 150 EUR is about 159 dollars; 140 EUR about 149.
    expect(needsPersonalEffectsDeclaration({ ...base, currency: "EUR", declaredValueCents: 15_000 })).toBe(
      true,
    );
    expect(needsPersonalEffectsDeclaration({ ...base, currency: "EUR", declaredValueCents: 14_000 })).toBe(
      false,
    );
  });
  it("never for a gift, for personal effects into France, or without a value", () => {
    expect(needsPersonalEffectsDeclaration({ ...base, reason: "gift", declaredValueCents: 90_000 })).toBe(
      false,
    );
    expect(needsPersonalEffectsDeclaration({ ...base, toCountry: "FR", declaredValueCents: 90_000 })).toBe(
      false,
    );
    expect(needsPersonalEffectsDeclaration({ ...base, declaredValueCents: null })).toBe(false);
  });
});
