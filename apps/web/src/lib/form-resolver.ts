import { zodResolver } from "@hookform/resolvers/zod";
import i18next from "i18next";
import type { FieldValues, Resolver } from "react-hook-form";
import { translateIssue } from "../i18n/zod-error-map.ts";

type TErrorTree = { message?: unknown; [key: string]: unknown };

/** Refinements of the contracts carry an API error code as message: show its translated text. */
function translateCodes(tree: TErrorTree): void {
  if (typeof tree.message === "string" && i18next.exists(`errors:${tree.message}`)) {
    tree.message = i18next.t(`errors:${tree.message}`);
  }
  for (const [key, value] of Object.entries(tree)) {
    if (key !== "ref" && value && typeof value === "object") translateCodes(value as TErrorTree);
  }
}

/** zodResolver with the API's translated messages, for the same schema the API checks. */
export function contractResolver<T extends FieldValues>(
  schema: Parameters<typeof zodResolver>[0],
): Resolver<T> {
  const base = zodResolver(schema, { error: translateIssue }) as unknown as Resolver<T>;
  return async (values, context, options) => {
    const result = await base(values, context, options);
    translateCodes(result.errors as TErrorTree);
    return result;
  };
}
