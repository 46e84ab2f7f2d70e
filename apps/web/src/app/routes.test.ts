import { describe, expect, it } from "vitest";
import { CATALOG_NAMESPACES, ERRORS_NAMESPACE } from "../i18n/namespaces.ts";
import { APP_ROUTES, namespacesOf } from "./routes.ts";

describe("the catalogs fetched with the first page", () => {
  it("are the home page's with no route, the route's page's otherwise, none for an unknown page", () => {
    expect(namespacesOf("")).toEqual(namespacesOf("#/en/index"));
    expect(namespacesOf("#/fr/index")).toContain("quote");
    expect(namespacesOf("#/es/order-offer")).toContain("offers");
    expect(namespacesOf("#/en/order-order")).toContain("order");
    expect(namespacesOf("#/en/no-such-page")).toEqual([]);
  });

  it("name existing catalogs only", () => {
    const known = new Set<string>([...CATALOG_NAMESPACES, ERRORS_NAMESPACE]);
    for (const route of APP_ROUTES)
      for (const namespace of route.namespaces ?? []) expect(known, route.path).toContain(namespace);
  });
});
