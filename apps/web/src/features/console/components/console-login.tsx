import { Button, Center, Paper, PasswordInput, Stack, TextInput, Title } from "@mantine/core";
import { type TConsoleLoginBody, ZConsoleLoginBody } from "@ship/contracts";
import { LOGIN_MAX, PASSWORD_INPUT_MAX } from "@ship/domain";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../components/form-alert.tsx";
import { contractResolver } from "../../../lib/form-resolver.ts";
import { applyServerErrors } from "../../../lib/server-errors.ts";
import { useConsoleLogin } from "../api/console-api.ts";

/** The console's login: e-mail, password and the authenticator app's 6-digit code. */
export function ConsoleLogin() {
  const { t } = useTranslation("console");
  const login = useConsoleLogin();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<TConsoleLoginBody>({
    resolver: contractResolver<TConsoleLoginBody>(ZConsoleLoginBody),
    defaultValues: { email: "", password: "", code: "" },
  });
  const { errors } = formState;
  const submit = handleSubmit((body) => {
    setFailure(null);
    login.mutate(body, {
      onError: (error) =>
        setFailure(
          applyServerErrors(
            error,
            setError,
            (field) => (["email", "password", "code"].includes(field) ? field : null),
            t("failed"),
          ),
        ),
    });
  });
  return (
    <Center mih="100vh" component="main">
      <Paper withBorder p="lg" w={380}>
        <form onSubmit={submit} noValidate aria-labelledby="console-login-title">
          <Stack>
            <Title order={1} size="h3" id="console-login-title" data-testid="page-title">
              {t("login.title")}
            </Title>
            <TextInput
              type="email"
              autoComplete="username"
              label={t("login.email")}
              required
              maxLength={LOGIN_MAX}
              error={errors.email?.message}
              {...register("email")}
            />
            <PasswordInput
              autoComplete="current-password"
              label={t("login.password")}
              required
              maxLength={PASSWORD_INPUT_MAX}
              error={errors.password?.message}
              {...register("password")}
            />
            <TextInput
              label={t("login.code")}
              description={t("login.codeHelp")}
              inputMode="numeric"
              autoComplete="one-time-code"
              required
              maxLength={6}
              error={errors.code?.message}
              {...register("code")}
            />
            <FormAlert message={failure} />
            <Button type="submit" loading={login.isPending}>
              {t("login.submit")}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
