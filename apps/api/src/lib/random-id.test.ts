import { describe, expect, it } from "vitest";
import { createRandomId } from "./random-id.ts";

describe("createRandomId", () => {
  it("gives 22 URL-safe characters, never the same twice across pool refills", () => {
    const ids = Array.from({ length: 2000 }, createRandomId);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
