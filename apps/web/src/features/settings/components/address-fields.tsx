import { NativeSelect, SimpleGrid, TextInput } from "@mantine/core";
import type { TCountry, TSettingsAddressInput } from "@ship/contracts";
import { SETTINGS_LIMITS as L } from "@ship/domain";
import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { useTranslation } from "react-i18next";

/**
 * The account address form's values: here rather than in the section, so that the two files do
 * not import each other.
 */
export type TAccountFormValues = {
  address: TSettingsAddressInput;
  use_invoice: boolean;
  invoice_address: TSettingsAddressInput;
  apporteur_code: string;
};

type TAddressFieldsProps = {
  prefix: "address" | "invoice_address";
  register: UseFormRegister<TAccountFormValues>;
  errors: FieldErrors<TAccountFormValues>[TAddressFieldsProps["prefix"]];
  countries: TCountry[];
};

/** One address block (account or invoice): the fields and limits of spec §3 and §5. */
export function AddressFields({ prefix, register, errors, countries }: TAddressFieldsProps) {
  const { t } = useTranslation("settings");
  const text = (
    name: "company" | "lastname" | "phone" | "address1" | "address2" | "address3" | "postcode" | "city",
    max: number,
    required = false,
  ) => (
    <TextInput
      label={t(`address.${name}`)}
      required={required}
      maxLength={max}
      error={errors?.[name]?.message}
      {...register(`${prefix}.${name}`)}
    />
  );
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {text("company", L.company)}
      {text("lastname", L.lastname, true)}
      {text("phone", L.phone, true)}
      {text("address1", L.addressLine1, true)}
      {text("address2", L.addressLine)}
      {text("address3", L.addressLine)}
      <NativeSelect
        label={t("address.country")}
        required
        error={errors?.country_id?.message}
        data={[
          { value: "", label: t("address.chooseCountry") },
          ...countries.map((country) => ({ value: String(country.id), label: country.name })),
        ]}
        {...register(`${prefix}.country_id`, {
          setValueAs: (value) => (value === "" ? undefined : Number(value)),
        })}
      />
      {text("postcode", L.postcode)}
      {text("city", L.city, true)}
    </SimpleGrid>
  );
}
