import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "../../../lib/api-client.ts";

/**
 * Puts the API's field errors (already translated by the server) on the form's fields; returns
 * the text of the errors that name no known field, for an alert above the form.
 */
export function applyApiErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly string[],
  setError: UseFormSetError<T>,
  fallback: string,
): string | null {
  if (!(error instanceof ApiError)) return fallback;
  const loose: string[] = [];
  for (const item of error.errors) {
    if (item.field && fields.includes(item.field)) setError(item.field as Path<T>, { message: item.message });
    else loose.push(item.message);
  }
  if (error.errors.length === 0) return error.message || fallback;
  return loose.length > 0 ? loose.join(" ") : null;
}
