import { isValidPhoneNumber } from "libphonenumber-js";

/** True when a phone number is valid for its country (ISO code), or in international form. */
export function isValidPhone(phone: string, countryCode: string | undefined): boolean {
  try {
    return isValidPhoneNumber(phone, (countryCode || undefined) as Parameters<typeof isValidPhoneNumber>[1]);
  } catch {
    return false;
  }
}
