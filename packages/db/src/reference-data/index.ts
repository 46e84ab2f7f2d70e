export { listCarrierSeeds } from "./carriers.ts";
export { listCountrySeeds } from "./countries.ts";
export { COUNTRIES_WITH_STATES, listStateSeeds } from "./states.ts";
