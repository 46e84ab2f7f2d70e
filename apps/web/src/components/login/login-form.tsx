import { zodResolver } from "@hookform/resolvers/zod";
import { Button, PasswordInput, Stack, TextInput } from "@mantine/core";
import { type TLoginBody, ZLoginBody } from "@ship/contracts";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { translateIssue } from "../../i18n/zod-error-map.ts";
import { useLogin } from "../../lib/login.ts";
import { describeLoginFailure } from "../../lib/login-failure.ts";
import { FailedLoginModal } from "./failed-login-modal.tsx";
import { SsoButton } from "./sso-button.tsx";

type TLoginFormProps = {
  onLoggedIn: () => void;
  /** Told when the failed-login modal opens and closes (a surrounding modal then ignores Escape). */
  onFailureShown?: (shown: boolean) => void;
};

/**
 * The login form of the login modal, the login page and the register page (same limits as the
 * API: ZLoginBody).
 */
export function LoginForm({ onLoggedIn, onFailureShown }: TLoginFormProps) {
  const { t } = useTranslation(["common", "errors"]);
  const login = useLogin(onLoggedIn);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<TLoginBody>({
    resolver: zodResolver(ZLoginBody, { error: translateIssue }),
    defaultValues: { login: "", password: "" },
  });

  const submit = handleSubmit((values) =>
    login.mutate(values, {
      onError: (error) => {
        const outcome = describeLoginFailure(error, t);
        if (outcome.kind === "modal") setFailure(outcome.message);
        else for (const item of outcome.errors) setError(item.field, { message: item.message });
      },
    }),
  );

  useEffect(() => onFailureShown?.(failure !== null), [failure, onFailureShown]);

  function closeFailure() {
    setFailure(null);
    setFocus("password");
  }

  return (
    <>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t("session.email")}
            type="email"
            autoComplete="username"
            required
            error={errors.login?.message}
            {...register("login")}
          />
          <PasswordInput
            label={t("session.password")}
            autoComplete="current-password"
            required
            error={errors.password?.message}
            visibilityToggleButtonProps={{ "aria-label": t("session.showCharacters") }}
            {...register("password")}
          />
          <Button type="submit" loading={login.isPending} fullWidth>
            {t("session.login")}
          </Button>
          {/* Spec §6: a visitor may also log in through the marketplace (shown when configured). */}
          <SsoButton />
        </Stack>
      </form>
      {failure !== null && <FailedLoginModal message={failure} onClose={closeFailure} />}
    </>
  );
}
