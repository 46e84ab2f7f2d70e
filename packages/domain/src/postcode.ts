import { postcodeValidator, postcodeValidatorExistsForCountry } from "postcode-validator";

/** Postcodes compare without spaces, hyphens or case ('75 011' is '75011'). */
export const comparablePostcode = (postcode: string) => postcode.replace(/[\s-]/g, "").toUpperCase();

/** A postcode typed for a town quoted by name: the country's format, when one is known. */
export const isValidPostcode = (postcode: string, country: string) =>
  postcode !== "" && (!postcodeValidatorExistsForCountry(country) || postcodeValidator(postcode, country));
