import { ZLoginBody } from "@ship/contracts";
import i18next from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { loadErrorCatalog } from "./errors-catalog.ts";
import { translateIssue } from "./zod-error-map.ts";

beforeAll(async () => {
  await i18next.init({
    lng: "fr",
    showSupportNotice: false,
    resources: { fr: { errors: await loadErrorCatalog("fr") } },
  });
});

function messages(input: unknown) {
  const result = ZLoginBody.safeParse(input, { error: translateIssue });
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
}

describe("translateIssue", () => {
  it("answers with the API's translated messages", () => {
    expect(messages({ login: "", password: "" })).toEqual({
      login: "Ce champ est obligatoire.",
      password: "Ce champ est obligatoire.",
    });
    expect(messages({ login: "a".repeat(101), password: "p" })).toEqual({
      login: "Cette valeur est trop longue (100 caractères au plus).",
    });
  });
});
