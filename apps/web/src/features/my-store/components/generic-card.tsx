import { Anchor, Card, Code, Stack, Text, Title } from "@mantine/core";
import type { TMyStoreResponse } from "@ship/contracts";
import { useTranslation } from "react-i18next";
import { CopyField } from "./copy-field.tsx";
import { TestOrderButton } from "./test-order-button.tsx";

const EXAMPLE = `{
  "order_id": "A-1001",
  "order_number": "#1001",
  "shipping_option": "Colissimo Domicile",
  "ship_to": { "name": "Jeanne Martin", "address1": "12 rue de la Paix",
               "postcode": "75002", "city": "Paris", "country_code": "FR" },
  "items": [ { "id": "1", "sku": "MUG-01", "name": "Mug", "quantity": 3, "weight_kg": 0.45 } ]
}`;

/** The generic intake: the merchant's own site posts its orders with the api_key. */
export function GenericCard({ generic }: { generic: TMyStoreResponse["generic"] }) {
  const { t } = useTranslation("myStore");
  return (
    <Card withBorder padding="lg" data-testid="store-generic">
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t("generic.title")}
        </Title>
        <Text size="sm">{t("generic.intro")}</Text>
        <CopyField label={t("generic.url")} value={generic.intake_url} testId="generic-intake-url" />
        <CopyField label={t("generic.apiKey")} value={generic.api_key} testId="generic-api-key" />
        <Text size="sm">{t("generic.example")}</Text>
        <Code block>{EXAMPLE}</Code>
        <Text size="sm">
          {t("generic.docs")}{" "}
          <Anchor href={generic.openapi_url} target="_blank" rel="noopener noreferrer">
            {generic.openapi_url}
          </Anchor>
        </Text>
        <TestOrderButton kind="generic" />
      </Stack>
    </Card>
  );
}
