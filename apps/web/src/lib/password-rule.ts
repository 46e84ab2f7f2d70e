import type { z } from "zod";

/**
 * Adds the brand's password length (brand file `password`, spec §5: 6 to 15 by default) to a
 * contract schema; the API checks the same rule.
 */
export function withPasswordRule<T extends z.ZodType<Record<string, unknown>>>(
  schema: T,
  field: string,
  rule: { min: number; max: number },
) {
  return schema.superRefine((body, ctx) => {
    const value = String(body[field] ?? "");
    if (value.length < rule.min) {
      ctx.addIssue({
        code: "too_small",
        minimum: rule.min,
        origin: "string",
        inclusive: true,
        path: [field],
      });
    } else if (value.length > rule.max) {
      ctx.addIssue({ code: "too_big", maximum: rule.max, origin: "string", inclusive: true, path: [field] });
    }
  });
}
