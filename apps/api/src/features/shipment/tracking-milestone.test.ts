import { describe, expect, it } from "vitest";
import { latestMilestone, recipientLang } from "./tracking-milestone.ts";

const event = (date: string, key: string) => ({
  date,
  description: { key: `tracking.${key}`, params: {} },
  location: "13001 Marseille, FR",
});

describe("latestMilestone", () => {
  it("is the newest milestone event, whatever order the carrier lists them in", () => {
    const events = [
      event("2026-11-27T08:00:00Z", "pickuped"),
      event("2026-11-28T15:00:00Z", "delivered"),
      event("2026-11-27T12:00:00Z", "in_transit"),
    ];
    expect(latestMilestone(events)?.milestone).toBe("delivered");
    expect(latestMilestone(events)?.event.date).toBe("2026-11-28T15:00:00Z");
  });

  it("tells a carrier's exception; creation, validation and cancellation are no milestone", () => {
    expect(
      latestMilestone([
        event("2026-11-28T09:00:00Z", "exception"),
        event("2026-11-27T12:00:00Z", "in_transit"),
      ])?.milestone,
    ).toBe("exception");
    expect(
      latestMilestone([
        event("2026-11-26T09:00:00Z", "validated"),
        event("2026-11-26T10:00:00Z", "cancelled"),
      ]),
    ).toBeUndefined();
  });
});

describe("recipientLang", () => {
  it("is the recipient country's language when it is French or Spanish, else the order's", () => {
    expect(recipientLang("FR", "en")).toBe("fr");
    expect(recipientLang("RE", "es")).toBe("fr");
    expect(recipientLang("ES", "fr")).toBe("es");
    expect(recipientLang("MX", "en")).toBe("es");
    // Several languages: the country says nothing of the recipient's.
    expect(recipientLang("BE", "en")).toBe("en");
    expect(recipientLang("DE", "es")).toBe("es");
  });
});
