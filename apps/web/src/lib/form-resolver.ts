import { zodResolver } from "@hookform/resolvers/zod";
import { fieldsWithControlCharacters } from "@ship/contracts";
import i18next from "i18next";
import { type FieldValues, type Resolver, set } from "react-hook-form";
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

/**
 * The contracts' control-character rule, which the API applies to every request before its
 * schema: the same message shows under the field before anything is sent.
 */
function addControlCharacterErrors(values: FieldValues, errors: Record<string, unknown>): boolean {
  const fields = fieldsWithControlCharacters(values).filter(Boolean);
  for (const field of fields) {
    set(errors, field, {
      type: "control_characters",
      message: i18next.t("errors:validation.control_characters"),
    });
  }
  return fields.length > 0;
}

/** zodResolver with the API's translated messages, for the same schema the API checks. */
export function contractResolver<T extends FieldValues>(
  schema: Parameters<typeof zodResolver>[0],
): Resolver<T> {
  const base = zodResolver(schema, { error: translateIssue }) as unknown as Resolver<T>;
  return async (values, context, options) => {
    const result = await base(values, context, options);
    translateCodes(result.errors as TErrorTree);
    const errors = { ...result.errors } as Record<string, unknown>;
    if (!addControlCharacterErrors(values, errors)) return result;
    return { values: {}, errors } as Awaited<ReturnType<Resolver<T>>>;
  };
}
