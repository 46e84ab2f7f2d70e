import { get, useFormState } from "react-hook-form";
import type { TOrderFormValues } from "../order-form-values.ts";

/** The message of a field of the order form (nested paths such as "ship_from.name" or "duties.0.qty"). */
export function useFieldError() {
  const { errors } = useFormState<TOrderFormValues>();
  return (path: string): string | undefined =>
    (get(errors, path) as { message?: string } | undefined)?.message;
}
