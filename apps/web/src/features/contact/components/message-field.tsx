import { Textarea } from "@mantine/core";
import { CONTACT_US_LIMITS as L } from "@ship/domain";
import type { FieldErrors, UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";

/** The message box with its counter (10 to 2,000 characters). */
export function MessageField({
  form,
  required = true,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: shared by the three forms' value types
  form: UseFormReturn<any>;
  required?: boolean;
}) {
  const { t } = useTranslation("contact");
  const value: string = form.watch("message") ?? "";
  const error = (form.formState.errors as FieldErrors<{ message: string }>).message?.message;
  return (
    <Textarea
      label={t("fields.message")}
      required={required}
      autosize
      minRows={5}
      maxLength={L.messageMax}
      description={t("counter", { count: value.length, max: L.messageMax })}
      error={error}
      {...form.register("message")}
    />
  );
}
