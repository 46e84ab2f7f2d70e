import { describe, expect, it } from "vitest";
import { nestKeys } from "./nest-keys.ts";

describe("nestKeys", () => {
  it("splits dotted codes into nested keys", () => {
    expect(nestKeys({ "auth.incorrect_login": "A", "auth.too_many_attempts": "B", internal: "C" })).toEqual({
      auth: { incorrect_login: "A", too_many_attempts: "B" },
      internal: "C",
    });
  });

  it("refuses a code that is also a prefix of another", () => {
    expect(() => nestKeys({ auth: "A", "auth.x": "B" })).toThrow();
  });
});
