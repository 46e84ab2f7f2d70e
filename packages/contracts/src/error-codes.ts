/**
 * Stable error codes of the API. A code never changes meaning; clients translate it
 * (the messages in ./messages) and the API also sends the message in the request's language.
 */
export const ERROR_CODES = [
  "validation.failed",
  "validation.invalid_json",
  "validation.required",
  "validation.invalid_type",
  "validation.too_long",
  "validation.too_short",
  "validation.too_small",
  "validation.too_big",
  "validation.unknown_field",
  "validation.invalid_email",
  "validation.invalid_value",
  "validation.not_integer",
  "auth.incorrect_login",
  "auth.too_many_attempts",
  "auth.login_required",
  "session.not_found",
  "request.cross_site",
  "request.too_large",
  "request.unsupported_media_type",
  "request.method_not_allowed",
  "request.rate_limited",
  "not_found",
  "country.not_found",
  "internal",
] as const;
export type TErrorCode = (typeof ERROR_CODES)[number];
