import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "./api-client.ts";

/**
 * Puts the API's translated field errors on the form's fields; returns the text of the errors
 * that name no field of the form (shown in a red box, spec §8), or null when every one was placed.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  /** The form field an API field path belongs to, or null. */
  fieldOf: (field: string) => string | null,
  fallback: string,
): string | null {
  if (!(error instanceof ApiError)) return fallback;
  const rest: string[] = [];
  for (const item of error.errors) {
    const field = item.field ? fieldOf(item.field) : null;
    if (field) setError(field as Path<T>, { message: item.message });
    else rest.push(item.message);
  }
  if (error.errors.length === 0) return error.message || fallback;
  return rest.length > 0 ? [...new Set(rest)].join(" ") : null;
}
