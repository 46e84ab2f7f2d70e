import { zodResolver } from "@hookform/resolvers/zod";
import i18next from "i18next";
import type { FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";
import { translateIssue } from "../../i18n/zod-error-map.ts";

type TIssueParams = { message: string; params?: Record<string, unknown> };

/**
 * zodResolver whose refinement messages are API error codes (account.password_mismatch, ...):
 * they become the same translated text the server sends for the same rule.
 */
export function codeResolver<T extends FieldValues>(schema: z.ZodType): Resolver<T> {
  const base = zodResolver(schema as never, { error: translateIssue }) as unknown as Resolver<T>;
  return async (values, context, options) => {
    const result = await base(values, context, options);
    for (const error of Object.values(result.errors) as (TIssueParams | undefined)[]) {
      if (error?.message && i18next.exists(`errors:${error.message}`)) {
        error.message = i18next.t(`errors:${error.message}`, error.params ?? {});
      }
    }
    return result;
  };
}
