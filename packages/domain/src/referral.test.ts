import { describe, expect, it } from "vitest";
import { checkReferralReward, isSameCompany, normalizeCompany, referralValidUntil } from "./referral.ts";

const sponsor = { userId: 1, email: "anne@example.test", company: "Dupont SARL", siret: "12345678900012" };
const sponsored = { userId: 2, email: "bob@example.test" };
const sponsoredAt = new Date("2026-01-15T10:00:00Z");
const paidAt = new Date("2026-03-01T10:00:00Z");

describe("checkReferralReward (spec §5 loyalty terms, §9)", () => {
  it("rewards a different customer who pays within 12 months", () => {
    expect(checkReferralReward({ sponsor, sponsored, sponsoredAt, paidAt })).toBeNull();
    const lastDay = new Date("2027-01-15T10:00:00Z");
    expect(checkReferralReward({ sponsor, sponsored, sponsoredAt, paidAt: lastDay })).toBeNull();
  });

  it("refuses self-sponsoring and the same e-mail", () => {
    expect(
      checkReferralReward({ sponsor, sponsored: { ...sponsored, userId: 1 }, sponsoredAt, paidAt }),
    ).toBe("self");
    const sameEmail = { ...sponsored, email: " ANNE@example.test" };
    expect(checkReferralReward({ sponsor, sponsored: sameEmail, sponsoredAt, paidAt })).toBe("same_email");
  });

  it("refuses the same company by name, SIREN or VAT number", () => {
    for (const other of [
      { company: "DUPONT s.a.r.l." },
      { company: "Other name", siret: "123 456 789 00099" },
      { company: "Other", vatNumber: "fr 12 345678901" },
    ]) {
      const withVat = { ...sponsor, vatNumber: "FR12345678901" };
      expect(
        checkReferralReward({ sponsor: withVat, sponsored: { ...sponsored, ...other }, sponsoredAt, paidAt }),
      ).toBe("same_company");
    }
  });

  it("refuses a first payment more than 12 months after the sponsorship", () => {
    const late = new Date("2027-01-15T10:00:01Z");
    expect(checkReferralReward({ sponsor, sponsored, sponsoredAt, paidAt: late })).toBe("expired");
  });
});

describe("company comparison", () => {
  it("ignores accents, case, punctuation, legal forms and group words", () => {
    expect(normalizeCompany("Société Générale SA")).toBe("societe generale");
    expect(normalizeCompany("Groupe Dupont & Fils")).toBe(normalizeCompany("DUPONT ET FILS SAS"));
  });

  it("compares an identifier only when both sides have it", () => {
    expect(isSameCompany({ userId: 1, email: "a@x.test" }, { userId: 2, email: "b@x.test" })).toBe(false);
    expect(
      isSameCompany(
        { userId: 1, email: "a@x.test", company: "A" },
        { userId: 2, email: "b@x.test", company: "B" },
      ),
    ).toBe(false);
  });

  it("ends a sponsorship 12 months after it was made", () => {
    expect(referralValidUntil(sponsoredAt).toISOString()).toBe("2027-01-15T10:00:00.000Z");
  });
});
