import { Container, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { PageTitle } from "../../../components/page-title.tsx";
import { QuoteForm } from "../../../components/quote-form/quote-form.tsx";
import type { THomeState } from "../../../lib/quote-flow.ts";

/**
 * #/{lang}/new-shipment (spec §2: the new-shipment page reuses the rating form): a logged-in
 * user's quote form, open. A failed rating and 'remake the shipment' come back here.
 */
export function NewShipmentPage() {
  const { t } = useTranslation("quote");
  const state = (useLocation().state ?? {}) as THomeState;
  const redo = state.redo === true;
  return (
    <Container size="lg" py="md">
      <Stack gap="lg">
        <Stack gap={4}>
          <PageTitle>{t(redo ? "redoTitle" : "newShipment.title")}</PageTitle>
          <Text c="dimmed">{t("newShipment.intro")}</Text>
        </Stack>
        <QuoteForm redo={redo} failure={state.failure} origin="new-shipment" />
      </Stack>
    </Container>
  );
}
