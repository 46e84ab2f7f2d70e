import { Button, Group, PasswordInput, Stack, TextInput } from "@mantine/core";
import { type TChangeEmailBody, ZChangeEmailBody } from "@ship/contracts";
import { LOGIN_MAX } from "@ship/domain";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../components/form-alert.tsx";
import { contractResolver } from "../../../lib/form-resolver.ts";
import { applyServerErrors } from "../../../lib/server-errors.ts";
import { showSuccessToast } from "../../../lib/toast.ts";
import { useSettingsMutation } from "../api/settings-api.ts";

const FIELDS = new Set(["newEmail", "confirmEmail", "password"]);

/** Section 2 (brand block settings_email): new address twice and the current password. */
export function ChangeEmailSection() {
  const { t } = useTranslation("settings");
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSettingsMutation<TChangeEmailBody>("/settings/email");
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<TChangeEmailBody>({
    resolver: contractResolver<TChangeEmailBody>(ZChangeEmailBody),
    defaultValues: { newEmail: "", confirmEmail: "", password: "" },
  });

  const submit = handleSubmit((values) => {
    setFailure(null);
    save.mutate(values, {
      onSuccess: () => {
        reset();
        showSuccessToast(t("toasts.email"));
      },
      onError: (error) =>
        setFailure(applyServerErrors(error, setError, (f) => (FIELDS.has(f) ? f : null), t("failed"))),
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t("sections.email")}>
      <Stack gap="md" maw={420}>
        <TextInput
          type="email"
          label={t("email.new")}
          required
          maxLength={LOGIN_MAX}
          autoComplete="email"
          error={errors.newEmail?.message}
          {...register("newEmail")}
        />
        <TextInput
          type="email"
          label={t("email.confirm")}
          required
          maxLength={LOGIN_MAX}
          autoComplete="email"
          error={errors.confirmEmail?.message}
          {...register("confirmEmail")}
        />
        <PasswordInput
          label={t("email.password")}
          required
          autoComplete="current-password"
          error={errors.password?.message}
          {...register("password")}
        />
        <FormAlert message={failure} />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t("email.submit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
