import type { UseMutationResult } from "@tanstack/react-query";
import { useState } from "react";
import { type DefaultValues, type FieldValues, type Resolver, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { applyServerErrors } from "../../../lib/server-errors.ts";

type TSent = { message?: string };

/**
 * One contact form: the contract's checks in the form, the API's field errors put back under the
 * fields, 'Message not sent' in the red box on any failure and 'Your message has been sent' in the
 * green one once stored (spec §8). A sent form is emptied, the sender's details kept.
 */
export function useContactForm<TValues extends FieldValues>(options: {
  resolver: Resolver<TValues>;
  defaultValues: DefaultValues<TValues>;
  mutation: UseMutationResult<TSent, Error, TValues, unknown>;
  fields: readonly string[];
  /** The fields emptied after a message was sent (the message itself, the figures). */
  clearAfterSend: readonly (keyof TValues & string)[];
}) {
  const { t } = useTranslation("contact");
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<TValues>({ resolver: options.resolver, defaultValues: options.defaultValues });

  const submit = form.handleSubmit(
    (values) => {
      setFailure(null);
      setSent(null);
      options.mutation.mutate(values, {
        onSuccess: (answer) => {
          setSent(answer.message ?? t("sent"));
          const kept = { ...form.getValues() };
          for (const field of options.clearAfterSend) {
            (kept as Record<string, unknown>)[field] = (options.defaultValues as Record<string, unknown>)[
              field
            ];
          }
          form.reset(kept);
        },
        onError: (error) => {
          const rest = applyServerErrors(
            error,
            form.setError,
            (field) => (options.fields.includes(field) ? field : null),
            "",
          );
          setFailure([t("notSent"), rest].filter(Boolean).join(" – "));
        },
      });
    },
    () => {
      setSent(null);
      setFailure(t("notSent"));
    },
  );

  return { form, submit, failure, sent, pending: options.mutation.isPending };
}
