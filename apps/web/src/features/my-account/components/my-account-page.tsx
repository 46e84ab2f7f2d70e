import { Container, Stack, Tabs } from "@mantine/core";
import "./styles.ts";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { PageTitle } from "../../../components/page-title.tsx";
import { MyInvoices } from "./my-invoices.tsx";
import { MyPayments } from "./my-payments.tsx";
import { MyShipments } from "./my-shipments.tsx";

const TABS = ["0", "1", "2"];

/**
 * #/{lang}/my-account (spec §2 my account): the customer's history, one tab per list, chosen by
 * `onglet` (0 My shipments, 1 My invoices, 2 My payments). `pay_invoice` (a payment id, after pay
 * invoices succeeded) opens My payments with that payment marked.
 */
export function MyAccountPage() {
  const { t } = useTranslation("myAccount");
  const [params, setParams] = useSearchParams();
  const paid = params.get("pay_invoice") ?? undefined;
  const asked = params.get("onglet") ?? (paid ? "2" : "0");
  const tab = TABS.includes(asked) ? asked : "0";
  return (
    <Container size="xl" py="md">
      <Stack gap="lg">
        <PageTitle>{t("title")}</PageTitle>
        <Tabs
          value={tab}
          onChange={(value) => setParams(value && value !== "0" ? { onglet: value } : {}, { replace: true })}
          keepMounted={false}
        >
          <Tabs.List>
            <Tabs.Tab value="0" data-testid="tab-shipments">
              {t("tabs.shipments")}
            </Tabs.Tab>
            <Tabs.Tab value="1" data-testid="tab-invoices">
              {t("tabs.invoices")}
            </Tabs.Tab>
            <Tabs.Tab value="2" data-testid="tab-payments">
              {t("tabs.payments")}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="0" pt="md">
            <MyShipments />
          </Tabs.Panel>
          <Tabs.Panel value="1" pt="md">
            <MyInvoices />
          </Tabs.Panel>
          <Tabs.Panel value="2" pt="md">
            <MyPayments highlight={paid} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
