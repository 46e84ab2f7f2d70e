import { Button, Group, PasswordInput, Stack } from "@mantine/core";
import { type TChangePasswordBody, ZChangePasswordBody } from "@ship/contracts";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../components/form-alert.tsx";
import { contractResolver } from "../../../lib/form-resolver.ts";
import { withPasswordRule } from "../../../lib/password-rule.ts";
import { applyServerErrors } from "../../../lib/server-errors.ts";
import { showSuccessToast } from "../../../lib/toast.ts";
import { useSettingsMutation } from "../api/settings-api.ts";

const FIELDS = new Set(["old", "new", "confirm"]);

/** Section 3 (brand block settings_password): old, new (the brand's length) and confirmation. */
export function ChangePasswordSection({
  userId,
  rule,
}: {
  userId: number;
  rule: { min: number; max: number };
}) {
  const { t } = useTranslation("settings");
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSettingsMutation<TChangePasswordBody>(`/settings/password/${userId}`);
  const schema = useMemo(() => withPasswordRule(ZChangePasswordBody, "new", rule), [rule]);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<TChangePasswordBody>({
    resolver: contractResolver<TChangePasswordBody>(schema),
    defaultValues: { old: "", new: "", confirm: "" },
  });

  const submit = handleSubmit((values) => {
    setFailure(null);
    save.mutate(values, {
      onSuccess: () => {
        reset();
        showSuccessToast(t("toasts.password"));
      },
      onError: (error) =>
        setFailure(applyServerErrors(error, setError, (f) => (FIELDS.has(f) ? f : null), t("failed"))),
    });
  });

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
        <FormAlert message={failure} />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t("password.submit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
