import { Stack, Text, TextInput } from "@mantine/core";
import { settingsBankUserEndpoint, type TAccountSettings, type TBankBody, ZBankBody } from "@ship/contracts";
import { SETTINGS_LIMITS } from "@ship/domain";
import { useTranslation } from "react-i18next";
import { useSettingsMutation } from "../lib/account-settings.ts";
import { fieldsNamed, useFormSection } from "../lib/use-form-section.ts";
import { FormFooter } from "./form-footer.tsx";

/**
 * The bank details (spec §3 Bank, §5: IBAN mod-97 and 5 to 34 characters, BIC pattern; §8 'Iban
 * Incorrect', 'Bic Incorrect'), saved by POST /settings/bankUser/{token}. The settings page and
 * the direct-debit page show it; the saved IBAN is only ever shown masked.
 */
export function BankDetailsForm({ token, account }: { token: string; account: TAccountSettings }) {
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
