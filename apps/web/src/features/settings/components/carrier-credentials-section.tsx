import {
  Badge,
  Button,
  Fieldset,
  Group,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import "@mantine/core/styles/Fieldset.css";
import type { TCarrierCredentials, TCredentialValues } from "@ship/contracts";
import {
  getCredentialFormFields,
  REQUIRED_CREDENTIAL_FIELDS,
  SECRET_CREDENTIAL_FIELDS,
  SETTINGS_LIMITS,
  type TCredentialField,
} from "@ship/domain";
import { useQuery } from "@tanstack/react-query";
import i18next from "i18next";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../components/form-alert.tsx";
import { PageLoader } from "../../../components/page-loader.tsx";
import { applyServerErrors } from "../../../lib/server-errors.ts";
import { showSuccessToast } from "../../../lib/toast.ts";
import { carrierCredentialsQuery, useSettingsMutation } from "../api/settings-api.ts";

const STATUS_COLORS = { empty: "gray", partial: "orange", complete: "green" } as const;

/** Section 6 (saas accounts): own-carrier credentials per carrier, secrets never shown in full. */
export function CarrierCredentialsSection() {
  const { t } = useTranslation("settings");
  const list = useQuery(carrierCredentialsQuery);
  if (!list.data) return <PageLoader />;
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t("carriers.intro")}
      </Text>
      {list.data.map((credentials) => (
        <CarrierForm key={credentials.carrier} credentials={credentials} />
      ))}
    </Stack>
  );
}

function CarrierForm({ credentials }: { credentials: TCarrierCredentials }) {
  const { t } = useTranslation("settings");
  const { carrier, values: stored, status, access } = credentials;
  const fields = getCredentialFormFields(carrier);
  const isSecret = (field: TCredentialField) => SECRET_CREDENTIAL_FIELDS.includes(field);
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSettingsMutation<{ values: TCredentialValues }, { data: TCarrierCredentials }>(
    `/settings/carrier-credentials/${carrier}`,
  );
  const { register, handleSubmit, setError, reset, formState } = useForm<TCredentialValues>({
    defaultValues: Object.fromEntries(
      fields.map((field) => [field, isSecret(field) ? "" : (stored[field] ?? "")]),
    ),
  });

  function send(values: TCredentialValues, toast: string) {
    setFailure(null);
    save.mutate(
      { values },
      {
        onSuccess: ({ data }: { data: TCarrierCredentials }) => {
          reset(
            Object.fromEntries(
              fields.map((f) => [f, isSecret(f) ? "" : (data.values[f] ?? values[f] ?? "")]),
            ),
          );
          showSuccessToast(toast);
        },
        onError: (error: unknown) =>
          setFailure(
            applyServerErrors(
              error,
              setError,
              (field) => (field.startsWith("values.") ? field.slice("values.".length) : null),
              t("failed"),
            ),
          ),
      },
    );
  }

  // Spec §5: a partial set blocks saving; a secret left empty keeps the stored one.
  const submit = handleSubmit((values) => {
    const required = REQUIRED_CREDENTIAL_FIELDS[carrier];
    const filled = (field: TCredentialField) =>
      (values[field] ?? "").trim() !== "" || (isSecret(field) && Boolean(stored[field]));
    const missing = required.filter((field) => !filled(field));
    const typedAnything = fields.some((field) => (values[field] ?? "").trim() !== "");
    if (missing.length > 0 && (typedAnything || status !== "empty")) {
      const message = i18next.t("errors:settings.credentials_incomplete");
      for (const field of missing) setError(field, { message });
      return;
    }
    send(values, t("toasts.settings"));
  });

  return (
    <Fieldset
      legend={
        <Group gap="xs">
          <Text fw={600}>{t(`carriers.names.${carrier}`)}</Text>
          <Badge color={STATUS_COLORS[status]} variant="light">
            {t(`carriers.status.${status}`)}
          </Badge>
        </Group>
      }
      disabled={!access}
      data-testid={`carrier-${carrier}`}
    >
      {!access && (
        <Text size="sm" c="dimmed" mb="sm">
          {t("carriers.noAccess")}
        </Text>
      )}
      <form onSubmit={submit} noValidate aria-label={t(`carriers.names.${carrier}`)}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
            {fields.map((field) => {
              const common = {
                label: t(`carriers.fields.${field}`),
                required: field !== "discount",
                maxLength: SETTINGS_LIMITS.credentialField,
                error: formState.errors[field]?.message,
                ...register(field),
              };
              return isSecret(field) ? (
                <PasswordInput
                  key={field}
                  {...common}
                  autoComplete="off"
                  placeholder={stored[field] || undefined}
                  description={stored[field] ? t("carriers.keepSecret") : undefined}
                />
              ) : (
                <TextInput key={field} {...common} autoComplete="off" />
              );
            })}
          </SimpleGrid>
          <FormAlert message={failure} />
          <Group justify="flex-end">
            {status !== "empty" && (
              <Button
                variant="subtle"
                color="red"
                onClick={() => send({}, t("toasts.settings"))}
                loading={save.isPending}
              >
                {t("carriers.remove")}
              </Button>
            )}
            <Button type="submit" loading={save.isPending}>
              {t("save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Fieldset>
  );
}
