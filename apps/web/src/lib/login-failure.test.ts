import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { ApiError } from "./api-client.ts";
import { describeLoginFailure } from "./login-failure.ts";

const t = ((key: string) => `[${key}]`) as unknown as TFunction;

describe("describeLoginFailure", () => {
  it("shows the server's translated message for wrong credentials", () => {
    const error = new ApiError(
      401,
      [{ code: "auth.incorrect_login", message: "Identifiant ou mot de passe incorrect" }],
      "x",
    );
    expect(describeLoginFailure(error, t)).toEqual({
      kind: "modal",
      message: "Identifiant ou mot de passe incorrect",
    });
  });

  it("falls back to the catalog's message when the server sent none", () => {
    expect(describeLoginFailure(new ApiError(401, [], ""), t)).toEqual({
      kind: "modal",
      message: "[errors:auth.incorrect_login]",
    });
  });

  it("shows the throttling message in the same modal", () => {
    const error = new ApiError(
      429,
      [{ code: "auth.too_many_attempts", message: "Too many failed attempts.", params: { seconds: 30 } }],
      "Too many failed attempts.",
    );
    expect(describeLoginFailure(error, t)).toEqual({ kind: "modal", message: "Too many failed attempts." });
  });

  it("marks the fields the server rejected", () => {
    const error = new ApiError(
      400,
      [{ code: "validation.too_long", field: "login", message: "Too long" }],
      "There is of fields incorrect",
    );
    expect(describeLoginFailure(error, t)).toEqual({
      kind: "fields",
      errors: [{ field: "login", message: "Too long" }],
    });
  });

  it("gives a generic message when the server cannot be reached", () => {
    expect(describeLoginFailure(new ApiError(0, [], ""), t)).toEqual({
      kind: "modal",
      message: "[errors:internal]",
    });
    expect(describeLoginFailure(new Error("boom"), t)).toEqual({
      kind: "modal",
      message: "[errors:internal]",
    });
  });
});
