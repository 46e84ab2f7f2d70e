import { Button, NativeSelect, SimpleGrid, Stack, TextInput } from "@mantine/core";
import type { TContact, TContactInput, TCountry } from "@ship/contracts";
import { CONTACT_LIMITS as L } from "@ship/domain";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { type Resolver, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import "./styles.ts";
import { countriesQuery, statesQuery } from "../../lib/countries.ts";
import { contractResolver } from "../../lib/form-resolver.ts";
import { fieldsNamed, useFormSection } from "../../lib/use-form-section.ts";
import { FlagCheckbox } from "../flag-checkbox.tsx";
import { FormFooter } from "../form-footer.tsx";
import { PageLoader } from "../page-loader.tsx";
import {
  CONTACT_FIELDS,
  contactSchema,
  contactValues,
  emptyContact,
  type TContactFormValues,
} from "./contact-form-values.ts";
import { useSaveContact } from "./contacts-api.ts";

type TContactFormProps = {
  /** The contact to edit; none: a new one (POST /my-contact-add). */
  contact?: TContact;
  /** After the API saved it (the toast is shown already). */
  onSaved: (contact: TContact) => void;
  /** Shows a Cancel button that calls it. */
  onCancel?: () => void;
};

/**
 * Spec §2 Add/edit contact (also the address book's "add contact"): the spec §5 contact fields,
 * checked as the API checks them (ZContactInput and domain's checkContact with the country's
 * postcode and states), saved through /my-contact-add or /my-contact/edit/{id}.
 */
export function ContactForm(props: TContactFormProps) {
  // The errors namespace: the checks answer with the API's own messages.
  const { i18n } = useTranslation(["contacts", "errors"]);
  const countries = useQuery(countriesQuery(i18n.language));
  if (!countries.data) return <PageLoader />;
  return <LoadedContactForm {...props} countries={countries.data} />;
}

function LoadedContactForm({
  contact,
  onSaved,
  onCancel,
  countries,
}: TContactFormProps & { countries: TCountry[] }) {
  const { t } = useTranslation(["contacts", "errors"]);
  const client = useQueryClient();
  // The checks depend on the chosen country and its states (read from the query cache once loaded).
  const resolver = useCallback<Resolver<TContactFormValues>>(
    (values, context, options) => {
      const country = countries.find((candidate) => candidate.id === Number(values.country_id));
      const states = country ? client.getQueryData(statesQuery(country.id).queryKey) : undefined;
      return contractResolver<TContactFormValues>(contactSchema({ country, states }))(
        values,
        context,
        options,
      );
    },
    [countries, client],
  );
  const { form, failure, pending, send } = useFormSection<TContactFormValues, TContactInput, TContact>({
    resolver,
    defaultValues: contact ? contactValues(contact) : emptyContact(countries),
    mutation: useSaveContact(contact?.id),
    fieldOf: fieldsNamed(CONTACT_FIELDS),
    failed: t("failed"),
  });
  const { register, control, formState } = form;
  const { errors } = formState;
  const countryId = Number(useWatch({ control, name: "country_id" }));
  const notes = useWatch({ control, name: "notes" }) ?? "";
  const country = countries.find((candidate) => candidate.id === countryId);
  const states = useQuery({ ...statesQuery(countryId), enabled: country?.has_states === true });

  const submit = form.handleSubmit((values) =>
    send(values, {
      toast: t(contact ? "toasts.saved" : "toasts.added"),
      onSuccess: (saved) => {
        if (!contact) form.reset(emptyContact(countries));
        onSaved(saved);
      },
    }),
  );

  const text = (
    name: Exclude<keyof TContactFormValues, "country_id" | "pro">,
    max: number,
    required = false,
  ) => (
    <TextInput
      label={t(`fields.${name}`)}
      required={required}
      maxLength={max}
      error={errors[name]?.message}
      data-testid={`contact-${name}`}
      {...register(name)}
    />
  );
  return (
    <form onSubmit={submit} noValidate aria-label={t(contact ? "tabs.edit" : "tabs.add")}>
      <Stack gap="md">
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
            {...register("country_id", { setValueAs: (value) => Number(value) })}
          />
          <TextInput
            label={t("fields.postcode")}
            required={country?.has_postcode ?? true}
            maxLength={L.postcode}
            error={errors.postcode?.message}
            data-testid="contact-postcode"
            {...register("postcode")}
          />
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
          <TextInput
            label={t("fields.notes")}
            maxLength={L.notes}
            description={t("notesCount", { count: notes.length, max: L.notes })}
            error={errors.notes?.message}
            data-testid="contact-notes"
            {...register("notes")}
          />
        </SimpleGrid>
        <FlagCheckbox control={control} name="pro" label={t("fields.pro")} error={errors.pro?.message} />
        <FormFooter
          failure={failure}
          pending={pending}
          label={t(contact ? "save" : "add")}
          extra={
            onCancel && (
              <Button variant="default" onClick={onCancel}>
                {t("cancel")}
              </Button>
            )
          }
        />
      </Stack>
    </form>
  );
}
