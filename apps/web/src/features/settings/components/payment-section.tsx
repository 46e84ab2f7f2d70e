import { Group, Radio, Stack, Text, TextInput } from "@mantine/core";
import {
  settingsBankUserEndpoint,
  settingsUserPaymentMethodEndpoint,
  type TAccountSettings,
  type TBankBody,
  type TPaymentMethodBody,
  ZBankBody,
} from "@ship/contracts";
import { PAYMENT_METHODS, SETTINGS_LIMITS } from "@ship/domain";
import { useQuery } from "@tanstack/react-query";
import { Controller } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormFooter } from "../../../components/form-footer.tsx";
import { PageLoader } from "../../../components/page-loader.tsx";
import { accountSettingsQuery, useSessionToken } from "../../../lib/account-settings.ts";
import { fieldsNamed, useFormSection } from "../../../lib/use-form-section.ts";
import { useSettingsMutation } from "../api/settings-api.ts";

/** Section 7: the payment method and the bank details (IBAN mod-97, BIC; spec §5, §8). */
export function PaymentSection() {
  const token = useSessionToken();
  const account = useQuery({ ...accountSettingsQuery(token ?? ""), enabled: Boolean(token) });
  if (!token || !account.data) return <PageLoader />;
  return (
    <Stack gap="xl">
      <PaymentMethodForm account={account.data} />
      <BankForm token={token} account={account.data} />
    </Stack>
  );
}

function PaymentMethodForm({ account }: { account: TAccountSettings }) {
  const { t } = useTranslation("settings");
  const { form, failure, pending, send } = useFormSection<TPaymentMethodBody>({
    defaultValues: { payment_method: account.payment_method },
    mutation: useSettingsMutation(settingsUserPaymentMethodEndpoint),
    failed: t("failed"),
  });
  const submit = form.handleSubmit((values) => send(values, { toast: t("toasts.settings") }));
  return (
    <Stack gap="sm">
      <Controller
        control={form.control}
        name="payment_method"
        render={({ field }) => (
          <Radio.Group label={t("payment.method")} value={field.value} onChange={field.onChange}>
            <Group mt="xs">
              {PAYMENT_METHODS.map((value) => (
                <Radio key={value} value={value} label={t(`payment.methods.${value}`)} />
              ))}
            </Group>
          </Radio.Group>
        )}
      />
      <FormFooter failure={failure} pending={pending} label={t("save")} onClick={submit} />
    </Stack>
  );
}

function BankForm({ token, account }: { token: string; account: TAccountSettings }) {
  const { t } = useTranslation("settings");
  const { form, failure, pending, send } = useFormSection<TBankBody>({
    schema: ZBankBody,
    defaultValues: { iban: "", bic: account.bank?.bic ?? "" },
    mutation: useSettingsMutation(settingsBankUserEndpoint, { token }),
    fieldOf: fieldsNamed(["iban", "bic"]),
    failed: t("failed"),
  });
  const { register, handleSubmit, reset, formState } = form;
  const { errors } = formState;
  const submit = handleSubmit((values) =>
    send(values, {
      toast: t("toasts.settings"),
      onSuccess: () => reset({ iban: "", bic: values.bic.toUpperCase() }),
    }),
  );
  return (
    <form onSubmit={submit} noValidate aria-label={t("payment.bank")}>
      <Stack gap="sm" maw={480}>
        <Text fw={500}>{t("payment.bank")}</Text>
        {account.bank && (
          <Text size="sm" c="dimmed" data-testid="saved-iban">
            {t("payment.savedIban", { iban: account.bank.iban_masked })}
          </Text>
        )}
        <TextInput
          label={t("payment.iban")}
          required
          maxLength={SETTINGS_LIMITS.iban + 8}
          autoComplete="off"
          error={errors.iban?.message}
          {...register("iban")}
        />
        <TextInput
          label={t("payment.bic")}
          required
          maxLength={SETTINGS_LIMITS.bic}
          autoComplete="off"
          error={errors.bic?.message}
          {...register("bic")}
        />
        <FormFooter failure={failure} pending={pending} label={t("save")} />
      </Stack>
    </form>
  );
}
