import { Select, SimpleGrid, Stack, TextInput } from "@mantine/core";
import type { TCountry, TRegisterCandidateBody } from "@ship/contracts";
import { REGISTER_LIMITS as L } from "@ship/domain";
import { type Control, Controller, type Path, type UseFormRegister, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";

type TProps = {
  prefix: "address" | "invoice_address";
  control: Control<TRegisterCandidateBody>;
  register: UseFormRegister<TRegisterCandidateBody>;
  message: (name: Path<TRegisterCandidateBody>) => string | undefined;
  countries: TCountry[];
};

/** An address block of the professional form; the postcode shows when the country uses one (spec §5). */
export function AddressFields({ prefix, control, register, message, countries }: TProps) {
  const { t } = useTranslation("accounts");
  const required = prefix === "address";
  const countryId = useWatch({ control, name: `${prefix}_country_id` });
  const country = countries.find((item) => item.id === countryId);
  const field = (name: string, labelKey: string, max: number, isRequired: boolean) => {
    const path = `${prefix}_${name}` as Path<TRegisterCandidateBody>;
    return (
      <TextInput
        label={t(labelKey)}
        required={isRequired}
        maxLength={max}
        error={message(path)}
        {...register(path)}
      />
    );
  };

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        {field("company", "form.company", L.company, required)}
        {prefix === "invoice_address" && field("lastname", "form.lastname", L.lastname, true)}
        {field("phone", "form.phone", L.phone, true)}
      </SimpleGrid>
      {field("address1", "form.address1", L.address1, true)}
      {field("address2", "form.address2", L.address23, false)}
      {field("address3", "form.address3", L.address23, false)}
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        <Controller
          control={control}
          name={`${prefix}_country_id`}
          render={({ field: input }) => (
            <Select
              label={t("form.country")}
              required
              searchable
              data={countries.map((item) => ({ value: String(item.id), label: item.name }))}
              value={input.value === undefined ? null : String(input.value)}
              onChange={(value) => input.onChange(value ? Number(value) : undefined)}
              error={message(`${prefix}_country_id`)}
            />
          )}
        />
        {(!country || country.has_postcode) &&
          field("postcode", "form.postcode", L.postcode, Boolean(country))}
        {field("city", "form.city", L.city, true)}
      </SimpleGrid>
    </Stack>
  );
}
