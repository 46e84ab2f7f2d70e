import { NativeSelect, SimpleGrid, TextInput } from "@mantine/core";
import type { TCountry } from "@ship/contracts";
import { CONTACT_LIMITS as L } from "@ship/domain";
import { useQuery } from "@tanstack/react-query";
import { type UseFormReturn, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { statesQuery } from "../../lib/countries.ts";
import type { TContactFormValues } from "./contact-form-values.ts";

type TTextField = Exclude<keyof TContactFormValues, "country_id" | "pro">;

/**
 * The contact's fields (spec §3 Contact, §5 lengths): the postcode is marked required where the
 * country uses one, and a country with states offers its list (GET /countries/states/{id}).
 */
export function ContactFields({
  form,
  countries,
}: {
  form: UseFormReturn<TContactFormValues>;
  countries: TCountry[];
}) {
  const { t } = useTranslation("contacts");
  const { register, control, formState } = form;
  const { errors } = formState;
  const countryId = Number(useWatch({ control, name: "country_id" }));
  const notes = useWatch({ control, name: "notes" }) ?? "";
  const country = countries.find((candidate) => candidate.id === countryId);
  const states = useQuery({ ...statesQuery(countryId), enabled: country?.has_states === true });
  const text = (name: TTextField, max: number, required = false, description?: string) => (
    <TextInput
      label={t(`fields.${name}`)}
      required={required}
      maxLength={max}
      description={description}
      error={errors[name]?.message}
      data-testid={`contact-${name}`}
      {...register(name)}
    />
  );
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {text("company", L.company)}
      {text("lastname", L.lastname, true)}
      {text("phone", L.phone, true)}
      {text("email", L.email, true)}
      {text("address1", L.address, true)}
      {text("address2", L.address)}
      {text("address3", L.address)}
      <NativeSelect
        label={t("fields.country")}
        required
        error={errors.country_id?.message}
        data-testid="contact-country"
        data={countries.map((item) => ({ value: String(item.id), label: item.name }))}
        {...register("country_id", {
          setValueAs: (value) => Number(value),
          // A state belongs to its country: another country starts without one.
          onChange: () => form.setValue("state", ""),
        })}
      />
      {text("postcode", L.postcode, country?.has_postcode ?? true)}
      {text("city", L.city, true)}
      {country?.has_states ? (
        <NativeSelect
          label={t("fields.state")}
          required
          error={errors.state?.message}
          data-testid="contact-state"
          data={[
            { value: "", label: t("fields.chooseState") },
            ...(states.data ?? []).map((state) => ({ value: state.code, label: state.name })),
          ]}
          {...register("state")}
        />
      ) : (
        text("state", L.state)
      )}
      {text("customer_code", L.customerCode)}
      {text("notes", L.notes, false, t("notesCount", { count: notes.length, max: L.notes }))}
    </SimpleGrid>
  );
}
