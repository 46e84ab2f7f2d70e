import { Checkbox, Stack, TextInput, Title } from "@mantine/core";
import {
  settingsUpdateUserEndpoint,
  type TAccountSettings,
  type TCountry,
  type TSettingsAddressInput,
  type TUpdateUserBody,
  ZSettingsAddress,
  ZUpdateUserBody,
} from "@ship/contracts";
import { SETTINGS_LIMITS } from "@ship/domain";
import { useQuery } from "@tanstack/react-query";
import type { Resolver } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { FormFooter } from "../../../components/form-footer.tsx";
import { PageLoader } from "../../../components/page-loader.tsx";
import { accountSettingsQuery, useSessionToken } from "../../../lib/account-settings.ts";
import { countriesQuery } from "../../../lib/countries.ts";
import { contractResolver } from "../../../lib/form-resolver.ts";
import { useFormSection } from "../../../lib/use-form-section.ts";
import { useSettingsMutation } from "../api/settings-api.ts";
import { AddressFields, type TAccountFormValues } from "./address-fields.tsx";

const apporteur = ZUpdateUserBody.shape.apporteur_code;
const withInvoice = z.object({
  address: ZSettingsAddress,
  use_invoice: z.literal(true),
  invoice_address: ZSettingsAddress,
  apporteur_code: apporteur,
});
const withoutInvoice = z.object({
  address: ZSettingsAddress,
  use_invoice: z.literal(false),
  invoice_address: z.unknown(),
  apporteur_code: apporteur,
});
// The invoice block is checked only when 'use another address for invoice' is ticked (spec §4).
const resolveWithInvoice = contractResolver<TAccountFormValues>(withInvoice);
const resolveWithoutInvoice = contractResolver<TAccountFormValues>(withoutInvoice);
const resolver: Resolver<TAccountFormValues> = (values, context, options) =>
  (values.use_invoice ? resolveWithInvoice : resolveWithoutInvoice)(values, context, options);

const emptyAddress = (): TSettingsAddressInput => ({
  company: "",
  lastname: "",
  phone: "",
  address1: "",
  address2: "",
  address3: "",
  country_id: 250,
  postcode: "",
  city: "",
});

/** Section 1: the account address, the optional invoice address and the apporteur code. */
export function AccountAddressSection() {
  const { i18n } = useTranslation();
  const token = useSessionToken();
  const account = useQuery({ ...accountSettingsQuery(token ?? ""), enabled: Boolean(token) });
  const countries = useQuery(countriesQuery(i18n.language));
  if (!token || !account.data || !countries.data) return <PageLoader />;
  return <AccountAddressForm token={token} account={account.data} countries={countries.data} />;
}

function AccountAddressForm({
  token,
  account,
  countries,
}: {
  token: string;
  account: TAccountSettings;
  countries: TCountry[];
}) {
  const { t } = useTranslation("settings");
  const { form, failure, pending, send } = useFormSection<TAccountFormValues, TUpdateUserBody>({
    resolver,
    defaultValues: {
      // No address saved yet: start from the account's own name, company and phone.
      address: account.address ?? { ...emptyAddress(), ...account.identity },
      use_invoice: account.invoice_address !== null,
      invoice_address: account.invoice_address ?? emptyAddress(),
      apporteur_code: account.apporteur_code,
    },
    mutation: useSettingsMutation(settingsUpdateUserEndpoint, { token }),
    fieldOf: (field) => (/^(address|invoice_address)\.|^apporteur_code$/.test(field) ? field : null),
    failed: t("failed"),
  });
  const { register, handleSubmit, watch, formState } = form;
  const { errors } = formState;
  const useInvoice = watch("use_invoice");

  const submit = handleSubmit((values) => {
    const body: TUpdateUserBody = {
      address: values.address,
      invoice_address: values.use_invoice ? values.invoice_address : null,
      apporteur_code: values.apporteur_code,
    };
    send(body, { toast: t("toasts.userInfos") });
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t("sections.account")}>
      <Stack gap="md">
        <AddressFields prefix="address" register={register} errors={errors.address} countries={countries} />
        <Checkbox label={t("address.useInvoice")} {...register("use_invoice")} />
        {useInvoice && (
          <Stack gap="xs">
            <Title order={3} size="h5">
              {t("address.invoiceTitle")}
            </Title>
            <AddressFields
              prefix="invoice_address"
              register={register}
              errors={errors.invoice_address}
              countries={countries}
            />
          </Stack>
        )}
        <TextInput
          label={t("address.apporteurCode")}
          maxLength={SETTINGS_LIMITS.apporteurCode}
          error={errors.apporteur_code?.message}
          {...register("apporteur_code")}
        />
        <FormFooter failure={failure} pending={pending} label={t("save")} />
      </Stack>
    </form>
  );
}
