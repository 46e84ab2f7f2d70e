import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createTransactionTokens } from "./transaction-token.ts";

const tokens = createTransactionTokens(randomBytes(32));
const binding = { transactionId: randomBytes(16).toString("base64url"), shipmentId: "shp_123", userId: 42 };

describe("crypted transaction ids", () => {
  it("open to the transaction they were made for, and only to it", () => {
    const token = tokens.seal(binding);
    expect(token).toMatch(/^[A-Za-z0-9_-]{76}$/);
    const opened = tokens.open(token);
    expect(opened?.transactionId).toBe(binding.transactionId);
    expect(opened?.isBoundTo(binding)).toBe(true);
    expect(opened?.isBoundTo({ ...binding, shipmentId: "shp_124" })).toBe(false);
    expect(opened?.isBoundTo({ ...binding, userId: null })).toBe(false);
    expect(opened?.isBoundTo({ ...binding, userId: 43 })).toBe(false);
  });

  it("never reveal the id and differ each time", () => {
    const first = tokens.seal(binding);
    expect(first).not.toContain(binding.transactionId);
    expect(tokens.seal(binding)).not.toBe(first);
  });

  it("refuse every changed character, a truncated token and another key's token", () => {
    const token = tokens.seal(binding);
    for (let at = 0; at < token.length; at += 1) {
      const replacement = token[at] === "A" ? "B" : "A";
      expect(
        tokens.open(`${token.slice(0, at)}${replacement}${token.slice(at + 1)}`),
        `index ${at}`,
      ).toBeUndefined();
    }
    expect(tokens.open(token.slice(0, -2))).toBeUndefined();
    expect(createTransactionTokens(randomBytes(32)).open(token)).toBeUndefined();
  });
});
