import { Alert, Anchor, Button, Container, Paper, Stack, Text, TextInput } from "@mantine/core";
import { ZLostPasswordBody } from "@ship/contracts";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { PageTitle } from "../../../components/page-title.tsx";
import { useLostPassword } from "../api/accounts.ts";
import { applyApiErrors } from "../api/api-errors.ts";
import { codeResolver } from "../code-resolver.ts";
import "../../../components/account-styles.ts";

type TValues = { email: string };

/**
 * #/{lang}/forgot-password: asks the e-mail; the API answers sended ('Your new password has been
 * sent by mail', a single-use reset link in fact: decision 007) or notfound ('User not found').
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation(["accounts", "errors"]);
  const { lang } = useParams();
  const lostPassword = useLostPassword();
  const [sent, setSent] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TValues>({ resolver: codeResolver<TValues>(ZLostPasswordBody), defaultValues: { email: "" } });

  const submit = handleSubmit(({ email }) => {
    setAlert(null);
    lostPassword.mutate(email, {
      onSuccess: (answer) => setSent(answer.message ?? t("forgot.linkNote")),
      onError: (error) => setAlert(applyApiErrors(error, ["email"], setError, t("errors:internal"))),
    });
  });

  return (
    <Container size={480} py="xl">
      <PageTitle mb="lg">{t("forgot.title")}</PageTitle>
      <Paper withBorder p="lg" radius="md">
        {sent ? (
          <Stack gap="sm">
            <Alert color="green" role="status" data-testid="lost-password-sent">
              {sent}
            </Alert>
            <Text>{t("forgot.linkNote")}</Text>
          </Stack>
        ) : (
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <Text>{t("forgot.intro")}</Text>
              {alert && (
                <Alert color="red" role="alert">
                  {alert}
                </Alert>
              )}
              <TextInput
                label={t("forgot.email")}
                type="email"
                autoComplete="email"
                required
                error={errors.email?.message}
                {...register("email")}
              />
              <Button type="submit" loading={lostPassword.isPending}>
                {t("forgot.submit")}
              </Button>
            </Stack>
          </form>
        )}
        <Anchor component={Link} to={`/${lang}/register`} size="sm" mt="md" display="block">
          {t("forgot.backToLogin")}
        </Anchor>
      </Paper>
    </Container>
  );
}
