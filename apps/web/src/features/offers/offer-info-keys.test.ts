import { LANGS } from "@ship/domain";
import { describe, expect, it } from "vitest";

type TTree = { [key: string]: string | TTree };
const catalogs = import.meta.glob<TTree>("../../i18n/locales/*/offers.json", {
  eager: true,
  import: "default",
});

// Every key packages/carriers (offer-info.ts) puts in an offer's info blocks (spec §3 raw info blocks).
const INFO_KEYS = [
  "offer.info.service.courier",
  "offer.info.service.pallet",
  "offer.info.service.envelope",
  "offer.info.service.express",
  "offer.info.service.standard",
  "offer.info.delivery.home",
  "offer.info.delivery.collection_point",
  "offer.info.delivery_time.during_the_day",
  "offer.info.delivery_time.before",
  "offer.info.tracking.full",
  "offer.info.tracking.milestones",
  "offer.info.insurance.per_kg",
  "offer.info.insurance.per_parcel",
];

function lookup(tree: TTree, key: string): unknown {
  return key.split(".").reduce<unknown>((node, part) => (node as TTree | undefined)?.[part], tree);
}

describe("offer info blocks", () => {
  it("has a text for every info key of the carrier engine, in en, fr and es", () => {
    for (const lang of LANGS) {
      const catalog = catalogs[`../../i18n/locales/${lang}/offers.json`];
      expect(catalog, lang).toBeDefined();
      for (const key of INFO_KEYS)
        expect(typeof lookup(catalog as TTree, key), `${lang}:${key}`).toBe("string");
    }
  });
});
