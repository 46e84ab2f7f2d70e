import type { UseMutationResult } from "@tanstack/react-query";
import { useState } from "react";
import { type DefaultValues, type FieldValues, type Resolver, useForm } from "react-hook-form";
import { contractResolver } from "./form-resolver.ts";
import { applyServerErrors } from "./server-errors.ts";
import { showSuccessToast } from "./toast.ts";

type TFormSectionOptions<TValues extends FieldValues, TBody, TResult> = {
  /** The contract the API checks the body with, checked in the form first. */
  schema?: Parameters<typeof contractResolver>[0];
  /** Instead of `schema`, when the form's checks depend on its values. */
  resolver?: Resolver<TValues>;
  defaultValues: DefaultValues<TValues>;
  mutation: UseMutationResult<TResult, Error, TBody, unknown>;
  /** The form field an API error's field path belongs to, or null (then it goes to the red box). */
  fieldOf?: (field: string) => string | null;
  /** The red box's text when the API answers no message of its own. */
  failed: string;
};

type TSendOptions<TResult> = {
  /** The green toast shown once the API accepted the body. */
  toast: string;
  /** Runs before the toast (a reset of the form, most often). */
  onSuccess?: (result: TResult) => void;
};

/**
 * One form that saves through one API call (the settings sections, the sub-account invitation):
 * the react-hook-form set-up with the contract resolver, the red box's text (spec §8) and `send`,
 * which calls the API, puts its field errors back on the form's fields and shows the success toast.
 */
export function useFormSection<TValues extends FieldValues, TBody = TValues, TResult = unknown>({
  schema,
  resolver,
  defaultValues,
  mutation,
  fieldOf = () => null,
  failed,
}: TFormSectionOptions<TValues, TBody, TResult>) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TValues>({
    resolver: resolver ?? (schema ? contractResolver<TValues>(schema) : undefined),
    defaultValues,
  });

  function send(body: TBody, { toast, onSuccess }: TSendOptions<TResult>) {
    setFailure(null);
    mutation.mutate(body, {
      onSuccess: (result) => {
        onSuccess?.(result);
        showSuccessToast(toast);
      },
      onError: (error) => setFailure(applyServerErrors(error, form.setError, fieldOf, failed)),
    });
  }

  return { form, failure, pending: mutation.isPending, send };
}

/** `fieldOf` for a form whose fields have the API's names. */
export const fieldsNamed =
  (names: readonly string[]) =>
  (field: string): string | null =>
    names.includes(field) ? field : null;
