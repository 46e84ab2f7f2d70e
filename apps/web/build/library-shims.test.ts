import path from "node:path";
import { describe, expect, it } from "vitest";
import { LIBRARY_SHIMS, libraryShims } from "./library-shims.ts";

const resolveId = libraryShims().resolveId as (source: string, importer?: string) => string | null;
const hooksShim = LIBRARY_SHIMS["@mantine/hooks"] ?? "";

describe("libraryShims", () => {
  it("sends Mantine's and the app's imports of @mantine/hooks to the shim", () => {
    const fromMantine = "/repo/node_modules/@mantine/core/esm/components/Select/Select.mjs";
    expect(resolveId("@mantine/hooks", fromMantine)).toBe(hooksShim);
    expect(resolveId("@mantine/hooks", path.resolve("src/app/app.tsx"))).toBe(hooksShim);
  });

  it("lets the shim itself and other imports reach the library", () => {
    expect(resolveId("@mantine/hooks", hooksShim)).toBeNull();
    expect(resolveId("@mantine/hooks", `${hooksShim}?v=1`)).toBeNull();
    expect(resolveId("@mantine/core", hooksShim)).toBeNull();
    expect(resolveId("@mantine/hooks")).toBeNull();
  });
});
