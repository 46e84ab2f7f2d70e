import { NativeSelect, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { type TSubAccountAddBody, ZSubAccountAddBody } from "@ship/contracts";
import { SETTINGS_LIMITS as L, LOGIN_MAX } from "@ship/domain";
import { useTranslation } from "react-i18next";
import { FormFooter } from "../../../components/form-footer.tsx";
import { useCountries } from "../../../lib/countries.ts";
import { fieldsNamed, useFormSection } from "../../../lib/use-form-section.ts";
import { useAddSubAccount } from "../api/sub-accounts-api.ts";

/** Invites a sub-account: the API records it and e-mails a single-use registration link. */
export function AddSubAccountForm({ onAdded }: { onAdded: () => void }) {
  const { t, i18n } = useTranslation("subAccounts");
  const countries = useCountries(i18n.language);
  const { form, failure, pending, send } = useFormSection<TSubAccountAddBody>({
    schema: ZSubAccountAddBody,
    defaultValues: { email: "", fullname: "", company: "", city: "" },
    mutation: useAddSubAccount(),
    fieldOf: fieldsNamed(["email", "fullname", "company", "city", "country_id"]),
    failed: t("failed"),
  });
  const { register, handleSubmit, reset, formState } = form;
  const { errors } = formState;

  const submit = handleSubmit((values) =>
    send(values, {
      toast: t("toasts.invited", { email: values.email }),
      onSuccess: () => {
        reset();
        onAdded();
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t("add.title")}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
          <TextInput
            type="email"
            label={t("fields.email")}
            required
            maxLength={LOGIN_MAX}
            error={errors.email?.message}
            {...register("email")}
          />
          <TextInput
            label={t("fields.fullname")}
            required
            maxLength={L.subAccountLastname}
            error={errors.fullname?.message}
            {...register("fullname")}
          />
          <TextInput
            label={t("fields.company")}
            maxLength={L.subAccountCompany}
            error={errors.company?.message}
            {...register("company")}
          />
          <TextInput
            label={t("fields.city")}
            maxLength={L.city}
            error={errors.city?.message}
            {...register("city")}
          />
          <NativeSelect
            label={t("fields.country")}
            error={errors.country_id?.message}
            data={[
              { value: "", label: t("fields.noCountry") },
              ...(countries.data ?? []).map((country) => ({
                value: String(country.id),
                label: country.name,
              })),
            ]}
            {...register("country_id", { setValueAs: (value) => (value === "" ? undefined : Number(value)) })}
          />
        </SimpleGrid>
        <FormFooter failure={failure} pending={pending} label={t("add.submit")} />
      </Stack>
    </form>
  );
}
