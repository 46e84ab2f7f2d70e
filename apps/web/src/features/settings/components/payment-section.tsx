import { Button, Group, Radio, Stack, Text, TextInput } from "@mantine/core";
import { type TAccountSettings, type TBankBody, ZBankBody } from "@ship/contracts";
import { PAYMENT_METHODS, SETTINGS_LIMITS, type TPaymentMethod } from "@ship/domain";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../components/form-alert.tsx";
import { PageLoader } from "../../../components/page-loader.tsx";
import { accountSettingsQuery, useSessionToken } from "../../../lib/account-settings.ts";
import { contractResolver } from "../../../lib/form-resolver.ts";
import { applyServerErrors } from "../../../lib/server-errors.ts";
import { showSuccessToast } from "../../../lib/toast.ts";
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
  const [method, setMethod] = useState(account.payment_method);
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSettingsMutation<{ payment_method: TPaymentMethod }>("/settings/user-payment-method");
  return (
    <Stack gap="sm">
      <Radio.Group
        label={t("payment.method")}
        value={method}
        onChange={(value) => setMethod(value as typeof method)}
      >
        <Group mt="xs">
          {PAYMENT_METHODS.map((value) => (
            <Radio key={value} value={value} label={t(`payment.methods.${value}`)} />
          ))}
        </Group>
      </Radio.Group>
      <FormAlert message={failure} />
      <Group justify="flex-end">
        <Button
          loading={save.isPending}
          onClick={() => {
            setFailure(null);
            save.mutate(
              { payment_method: method },
              {
                onSuccess: () => showSuccessToast(t("toasts.settings")),
                onError: (error) =>
                  setFailure(
                    applyServerErrors(
                      error,
                      () => undefined,
                      () => null,
                      t("failed"),
                    ),
                  ),
              },
            );
          }}
        >
          {t("save")}
        </Button>
      </Group>
    </Stack>
  );
}

function BankForm({ token, account }: { token: string; account: TAccountSettings }) {
  const { t } = useTranslation("settings");
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSettingsMutation<TBankBody>(`/settings/bankUser/${token}`);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<TBankBody>({
    resolver: contractResolver<TBankBody>(ZBankBody),
    defaultValues: { iban: "", bic: account.bank?.bic ?? "" },
  });
  const submit = handleSubmit((values) => {
    setFailure(null);
    save.mutate(values, {
      onSuccess: () => {
        reset({ iban: "", bic: values.bic.toUpperCase() });
        showSuccessToast(t("toasts.settings"));
      },
      onError: (error) =>
        setFailure(
          applyServerErrors(error, setError, (f) => (f === "iban" || f === "bic" ? f : null), t("failed")),
        ),
    });
  });
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
        <FormAlert message={failure} />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t("save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
