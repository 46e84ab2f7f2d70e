import { PasswordInput, Stack } from "@mantine/core";
import { settingsPasswordEndpoint, type TChangePasswordBody, ZChangePasswordBody } from "@ship/contracts";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { FormFooter } from "../../../components/form-footer.tsx";
import { withPasswordRule } from "../../../lib/password-rule.ts";
import { fieldsNamed, useFormSection } from "../../../lib/use-form-section.ts";
import { useSettingsMutation } from "../api/settings-api.ts";

/** Section 3 (brand block settings_password): old, new (the brand's length) and confirmation. */
export function ChangePasswordSection({
  userId,
  rule,
}: {
  userId: number;
  rule: { min: number; max: number };
}) {
  const { t } = useTranslation("settings");
  const schema = useMemo(() => withPasswordRule(ZChangePasswordBody, "new", rule), [rule]);
  const { form, failure, pending, send } = useFormSection<TChangePasswordBody>({
    schema,
    defaultValues: { old: "", new: "", confirm: "" },
    mutation: useSettingsMutation(settingsPasswordEndpoint, { id: userId }),
    fieldOf: fieldsNamed(["old", "new", "confirm"]),
    failed: t("failed"),
  });
  const { register, handleSubmit, reset, formState } = form;
  const { errors } = formState;

  const submit = handleSubmit((values) =>
    send(values, { toast: t("toasts.password"), onSuccess: () => reset() }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t("sections.password")}>
      <Stack gap="md" maw={420}>
        <PasswordInput
          label={t("password.old")}
          required
          autoComplete="current-password"
          error={errors.old?.message}
          {...register("old")}
        />
        <PasswordInput
          label={t("password.new")}
          description={t("password.rule", { min: rule.min, max: rule.max })}
          required
          autoComplete="new-password"
          error={errors.new?.message}
          {...register("new")}
        />
        <PasswordInput
          label={t("password.confirm")}
          required
          autoComplete="new-password"
          error={errors.confirm?.message}
          {...register("confirm")}
        />
        <FormFooter failure={failure} pending={pending} label={t("password.submit")} />
      </Stack>
    </form>
  );
}
