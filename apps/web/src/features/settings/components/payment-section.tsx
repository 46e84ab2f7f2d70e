import { Group, Radio, Stack } from "@mantine/core";
import {
  settingsUserPaymentMethodEndpoint,
  type TAccountSettings,
  type TPaymentMethodBody,
} from "@ship/contracts";
import { PAYMENT_METHODS } from "@ship/domain";
import { useQuery } from "@tanstack/react-query";
import { Controller } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { BankDetailsForm } from "../../../components/bank-details-form.tsx";
import { FormFooter } from "../../../components/form-footer.tsx";
import { PageLoader } from "../../../components/page-loader.tsx";
import { accountSettingsQuery, useSessionToken } from "../../../lib/account-settings.ts";
import { useFormSection } from "../../../lib/use-form-section.ts";
import { useSettingsMutation } from "../api/settings-api.ts";

/** Section 7: the payment method and the bank details (IBAN mod-97, BIC; spec §5, §8). */
export function PaymentSection() {
  const token = useSessionToken();
  const account = useQuery({ ...accountSettingsQuery(token ?? ""), enabled: Boolean(token) });
  if (!token || !account.data) return <PageLoader />;
  return (
    <Stack gap="xl">
      <PaymentMethodForm account={account.data} />
      <BankDetailsForm token={token} account={account.data} />
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
