import { Alert, Anchor, Button, Fieldset, PasswordInput, SimpleGrid, Stack, TextInput } from "@mantine/core";
import {
  checkPasswordLength,
  isValidPhone,
  type TRegisterCandidateBody,
  ZRegisterBody,
  ZRegisterCandidateBody,
} from "@ship/contracts";
import { ACTIVITIES, REGISTER_LIMITS as L, type TPasswordRule } from "@ship/domain";
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { type Path, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { FlagCheckbox } from "../../../components/flag-checkbox.tsx";
import { FormSelect } from "../../../components/form-select.tsx";
import { countriesQuery } from "../../../lib/countries.ts";
import { useRegisterCandidate, useRegisterPersonal, verifyEmail } from "../api/accounts.ts";
import { applyApiErrors } from "../api/api-errors.ts";
import { codeResolver } from "../code-resolver.ts";
import { AddressFields } from "./address-fields.tsx";

// One value shape for both forms; the personal form sends only its own fields.
type TValues = TRegisterCandidateBody;
const PERSONAL_FIELDS = [
  "login",
  "password",
  "passwordCompr",
  "address_lastname",
  "gender",
  "newsletter",
  "referrer_email",
  "apporteur_code",
  "terms",
] as const;

const DEFAULT_VALUES = {
  login: "",
  password: "",
  passwordCompr: "",
  address_lastname: "",
  newsletter: 0,
  referrer_email: "",
  terms: 0,
  address_company: "",
  address_phone: "",
  address_address1: "",
  address_address2: "",
  address_address3: "",
  address_postcode: "",
  address_city: "",
  merchant_id: "",
  siret: "",
  vat_number: "",
  naf: "",
  website: "",
  apporteur_code: "",
  use_invoice_address: 0,
} as TValues; // the country is chosen by the user: no default
const PERSONAL_DEFAULTS = Object.fromEntries(
  Object.entries(DEFAULT_VALUES).filter(([key]) => (PERSONAL_FIELDS as readonly string[]).includes(key)),
) as TValues;

type TProps = {
  pro: boolean;
  /** A sponsor's referral code from the personal link (?ref=), put in the apporteur code field. */
  referralCode?: string;
  passwordRule: TPasswordRule;
  /** The brand's register_form block: gender, referrer e-mail and newsletter (decision 049). */
  optionalBlocks: boolean;
  onRegistered: () => void;
  onPending: () => void;
};

/** The personal or professional register form; every limit is the API's own schema (spec §5). */
export function RegisterForm({
  pro,
  referralCode = "",
  passwordRule,
  optionalBlocks,
  onRegistered,
  onPending,
}: TProps) {
  const { t } = useTranslation(["accounts", "errors"]);
  const { lang = "fr" } = useParams();
  const countries = useQuery({ ...countriesQuery(lang), enabled: pro });
  const personal = useRegisterPersonal();
  const candidate = useRegisterCandidate();
  const [alert, setAlert] = useState<string | null>(null);

  const schema = useMemo(
    () =>
      (pro ? ZRegisterCandidateBody : ZRegisterBody).superRefine((value, ctx) => {
        const problem = checkPasswordLength(value.password, passwordRule);
        if (problem)
          ctx.addIssue({ code: "custom", path: ["password"], message: problem.code, params: problem.params });
      }),
    [pro, passwordRule],
  );
  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<TValues>({
    resolver: codeResolver<TValues>(schema),
    // The personal schema is strict: its form holds only its own fields.
    defaultValues: { ...(pro ? DEFAULT_VALUES : PERSONAL_DEFAULTS), apporteur_code: referralCode },
  });
  const useInvoice = watch("use_invoice_address") === 1;
  const byId = new Map((countries.data ?? []).map((country) => [country.id, country]));
  const message = (name: Path<TValues>) => {
    const error = (errors as Record<string, { message?: string } | undefined>)[name];
    return error?.message;
  };
  const text = (name: Path<TValues>, labelKey: string, max: number, required = false) => (
    <TextInput
      label={t(labelKey)}
      required={required}
      maxLength={max}
      error={message(name)}
      {...register(name)}
    />
  );

  async function checkEmail(email: string) {
    if (!email.includes("@")) return;
    const answer = await verifyEmail(email).catch(() => undefined);
    if (answer && !answer.available) setError("login", { message: t("errors:account.email_exists") });
  }

  function phoneProblem(values: TValues): boolean {
    let bad = false;
    const check = (
      prefix: "address" | "invoice_address",
      countryId: number | undefined,
      phone: string | undefined,
    ) => {
      const code = countryId === undefined ? undefined : byId.get(countryId)?.code;
      if (phone && !isValidPhone(phone, code)) {
        setError(`${prefix}_phone`, { message: t("errors:account.invalid_phone") });
        bad = true;
      }
    };
    check("address", values.address_country_id, values.address_phone);
    if (values.use_invoice_address === 1) {
      check("invoice_address", values.invoice_address_country_id, values.invoice_address_phone);
    }
    return bad;
  }

  const submit = handleSubmit((values) => {
    setAlert(null);
    const onError = (error: unknown) =>
      setAlert(applyApiErrors(error, Object.keys(values), setError, t("errors:internal")));
    if (!pro) {
      const body = Object.fromEntries(PERSONAL_FIELDS.map((key) => [key, values[key]]));
      personal.mutate(body as Parameters<typeof personal.mutate>[0], { onSuccess: onRegistered, onError });
      return;
    }
    if (phoneProblem(values)) return;
    const body = Object.fromEntries(
      Object.entries(values).filter(
        ([key, value]) => value !== undefined && (useInvoice || !key.startsWith("invoice_")),
      ),
    );
    candidate.mutate(body as TValues, { onSuccess: onPending, onError });
  });

  const flag = (name: "newsletter" | "use_invoice_address" | "terms", label: React.ReactNode) => (
    <FlagCheckbox control={control} name={name} label={label} error={message(name)} />
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        {alert && (
          <Alert color="red" role="alert">
            {alert}
          </Alert>
        )}
        <Fieldset legend={t("form.accountBlock")}>
          <Stack gap="sm">
            <TextInput
              label={t("form.login")}
              type="email"
              autoComplete="email"
              required
              maxLength={L.email}
              error={message("login")}
              {...register("login", { onBlur: (event) => void checkEmail(event.target.value) })}
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <PasswordInput
                label={t("form.password")}
                autoComplete="new-password"
                required
                maxLength={passwordRule.max}
                error={message("password")}
                {...register("password")}
              />
              <PasswordInput
                label={t("form.passwordCompr")}
                autoComplete="new-password"
                required
                maxLength={passwordRule.max}
                error={message("passwordCompr")}
                {...register("passwordCompr")}
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              {optionalBlocks && (
                <FormSelect
                  control={control}
                  name="gender"
                  cleared={undefined}
                  label={t("form.gender")}
                  clearable
                  data={[
                    { value: "M", label: t("form.genderM") },
                    { value: "F", label: t("form.genderF") },
                  ]}
                  error={message("gender")}
                />
              )}
              {text("address_lastname", "form.lastname", L.lastname, true)}
            </SimpleGrid>
          </Stack>
        </Fieldset>

        {pro && (
          <>
            <Fieldset legend={t("form.companyBlock")}>
              <Stack gap="sm">
                <SimpleGrid cols={{ base: 1, xs: 2 }}>
                  {text("merchant_id", "form.merchantId", L.merchantId, true)}
                  {text("siret", "form.siret", L.siret)}
                  {text("vat_number", "form.vatNumber", L.vatNumber)}
                  {text("naf", "form.naf", L.naf)}
                  {text("website", "form.website", L.website)}
                </SimpleGrid>
                <FormSelect
                  control={control}
                  name="activity"
                  cleared={undefined}
                  label={t("form.activity")}
                  clearable
                  data={ACTIVITIES.map((value) => ({ value, label: t(`form.activities.${value}`) }))}
                  error={message("activity")}
                />
              </Stack>
            </Fieldset>
            <Fieldset legend={t("form.addressBlock")}>
              <AddressFields
                prefix="address"
                control={control}
                register={register}
                message={message}
                countries={countries.data ?? []}
              />
            </Fieldset>
            {flag("use_invoice_address", t("form.useInvoiceAddress"))}
            {useInvoice && (
              <Fieldset legend={t("form.invoiceBlock")} data-testid="invoice-address">
                <AddressFields
                  prefix="invoice_address"
                  control={control}
                  register={register}
                  message={message}
                  countries={countries.data ?? []}
                />
              </Fieldset>
            )}
          </>
        )}

        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            {text("apporteur_code", "form.apporteurCode", L.apporteurCode)}
            {optionalBlocks && text("referrer_email", "form.referrerEmail", L.referrerEmail)}
          </SimpleGrid>
          {optionalBlocks && flag("newsletter", t("form.newsletter"))}
          {flag(
            "terms",
            <>
              {t("form.terms")}{" "}
              <Anchor component={Link} to={`/${lang}/terms-of-sale`} target="_blank">
                {t("form.termsLink")}
              </Anchor>
            </>,
          )}
        </Stack>
        <Button type="submit" loading={personal.isPending || candidate.isPending}>
          {t("form.submit")}
        </Button>
      </Stack>
    </form>
  );
}
