import type { Resolver, ResolverResult } from "react-hook-form";
import { describe, expect, it, vi } from "vitest";
import { lazyResolver } from "./lazy-resolver.ts";

type TValues = { name: string };
const OPTIONS = { fields: {}, shouldUseNativeValidation: false } as const;

const requireName: Resolver<TValues> = async (values): Promise<ResolverResult<TValues>> => {
  if (values.name !== "") return { values, errors: {} };
  return { values: {}, errors: { name: { type: "required", message: "Required" } } };
};

describe("lazyResolver: a form's checks loaded on first use", () => {
  it("loads the checks once and answers as they do", async () => {
    const load = vi.fn(async () => requireName);
    const resolver = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();

    const [empty, filled] = await Promise.all([
      resolver({ name: "" }, undefined, OPTIONS),
      resolver({ name: "Martin" }, undefined, OPTIONS),
    ]);
    expect(empty.errors).toEqual({ name: { type: "required", message: "Required" } });
    expect(filled).toEqual({ values: { name: "Martin" }, errors: {} });
    await resolver({ name: "" }, undefined, OPTIONS);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("tries the load again after it failed (the chunk could not be fetched)", async () => {
    const load = vi
      .fn<() => Promise<Resolver<TValues>>>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"))
      .mockResolvedValue(requireName);
    const resolver = lazyResolver(load);

    await expect(resolver({ name: "Martin" }, undefined, OPTIONS)).rejects.toThrow("Failed to fetch");
    await expect(resolver({ name: "Martin" }, undefined, OPTIONS)).resolves.toEqual({
      values: { name: "Martin" },
      errors: {},
    });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
