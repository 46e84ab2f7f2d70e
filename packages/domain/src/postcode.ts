/** Postcodes compare without spaces, hyphens or case ('75 011' is '75011'). */
export const comparablePostcode = (postcode: string) => postcode.replace(/[\s-]/g, "").toUpperCase();
