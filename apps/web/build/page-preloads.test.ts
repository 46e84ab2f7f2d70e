import { describe, expect, it } from "vitest";
import { checkLibrariesIn, pagePreloads } from "./page-preloads.ts";

const chunk = (
  fileName: string,
  imports: string[],
  facadeModuleId: string | null = null,
  isEntry = false,
) => ({
  type: "chunk" as const,
  fileName,
  imports,
  facadeModuleId,
  isEntry,
});

const bundle = {
  "assets/index.js": chunk("assets/index.js", ["assets/runtime.js"], "/app/src/main.tsx", true),
  "assets/runtime.js": chunk("assets/runtime.js", []),
  "assets/offers-page.js": chunk(
    "assets/offers-page.js",
    ["assets/index.js", "assets/runtime.js", "assets/mantine.js", "assets/rating.js"],
    "/app/src/features/offers/components/offers-page.tsx",
  ),
  "assets/rating.js": chunk("assets/rating.js", ["assets/format.js"]),
  "assets/format.js": chunk("assets/format.js", []),
  "assets/mantine.js": chunk("assets/mantine.js", ["assets/runtime.js"]),
  "assets/prefetch-offers.js": chunk(
    "assets/prefetch-offers.js",
    ["assets/rating.js"],
    "/app/src/features/offers/api/prefetch-offers.ts",
  ),
  "assets/order-page.js": chunk(
    "assets/order-page.js",
    [],
    "/app/src/features/order/components/order-page.tsx",
  ),
  "assets/index.css": { type: "asset" as const },
};

describe("pagePreloads", () => {
  it("lists the page's chunks and their static imports, without the start's", () => {
    expect(
      pagePreloads(bundle, [
        "src/features/offers/components/offers-page.tsx",
        "src/features/offers/api/prefetch-offers.ts",
      ]),
    ).toEqual([
      "assets/offers-page.js",
      "assets/rating.js",
      "assets/format.js",
      "assets/mantine.js",
      "assets/prefetch-offers.js",
    ]);
  });

  it("fails for a module in no chunk", () => {
    expect(() => pagePreloads(bundle, ["src/features/gone/page.tsx"])).toThrow(/no chunk/);
  });
});

describe("checkLibrariesIn", () => {
  const withModules = (fileName: string, modules: Record<string, number>) => ({
    ...chunk(fileName, []),
    modules: Object.fromEntries(
      Object.entries(modules).map(([id, renderedLength]) => [id, { renderedLength }]),
    ),
  });
  const checked = {
    "assets/page.js": withModules("assets/page.js", { "/app/src/page.tsx": 900 }),
    "assets/schemas.js": withModules("assets/schemas.js", {
      "/app/node_modules/zod/v4/core/schemas.js": 4000,
      "/app/node_modules/libphonenumber-js/metadata.min.json.js": 0,
    }),
    "assets/phone.js": withModules("assets/phone.js", {
      "/app/node_modules/libphonenumber-js/metadata.min.json.js": 80_000,
    }),
  };

  it("names the form checks' libraries the files would load, not those tree-shaken away", () => {
    expect(checkLibrariesIn(checked, ["assets/page.js", "assets/schemas.js", "assets/phone.js"])).toEqual([
      "assets/schemas.js: zod/v4/core/schemas.js",
      "assets/phone.js: libphonenumber-js/metadata.min.json.js",
    ]);
  });

  it("finds none in a page without them", () => {
    expect(checkLibrariesIn(checked, ["assets/page.js"])).toEqual([]);
  });
});
