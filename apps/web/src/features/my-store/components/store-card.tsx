import { Alert, Button, Card, Group, List, Stack, Text, TextInput, Title } from "@mantine/core";
import type { TStoreConnection } from "@ship/contracts";
import { IconRefresh } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client.ts";
import { useSetStoreSecret } from "../api/my-store-api.ts";
import { CopyField } from "./copy-field.tsx";
import { TestOrderButton } from "./test-order-button.tsx";

const STEP_COUNTS = { shopify: 4, woocommerce: 5 } as const;

/** Shopify signs webhooks made in its admin with a key it shows: the merchant pastes it here. */
function OwnSecretForm({ store }: { store: TStoreConnection }) {
  const { t } = useTranslation("myStore");
  const [secret, setSecret] = useState("");
  const save = useSetStoreSecret(store.kind);
  const error = save.error instanceof ApiError ? save.error.errors[0]?.message : undefined;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(secret.trim(), { onSuccess: () => setSecret("") });
      }}
    >
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          label={t("shopify.ownSecret")}
          description={t("shopify.ownSecretHelp")}
          value={secret}
          onChange={(event) => setSecret(event.currentTarget.value)}
          error={error}
          maxLength={200}
        />
        <Button
          type="submit"
          variant="default"
          loading={save.isPending}
          disabled={secret.trim().length === 0}
        >
          {t("shopify.ownSecretSave")}
        </Button>
      </Group>
    </form>
  );
}

/** One signed store (Shopify, WooCommerce): the steps, the webhook URL, the secret, rotate, test. */
export function StoreCard({ store }: { store: TStoreConnection }) {
  const { t } = useTranslation("myStore");
  const rotate = useSetStoreSecret(store.kind);
  const steps = Array.from({ length: STEP_COUNTS[store.kind] }, (_, index) => index + 1);
  return (
    <Card withBorder padding="lg" data-testid={`store-${store.kind}`}>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t(`${store.kind}.title`)}
        </Title>
        <Text size="sm">{t(`${store.kind}.intro`)}</Text>
        <List type="ordered" size="sm" spacing={4}>
          {steps.map((step) => (
            <List.Item key={step}>{t(`${store.kind}.steps.${step}`)}</List.Item>
          ))}
        </List>
        <CopyField label={t("webhookUrl")} value={store.webhook_url} testId={`${store.kind}-webhook-url`} />
        <CopyField label={t("secret")} value={store.secret} testId={`${store.kind}-secret`} />
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} />}
            loading={rotate.isPending}
            onClick={() => {
              if (window.confirm(t("rotate.confirm"))) rotate.mutate(undefined);
            }}
          >
            {t("rotate.button")}
          </Button>
          <Text size="xs" c="dimmed">
            {t("rotate.since", { date: new Date(store.secret_updated_at).toLocaleString() })}
          </Text>
        </Group>
        {rotate.isSuccess && <Alert color="green">{t("rotate.done")}</Alert>}
        {store.kind === "shopify" && <OwnSecretForm store={store} />}
        <TestOrderButton kind={store.kind} />
      </Stack>
    </Card>
  );
}
