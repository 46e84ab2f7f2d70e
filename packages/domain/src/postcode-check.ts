import { postcodeValidator, postcodeValidatorExistsForCountry } from "postcode-validator";

// Apart from postcode.ts: the validator's tables are evaluated only by the modules that check a
// postcode, not by a page that only compares two (decision 068).

/** A postcode typed for a town quoted by name: the country's format, when one is known. */
export const isValidPostcode = (postcode: string, country: string) =>
  postcode !== "" && (!postcodeValidatorExistsForCountry(country) || postcodeValidator(postcode, country));
