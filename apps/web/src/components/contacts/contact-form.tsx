import { Button, Stack } from "@mantine/core";
import type { TContact, TContactInput, TCountry } from "@ship/contracts";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import type { Resolver } from "react-hook-form";
import { useTranslation } from "react-i18next";
import "./styles.ts";
import { countriesQuery, statesQuery } from "../../lib/countries.ts";
import { contractResolver } from "../../lib/form-resolver.ts";
import { fieldsNamed, useFormSection } from "../../lib/use-form-section.ts";
import { FlagCheckbox } from "../flag-checkbox.tsx";
import { FormFooter } from "../form-footer.tsx";
import { PageLoader } from "../page-loader.tsx";
import { ContactFields } from "./contact-fields.tsx";
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
  const submit = form.handleSubmit((values) =>
    send(values, {
      toast: t(contact ? "toasts.saved" : "toasts.added"),
      onSuccess: (saved) => {
        if (!contact) form.reset(emptyContact(countries));
        onSaved(saved);
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t(contact ? "tabs.edit" : "tabs.add")}>
      <Stack gap="md">
        <ContactFields form={form} countries={countries} />
        <FlagCheckbox
          control={form.control}
          name="pro"
          label={t("fields.pro")}
          error={form.formState.errors.pro?.message}
        />
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
