import { Alert, Anchor, Button, Container, Paper, PasswordInput, Stack } from "@mantine/core";
import { checkPasswordLength, type TResetPasswordBody, ZResetPasswordBody } from "@ship/contracts";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { PageTitle } from "../../../components/page-title.tsx";
import { useBrand } from "../../../lib/brand.ts";
import { useResetPassword } from "../api/accounts.ts";
import { applyApiErrors } from "../api/api-errors.ts";
import { codeResolver } from "../code-resolver.ts";
import "../../../components/account-styles.ts";

/** #/{lang}/reset-password/{token}: the page a reset e-mail links to; the link works once. */
export function ResetPasswordPage() {
  const { t } = useTranslation(["accounts", "errors"]);
  const { lang, token = "" } = useParams();
  const brand = useBrand();
  const reset = useResetPassword();
  const [done, setDone] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const schema = useMemo(
    () =>
      ZResetPasswordBody.superRefine((value, ctx) => {
        const problem = checkPasswordLength(value.password, brand.password);
        if (problem) {
          ctx.addIssue({
            code: "custom",
            path: ["password"],
            message: t(`errors:${problem.code}`, problem.params),
          });
        }
      }),
    [brand.password, t],
  );
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TResetPasswordBody>({
    resolver: codeResolver<TResetPasswordBody>(schema),
    defaultValues: { token, password: "", passwordCompr: "" },
  });

  const submit = handleSubmit((values) => {
    setAlert(null);
    reset.mutate(values, {
      onSuccess: () => setDone(true),
      onError: (error) =>
        setAlert(applyApiErrors(error, ["password", "passwordCompr"], setError, t("errors:internal"))),
    });
  });

  return (
    <Container size={480} py="xl">
      <PageTitle mb="lg">{t("reset.title")}</PageTitle>
      <Paper withBorder p="lg" radius="md">
        {done ? (
          <Stack gap="sm">
            <Alert color="green" role="status" data-testid="password-reset-done">
              {t("reset.done")}
            </Alert>
            <Button component={Link} to={`/${lang}/login`}>
              {t("reset.login")}
            </Button>
          </Stack>
        ) : (
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              {(alert || errors.token) && (
                <Alert color="red" role="alert">
                  {alert ?? t("errors:account.reset_invalid")}{" "}
                  <Anchor component={Link} to={`/${lang}/forgot-password`}>
                    {t("reset.askAgain")}
                  </Anchor>
                </Alert>
              )}
              <PasswordInput
                label={t("reset.password")}
                description={t("form.passwordHint", brand.password)}
                autoComplete="new-password"
                required
                maxLength={brand.password.max}
                error={errors.password?.message}
                {...register("password")}
              />
              <PasswordInput
                label={t("reset.passwordCompr")}
                autoComplete="new-password"
                required
                maxLength={brand.password.max}
                error={errors.passwordCompr?.message}
                {...register("passwordCompr")}
              />
              <Button type="submit" loading={reset.isPending}>
                {t("reset.submit")}
              </Button>
            </Stack>
          </form>
        )}
      </Paper>
    </Container>
  );
}
