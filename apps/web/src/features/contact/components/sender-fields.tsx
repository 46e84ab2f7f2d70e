import { NativeSelect, SimpleGrid, TextInput } from "@mantine/core";
import { CONTACT_US_LIMITS as L } from "@ship/domain";
import { useEffect } from "react";
import type { FieldErrors, UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useCountries } from "../../../lib/countries.ts";

/** The sender's fields every contact form has (spec §5 contact form rules). */
export type TSenderValues = {
  company: string;
  lastname: string;
  phone: string;
  email: string;
  address1: string;
  address2: string;
  country_id: number;
  postcode: string;
  city: string;
  website: string;
};

export const SENDER_FIELDS = [
  "company",
  "lastname",
  "phone",
  "email",
  "address1",
  "address2",
  "country_id",
  "postcode",
  "city",
] as const;

export const EMPTY_SENDER = {
  company: "",
  lastname: "",
  phone: "",
  email: "",
  address1: "",
  address2: "",
  postcode: "",
  city: "",
  website: "",
};

/** A country select: the countries in the interface language, France first chosen (spec §9). */
export function CountrySelect({
  form,
  name,
  label,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: shared by the three forms' value types
  form: UseFormReturn<any>;
  name: string;
  label: string;
}) {
  const { t, i18n } = useTranslation("contact");
  const countries = useCountries(i18n.language);
  const france = countries.data?.find((country) => country.code === "FR")?.id;
  useEffect(() => {
    if (france && !form.getValues(name)) form.setValue(name, france);
  }, [france, form, name]);
  const error = (form.formState.errors as FieldErrors)[name]?.message;
  return (
    <NativeSelect
      label={label}
      required
      error={typeof error === "string" ? error : undefined}
      data={[
        { value: "", label: t("choose") },
        ...(countries.data ?? []).map((country) => ({ value: String(country.id), label: country.name })),
      ]}
      {...form.register(name, { setValueAs: (value) => (value === "" ? undefined : Number(value)) })}
    />
  );
}

/** Name, company, contact details and address, and the hidden field robots fill. */
export function SenderFields({
  form,
  companyRequired = false,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: shared by the three forms' value types
  form: UseFormReturn<any>;
  companyRequired?: boolean;
}) {
  const { t } = useTranslation("contact");
  const errors = form.formState.errors as FieldErrors<TSenderValues>;
  const text = (
    name: Exclude<keyof TSenderValues, "country_id" | "website">,
    max: number,
    required = true,
    type = "text",
  ) => (
    <TextInput
      label={t(`fields.${name}`)}
      required={required}
      maxLength={max}
      type={type}
      autoComplete={AUTOCOMPLETE[name]}
      error={errors[name]?.message}
      {...form.register(name)}
    />
  );
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {text("lastname", L.lastname)}
        {text("company", L.company, companyRequired)}
        {text("email", L.email, true, "email")}
        {text("phone", L.phone, true, "tel")}
      </SimpleGrid>
      {text("address1", L.address)}
      {text("address2", L.address, false)}
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {text("postcode", L.postcode, false)}
        {text("city", L.city)}
        <CountrySelect form={form} name="country_id" label={t("fields.country_id")} />
      </SimpleGrid>
      {/* Spam control: hidden from people and assistive technology; robots fill it (decision 056). */}
      <div style={{ display: "none" }} aria-hidden="true">
        <label>
          {t("fields.website")}
          <input type="text" tabIndex={-1} autoComplete="off" {...form.register("website")} />
        </label>
      </div>
    </>
  );
}

const AUTOCOMPLETE: Record<string, string> = {
  lastname: "family-name",
  company: "organization",
  email: "email",
  phone: "tel",
  address1: "address-line1",
  address2: "address-line2",
  postcode: "postal-code",
  city: "address-level2",
};
