import { Collapse, Container, Paper, Stack, Tabs, Text, UnstyledButton } from "@mantine/core";
import "./styles.ts";
import { IconChevronDown, IconPackage } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useSearchParams } from "react-router";
import { PageTitle } from "../../../components/page-title.tsx";
import { QuoteForm } from "../../../components/quote-form/quote-form.tsx";
import type { THomeState } from "../../../lib/quote-flow.ts";
import { MyInvoices } from "./my-invoices.tsx";
import { MyPayments } from "./my-payments.tsx";
import { MyShipments } from "./my-shipments.tsx";
import { SubAccountFilter } from "./sub-account-filter.tsx";

const TABS = ["0", "1", "2"];

/**
 * Spec §2 my account: the collapsible rating form, closed until asked for. A rating started here
 * comes back here when it fails or when the shipment is remade: the panel then opens on its own.
 */
function NewShipmentPanel() {
  const { t } = useTranslation("quote");
  const state = (useLocation().state ?? {}) as THomeState;
  const redo = state.redo === true;
  const [opened, setOpened] = useState(redo || state.failure !== undefined);
  return (
    <Paper withBorder radius="md" shadow="xs">
      <UnstyledButton
        onClick={() => setOpened((value) => !value)}
        aria-expanded={opened}
        aria-controls="new-shipment-form"
        w="100%"
        p="md"
        data-testid="new-shipment-toggle"
        style={{ display: "flex", alignItems: "center", gap: "var(--mantine-spacing-sm)" }}
      >
        <IconPackage size={20} aria-hidden />
        <Text fw={600} flex={1}>
          {t(redo ? "redoTitle" : "newShipment.title")}
        </Text>
        <IconChevronDown
          size={18}
          aria-hidden
          style={{ transform: opened ? "rotate(180deg)" : undefined, transition: "transform 200ms ease" }}
        />
      </UnstyledButton>
      <Collapse expanded={opened} id="new-shipment-form">
        <QuoteForm redo={redo} failure={state.failure} origin="my-account" framed={false} />
      </Collapse>
    </Paper>
  );
}

/**
 * #/{lang}/my-account (spec §2 my account): the collapsible rating form, then the customer's
 * history, one tab per list, chosen by
 * `onglet` (0 My shipments, 1 My invoices, 2 My payments). `pay_invoice` (a payment id, after pay
 * invoices succeeded) opens My payments with that payment marked.
 */
export function MyAccountPage() {
  const { t } = useTranslation("myAccount");
  const [params, setParams] = useSearchParams();
  const paid = params.get("pay_invoice") ?? undefined;
  const asked = params.get("onglet") ?? (paid ? "2" : "0");
  const tab = TABS.includes(asked) ? asked : "0";
  const [userId, setUserId] = useState<number | undefined>(undefined);
  return (
    <Container size="xl" py="md">
      <Stack gap="lg">
        <PageTitle>{t("title")}</PageTitle>
        <NewShipmentPanel />
        <SubAccountFilter value={userId} onChange={setUserId} />
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
            <MyShipments userId={userId} />
          </Tabs.Panel>
          <Tabs.Panel value="1" pt="md">
            <MyInvoices userId={userId} />
          </Tabs.Panel>
          <Tabs.Panel value="2" pt="md">
            <MyPayments highlight={paid} userId={userId} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
