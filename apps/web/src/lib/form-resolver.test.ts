import i18next from "i18next";
import type { ResolverOptions } from "react-hook-form";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { loadErrorCatalog } from "../i18n/errors-catalog.ts";
import { contractResolver } from "./form-resolver.ts";

type TValues = { name: string; shipping_info: { remarks: string; city: string } };
const schema = z.object({
  name: z.string().max(35),
  shipping_info: z.object({ remarks: z.string(), city: z.string() }),
});
const resolve = (values: TValues) =>
  contractResolver<TValues>(schema)(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  } as ResolverOptions<TValues>);

beforeAll(async () => {
  await i18next.init({ lng: "fr", resources: { fr: { errors: await loadErrorCatalog("fr") } } });
});

describe("the form resolver's control-character rule (the API's, from the contracts)", () => {
  it("shows the translated message under each field that holds one, nested ones included", async () => {
    const result = await resolve({
      name: "Zo\u0000é",
      shipping_info: { remarks: "ligne 1\nligne 2", city: "Paris\u0007" },
    });
    expect(result.values).toEqual({});
    expect(result.errors.name?.message).toContain("caractère de contrôle");
    expect(result.errors.shipping_info?.city?.message).toContain("caractère de contrôle");
    // The remarks are typed in a multi-line box: their line break is kept.
    expect(result.errors.shipping_info?.remarks).toBeUndefined();
  });

  it("lets clean values through to the schema", async () => {
    const values = { name: "Zoé", shipping_info: { remarks: "a\r\nb", city: "Paris" } };
    expect((await resolve(values)).values).toEqual(values);
  });
});
