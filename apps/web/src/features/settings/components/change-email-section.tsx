import { PasswordInput, Stack, TextInput } from "@mantine/core";
import { settingsEmailEndpoint, type TChangeEmailBody, ZChangeEmailBody } from "@ship/contracts";
import { LOGIN_MAX } from "@ship/domain";
import { useTranslation } from "react-i18next";
import { FormFooter } from "../../../components/form-footer.tsx";
import { fieldsNamed, useFormSection } from "../../../lib/use-form-section.ts";
import { useSettingsMutation } from "../api/settings-api.ts";

/** Section 2 (brand block settings_email): new address twice and the current password. */
export function ChangeEmailSection() {
  const { t } = useTranslation("settings");
  const { form, failure, pending, send } = useFormSection<TChangeEmailBody>({
    schema: ZChangeEmailBody,
    defaultValues: { newEmail: "", confirmEmail: "", password: "" },
    mutation: useSettingsMutation(settingsEmailEndpoint),
    fieldOf: fieldsNamed(["newEmail", "confirmEmail", "password"]),
    failed: t("failed"),
  });
  const { register, handleSubmit, reset, formState } = form;
  const { errors } = formState;

  const submit = handleSubmit((values) =>
    send(values, { toast: t("toasts.email"), onSuccess: () => reset() }),
  );

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
        <FormFooter failure={failure} pending={pending} label={t("email.submit")} />
      </Stack>
    </form>
  );
}
