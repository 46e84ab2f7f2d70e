import type { TFieldError } from "../../http/zod-issues.ts";

/** Spec §5's optional register fields: the brand's register_form block (decision 049). */
const OPTIONAL_REGISTER_FIELDS = ["gender", "referrer_email", "newsletter"] as const;

type TOptionalRegisterFields = { gender?: string | undefined; referrer_email: string; newsletter: 0 | 1 };

/**
 * On a brand without the register_form block those fields do not exist: one field error per
 * field sent with a value (an empty text, no gender and newsletter 0 are no value).
 */
export function filledOptionalRegisterFields(body: TOptionalRegisterFields): TFieldError[] {
  return OPTIONAL_REGISTER_FIELDS.filter((field) => {
    const value = body[field];
    return value !== undefined && value !== "" && value !== 0;
  }).map((field) => ({ code: "validation.unknown_field", field }));
}
