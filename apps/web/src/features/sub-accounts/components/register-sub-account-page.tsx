import { Alert, Button, Container, Paper, PasswordInput, Stack, Text } from "@mantine/core";
import { type TSubAccountRegisterBody, ZSubAccountRegisterBody } from "@ship/contracts";
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { FailedLoginModal } from "../../../components/login/failed-login-modal.tsx";
import { PageLoader } from "../../../components/page-loader.tsx";
import { PageTitle } from "../../../components/page-title.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { useBrand } from "../../../lib/brand.ts";
import { contractResolver } from "../../../lib/form-resolver.ts";
import { withPasswordRule } from "../../../lib/password-rule.ts";
import { invitationQuery, useRegisterSubAccount } from "../api/sub-accounts-api.ts";

/**
 * #/{lang}/register-sub-account/{register_token} (spec §2, §4): the invited person chooses a
 * password. Status 1 logs in at once; otherwise (or on failure) the failed-login modal opens.
 */
export function RegisterSubAccountPage() {
  const { t } = useTranslation("subAccounts");
  const { register_token: token = "" } = useParams();
  const invitation = useQuery(invitationQuery(token));

  return (
    <Container size={460} py="xl">
      <PageTitle ta="center" mb="lg">
        {t("register.title")}
      </PageTitle>
      <Paper withBorder p="lg" radius="md">
        {invitation.isPending ? (
          <PageLoader />
        ) : invitation.isError ? (
          <Alert color="red" role="alert">
            {invitation.error instanceof ApiError && invitation.error.errors[0]
              ? invitation.error.errors[0].message
              : t("register.invalid")}
          </Alert>
        ) : (
          <RegisterForm token={token} email={invitation.data.email} fullname={invitation.data.fullname} />
        )}
      </Paper>
    </Container>
  );
}

function RegisterForm({ token, email, fullname }: { token: string; email: string; fullname: string }) {
  const { t } = useTranslation("subAccounts");
  const { lang } = useParams();
  const navigate = useNavigate();
  const brand = useBrand();
  const [failure, setFailure] = useState<string | null>(null);
  const registration = useRegisterSubAccount();
  const rule = brand.password;
  const schema = useMemo(() => withPasswordRule(ZSubAccountRegisterBody, "password", rule), [rule]);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TSubAccountRegisterBody>({
    resolver: contractResolver<TSubAccountRegisterBody>(schema),
    defaultValues: { token, password: "", passwordCompr: "" },
  });

  const submit = handleSubmit((values) =>
    registration.mutate(values, {
      onSuccess: (result) => {
        if (result.status === 1) navigate(`/${lang}/index`, { replace: true });
        else setFailure(t("register.notActive"));
      },
      onError: (error) =>
        setFailure(error instanceof ApiError && error.errors[0] ? error.errors[0].message : t("failed")),
    }),
  );

  return (
    <>
      <form onSubmit={submit} noValidate aria-label={t("register.title")}>
        <Stack gap="md">
          <Text>{t("register.intro", { fullname, email })}</Text>
          <PasswordInput
            label={t("register.password")}
            description={t("register.rule", { min: rule.min, max: rule.max })}
            required
            autoComplete="new-password"
            error={errors.password?.message}
            {...register("password")}
          />
          <PasswordInput
            label={t("register.confirm")}
            required
            autoComplete="new-password"
            error={errors.passwordCompr?.message}
            {...register("passwordCompr")}
          />
          <Button type="submit" loading={registration.isPending} fullWidth>
            {t("register.submit")}
          </Button>
        </Stack>
      </form>
      {failure !== null && <FailedLoginModal message={failure} onClose={() => setFailure(null)} />}
    </>
  );
}
