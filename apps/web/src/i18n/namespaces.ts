/**
 * Translation namespaces, one catalog file per language each (locales/{lang}/{ns}.json).
 * Page namespaces load only when their page is shown; "errors" comes from @ship/contracts.
 */
export const CATALOG_NAMESPACES = [
  "common",
  "home",
  "faq",
  "contact",
  "content",
  "settings",
  "subAccounts",
  "accounts",
  "quote",
  "offers",
  "payment",
  "order",
  "shipment",
  "relayPoints",
  "myAccount",
  "creditAccount",
  "directDebit",
  "referral",
  "shipToContact",
  "contacts",
  "contactImport",
  "preOrders",
  "massMailing",
  "myStore",
] as const;
export type TCatalogNamespace = (typeof CATALOG_NAMESPACES)[number];
export const ERRORS_NAMESPACE = "errors";
