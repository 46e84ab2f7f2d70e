import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createSecretSeal } from "./secret-seal.ts";

describe("store secrets at rest", () => {
  it("seals a secret so that only the same key opens it, and each seal differs", () => {
    const seal = createSecretSeal(randomBytes(32));
    const sealed = seal.seal("shopify-secret");
    expect(sealed).toMatch(/^s1:[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain("shopify-secret");
    expect(seal.seal("shopify-secret")).not.toBe(sealed);
    expect(seal.open(sealed)).toBe("shopify-secret");
    expect(() => createSecretSeal(randomBytes(32)).open(sealed)).toThrow();
    // One character of the IV changed (the middle of the text: every bit of it counts).
    const tampered = `${sealed.slice(0, 10)}${sealed[10] === "A" ? "B" : "A"}${sealed.slice(11)}`;
    expect(() => seal.open(tampered)).toThrow();
  });
});
