import type { TErrorCode } from "../error-codes.ts";

// English texts of the spec's error catalogue (§8) and of the API's error codes.
export const en: Record<TErrorCode, string> = {
  "validation.failed": "There is of fields incorrect",
  "validation.invalid_json": "The request body is not valid JSON.",
  "validation.required": "This field is required.",
  "validation.invalid_type": "This value has the wrong type.",
  "validation.too_long": "This value is too long (at most {{max}} characters).",
  "validation.too_short": "This value is too short (at least {{min}} characters).",
  "validation.too_small": "This value is too small (at least {{min}}).",
  "validation.too_big": "This value is too big (at most {{max}}).",
  "validation.unknown_field": "Unknown field.",
  "validation.invalid_email": "This e-mail address is not valid.",
  "validation.invalid_value": "This value is not valid.",
  "validation.not_integer": "The value is not a valid integer!",
  "auth.incorrect_login": "Incorrect login or password",
  "auth.too_many_attempts": "Too many failed attempts. Please wait {{seconds}} seconds before trying again.",
  "auth.login_required": "Please log in to continue.",
  "session.not_found": "Your session has expired. Please try again.",
  "request.cross_site": "This request came from another site and was refused.",
  "request.too_large": "The request is too large.",
  "request.unsupported_media_type": "This content type is not supported.",
  "request.method_not_allowed": "This method is not allowed here.",
  "request.rate_limited": "Too many requests. Please slow down.",
  not_found: "No result found.",
  "country.not_found": "This country does not exist.",
  internal: "An error occurred",
};
