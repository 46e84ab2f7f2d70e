import { Container, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { type TLoyaltyBody, ZLoyaltyBody } from "@ship/contracts";
import { LOYALTY_LIMITS as L, LOYALTY_VOUCHER_MAX_CENTS } from "@ship/domain";
import { useTranslation } from "react-i18next";
import { FormFooter } from "../../../components/form-footer.tsx";
import { PageTitle } from "../../../components/page-title.tsx";
import { useCountries } from "../../../lib/countries.ts";
import { formatMoney } from "../../../lib/format.ts";
import { useSession } from "../../../lib/session.ts";
import { fieldsNamed, useFormSection } from "../../../lib/use-form-section.ts";
import { useEnrolLoyalty } from "../api/referral-api.ts";
import "./styles.ts";

const FIELDS = ["gender", "firstname", "lastname", "address1", "address2", "postcode", "city", "country_id"];

/** #/{lang}/loyalty (spec §2, §5 Loyalty, §9 gift vouchers): the loyalty programme's form. */
export function LoyaltyPage() {
  const { t, i18n } = useTranslation(["referral", "errors"]);
  const { user } = useSession();
  const countries = useCountries(i18n.language);
  const { form, failure, pending, send } = useFormSection<TLoyaltyBody>({
    schema: ZLoyaltyBody,
    defaultValues: {
      firstname: "",
      lastname: user?.lastname ?? "",
      address1: "",
      address2: "",
      postcode: "",
      city: "",
    },
    mutation: useEnrolLoyalty(),
    fieldOf: fieldsNamed(FIELDS),
    failed: t("loyalty.failed"),
  });
  const { register, handleSubmit, formState } = form;
  const { errors } = formState;
  const submit = handleSubmit((values) => send(values, { toast: t("loyalty.saved") }));
  const text = (name: Exclude<keyof TLoyaltyBody, "gender" | "country_id">, max: number, required = true) => (
    <TextInput
      label={t(`loyalty.${name}`)}
      required={required}
      maxLength={max}
      error={errors[name]?.message}
      {...register(name)}
    />
  );

  return (
    <Container size="md" py="md">
      <Stack gap="lg">
        <PageTitle>{t("loyalty.title")}</PageTitle>
        <Paper withBorder p="md">
          <Text>
            {t("loyalty.intro", {
              amount: formatMoney(LOYALTY_VOUCHER_MAX_CENTS, "EUR", i18n.language, "short"),
            })}
          </Text>
        </Paper>
        <Paper withBorder p="md">
          <form onSubmit={submit} noValidate aria-label={t("loyalty.title")}>
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                <NativeSelect
                  label={t("loyalty.gender")}
                  required
                  error={errors.gender?.message}
                  data={[
                    { value: "", label: t("loyalty.choose") },
                    { value: "M", label: t("loyalty.genderM") },
                    { value: "F", label: t("loyalty.genderF") },
                  ]}
                  {...register("gender", { setValueAs: (value) => (value === "" ? undefined : value) })}
                />
                {text("firstname", L.firstname)}
                {text("lastname", L.lastname)}
              </SimpleGrid>
              {text("address1", L.address)}
              {text("address2", L.address, false)}
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                {text("postcode", L.postcode)}
                {text("city", L.city)}
                <NativeSelect
                  label={t("loyalty.country")}
                  required
                  error={errors.country_id?.message}
                  data={[
                    { value: "", label: t("loyalty.choose") },
                    ...(countries.data ?? []).map((country) => ({
                      value: String(country.id),
                      label: country.name,
                    })),
                  ]}
                  {...register("country_id", {
                    setValueAs: (value) => (value === "" ? undefined : Number(value)),
                  })}
                />
              </SimpleGrid>
              <FormFooter failure={failure} pending={pending} label={t("loyalty.submit")} />
            </Stack>
          </form>
        </Paper>
      </Stack>
    </Container>
  );
}
