import { Group, Radio, Stack, Text, TextInput } from "@mantine/core";
import { type TContactDiscountBody, ZContactDiscountBody } from "@ship/contracts";
import { EXTRA_DISCOUNT_PERCENTS } from "@ship/domain";
import { Controller } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useSendDiscountRequest } from "../api/contact-api.ts";
import { FormEnd } from "./form-end.tsx";
import { MessageField } from "./message-field.tsx";
import { EMPTY_SENDER, SENDER_FIELDS, SenderFields } from "./sender-fields.tsx";
import { useContactForm } from "./use-contact-form.ts";
import { useContactResolver } from "./use-contact-resolver.ts";

/** The typed text as a number ("" is no value); a number set by the form's reset stays as it is. */
const toNumber = (value: string | number) =>
  typeof value === "number" ? value : value.trim() === "" ? undefined : Number(value);

/** Spec §2 contact, tab "extra discounts" (§9: 10, 20 or 30 % for large accounts). */
export function DiscountForm() {
  const { t } = useTranslation("contact");
  const { form, submit, failure, sent, pending } = useContactForm<TContactDiscountBody>({
    resolver: useContactResolver<TContactDiscountBody>(ZContactDiscountBody),
    defaultValues: { ...EMPTY_SENDER, message: "" },
    mutation: useSendDiscountRequest(),
    fields: [...SENDER_FIELDS, "percent", "monthly_shipments", "message"],
    clearAfterSend: ["message"],
  });
  const { errors } = form.formState;
  return (
    <form onSubmit={submit} noValidate aria-label={t("tabs.discount")} data-testid="discount-form">
      <Stack gap="sm">
        <Text>{t("discount.intro")}</Text>
        <SenderFields form={form} companyRequired />
        <Controller
          control={form.control}
          name="percent"
          render={({ field }) => (
            <Radio.Group
              label={t("fields.percent")}
              required
              error={errors.percent?.message}
              value={field.value ? String(field.value) : ""}
              onChange={(value) => field.onChange(Number(value))}
            >
              <Group mt="xs">
                {EXTRA_DISCOUNT_PERCENTS.map((percent) => (
                  <Radio key={percent} value={String(percent)} label={t("discount.percent", { percent })} />
                ))}
              </Group>
            </Radio.Group>
          )}
        />
        <TextInput
          label={t("fields.monthly_shipments")}
          required
          inputMode="numeric"
          maxLength={7}
          error={errors.monthly_shipments?.message}
          {...form.register("monthly_shipments", { setValueAs: toNumber })}
        />
        <MessageField form={form} required={false} />
        <FormEnd failure={failure} sent={sent} pending={pending} />
      </Stack>
    </form>
  );
}
