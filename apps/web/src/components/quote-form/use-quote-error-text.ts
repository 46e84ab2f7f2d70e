import type { FieldError } from "react-hook-form";
import { useTranslation } from "react-i18next";

/** API errors carry their translated text ("api"); the form's own errors carry a catalog key. */
export const API_ERROR_TYPE = "api";

// Parcel rules whose words belong to the form (spec §5: '0 higher', up to 2 decimals).
const OWN_MESSAGES: Record<string, string> = {
  "0 higher": "zero_higher",
  "validation.too_many_decimals": "too_many_decimals",
};

/** Turns a field error of the quote form into the text shown under the field. */
export function useQuoteErrorText() {
  const { t } = useTranslation(["quote", "errors"]);
  return (error: FieldError | undefined, params: Record<string, number> = {}): string | undefined => {
    if (!error?.message) return undefined;
    if (error.type === API_ERROR_TYPE) return error.message;
    const own = OWN_MESSAGES[error.message];
    if (own) return t(`quote:errors.${own}`, params);
    if (error.message.startsWith("validation.")) return t(`errors:${error.message}`, params);
    return t(`quote:errors.${error.message}`, params);
  };
}
