import { Group, Stack, Textarea, TextInput, Title } from "@mantine/core";
import { CREDIT_ADJUSTMENT_REASON_MAX, CREDIT_ADJUSTMENT_REASON_MIN } from "@ship/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { FormFooter } from "../../../components/form-footer.tsx";
import { useFormSection } from "../../../lib/use-form-section.ts";
import { useAdjustCredit } from "../api/console-api.ts";
import { eurosToCents, ZEuros } from "./money-input.ts";

const ZCreditForm = z.object({
  amount: ZEuros,
  reason: z.string().trim().min(CREDIT_ADJUSTMENT_REASON_MIN).max(CREDIT_ADJUSTMENT_REASON_MAX),
});
type TCreditForm = z.infer<typeof ZCreditForm>;

/** Adds (positive) or takes back (negative) credit with a reason; one submit adjusts once. */
export function CreditAdjustmentForm({ customerId }: { customerId: number }) {
  const { t } = useTranslation("console");
  // One id per adjustment: a retried submit of the same one is applied once by the API.
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const { form, failure, pending, send } = useFormSection<
    TCreditForm,
    Parameters<ReturnType<typeof useAdjustCredit>["mutate"]>[0]
  >({
    schema: ZCreditForm,
    defaultValues: { amount: "", reason: "" },
    mutation: useAdjustCredit(customerId),
    fieldOf: (field) => (field === "amount" || field === "reason" ? field : null),
    failed: t("failed"),
  });
  const { register, handleSubmit, reset, formState } = form;
  const submit = handleSubmit((values) =>
    send(
      { request_id: requestId, amount: eurosToCents(values.amount), reason: values.reason },
      {
        toast: t("customer.credited"),
        onSuccess: () => {
          reset();
          setRequestId(crypto.randomUUID());
        },
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate aria-labelledby="credit-form-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="credit-form-title">
          {t("customer.creditTitle")}
        </Title>
        <Group align="flex-start" grow>
          <TextInput
            label={t("customer.amount")}
            description={t("customer.amountHelp")}
            required
            inputMode="decimal"
            error={formState.errors.amount?.message}
            {...register("amount")}
          />
          <Textarea
            label={t("customer.reason")}
            required
            maxLength={CREDIT_ADJUSTMENT_REASON_MAX}
            error={formState.errors.reason?.message}
            {...register("reason")}
          />
        </Group>
        <FormFooter failure={failure} pending={pending} label={t("customer.adjust")} />
      </Stack>
    </form>
  );
}
