import { Container, Stack, Tabs } from "@mantine/core";
import "./styles.ts";
import { useTranslation } from "react-i18next";
import { PageTitle } from "../../../components/page-title.tsx";
import { MyShipments } from "./my-shipments.tsx";

/**
 * #/{lang}/my-account (spec §2 my account): the customer's history, one tab per list, chosen by
 * `onglet` (0 My shipments). Only the lists that exist are shown (decision 004).
 */
export function MyAccountPage() {
  const { t } = useTranslation("myAccount");
  return (
    <Container size="xl" py="md">
      <Stack gap="lg">
        <PageTitle>{t("title")}</PageTitle>
        {/* onglet 1 (My invoices) and 2 (My payments) join here when their lists exist. */}
        <Tabs defaultValue="0">
          <Tabs.List>
            <Tabs.Tab value="0" data-testid="tab-shipments">
              {t("tabs.shipments")}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="0" pt="md">
            <MyShipments />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
