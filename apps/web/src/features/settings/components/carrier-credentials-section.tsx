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
import {
  settingsSaveCarrierCredentialsEndpoint,
  type TCarrierCredentials,
  type TCredentialValues,
} from "@ship/contracts";
import {
  getCredentialFormFields,
  REQUIRED_CREDENTIAL_FIELDS,
  SECRET_CREDENTIAL_FIELDS,
  SETTINGS_LIMITS,
  type TCredentialField,
} from "@ship/domain";
import { useQuery } from "@tanstack/react-query";
import i18next from "i18next";
import { useTranslation } from "react-i18next";
import { FormFooter } from "../../../components/form-footer.tsx";
import { PageLoader } from "../../../components/page-loader.tsx";
import { useFormSection } from "../../../lib/use-form-section.ts";
import { carrierCredentialsQuery, useSettingsMutation } from "../api/settings-api.ts";
import { TestCredentialsButton } from "./test-credentials-button.tsx";

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
  // Secrets are never shown again: their fields start empty.
  const shown = (from: TCredentialValues, or: TCredentialValues = {}): TCredentialValues =>
    Object.fromEntries(fields.map((f) => [f, isSecret(f) ? "" : (from[f] ?? or[f] ?? "")]));
  const { form, failure, pending, send } = useFormSection({
    defaultValues: shown(stored),
    mutation: useSettingsMutation(settingsSaveCarrierCredentialsEndpoint, { carrier }),
    fieldOf: (field) => (field.startsWith("values.") ? field.slice("values.".length) : null),
    failed: t("failed"),
  });
  const { register, handleSubmit, setError, reset, formState, getValues } = form;

  function save(values: TCredentialValues) {
    send(
      { values },
      {
        toast: t("toasts.settings"),
        onSuccess: ({ data }) => reset(shown(data.values, values)),
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
    save(values);
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
          <FormFooter
            failure={failure}
            pending={pending}
            label={t("save")}
            extra={
              <>
                <TestCredentialsButton carrier={carrier} values={getValues} />
                {status !== "empty" && (
                  <Button variant="subtle" color="red" onClick={() => save({})} loading={pending}>
                    {t("carriers.remove")}
                  </Button>
                )}
              </>
            }
          />
        </Stack>
      </form>
    </Fieldset>
  );
}
