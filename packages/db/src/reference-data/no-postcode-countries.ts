/**
 * ISO 3166-1 alpha-2 codes of countries whose addresses carry no postal code: forms hide the
 * postcode field for them and carriers accept an empty one. Sources: UPU postcode survey and
 * carriers' "countries without postal codes" lists. Editing this file re-seeds at next start.
 */
export const NO_POSTCODE_COUNTRIES: readonly string[] = (
  "AE AG AO AW BF BI BJ BO BS BW BZ CD CF CG CI CK CM DJ DM ER FJ GA GD GH GM GQ GY HK KI KM KN KP " +
  "LY ML MO MR MW NR NU QA RW SB SC SL SR ST SY TF TG TK TL TO TV UG VU YE ZW"
).split(" ");
