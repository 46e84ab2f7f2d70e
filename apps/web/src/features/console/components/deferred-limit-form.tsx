import { Stack, TextInput, Title } from "@mantine/core";
import { DEFERRED_LIMIT_MAX_CENTS } from "@ship/domain";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { FormFooter } from "../../../components/form-footer.tsx";
import { formatMoney } from "../../../lib/format.ts";
import { useFormSection } from "../../../lib/use-form-section.ts";
import { useSetDeferredLimit } from "../api/console-api.ts";
import { centsToEuros, EUROS_PATTERN, eurosToCents } from "./money-input.ts";

const ZLimitForm = z.object({
  limit: z
    .string()
    .trim()
    .refine((text) => text === "" || (EUROS_PATTERN.test(text) && !text.startsWith("-")), {
      message: "validation.invalid_value",
    })
    .refine((text) => text === "" || eurosToCents(text) <= DEFERRED_LIMIT_MAX_CENTS, {
      message: "validation.too_big",
    }),
});
type TLimitForm = z.infer<typeof ZLimitForm>;

/** A professional account's own 'Pay later' limit; empty gives it the default one. */
export function DeferredLimitForm({
  customerId,
  limit,
  defaultLimit,
}: {
  customerId: number;
  limit: number | null;
  defaultLimit: number;
}) {
  const { t, i18n } = useTranslation("console");
  const { form, failure, pending, send } = useFormSection<TLimitForm, { limit: number | null }>({
    schema: ZLimitForm,
    defaultValues: { limit: limit === null ? "" : centsToEuros(limit) },
    mutation: useSetDeferredLimit(customerId),
    fieldOf: (field) => (field === "limit" ? field : null),
    failed: t("failed"),
  });
  const submit = form.handleSubmit((values) =>
    send(
      { limit: values.limit === "" ? null : eurosToCents(values.limit) },
      { toast: t("customer.limitSaved") },
    ),
  );
  return (
    <form onSubmit={submit} noValidate aria-labelledby="limit-form-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="limit-form-title">
          {t("customer.limitTitle")}
        </Title>
        <TextInput
          label={t("customer.limit")}
          description={t("customer.limitHelp", { amount: formatMoney(defaultLimit, "EUR", i18n.language) })}
          inputMode="decimal"
          error={form.formState.errors.limit?.message}
          {...form.register("limit")}
        />
        <FormFooter failure={failure} pending={pending} label={t("customer.saveLimit")} />
      </Stack>
    </form>
  );
}
