import { Accordion, Container, Stack } from "@mantine/core";
import "@mantine/core/styles/Accordion.css";
import "./styles.ts";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PageTitle } from "../../../components/page-title.tsx";
import { useBrand } from "../../../lib/brand.ts";
import { useSession } from "../../../lib/session.ts";
import { AccountAddressSection } from "./account-address-section.tsx";
import { CarrierCredentialsSection } from "./carrier-credentials-section.tsx";
import { ChangeEmailSection } from "./change-email-section.tsx";
import { ChangePasswordSection } from "./change-password-section.tsx";
import { NotificationsSection } from "./notifications-section.tsx";
import { PaymentSection } from "./payment-section.tsx";
import { ShipmentDefaultsSection } from "./shipment-defaults-section.tsx";

type TSection = { id: string; shown: boolean; render: () => ReactNode };

/**
 * #/{lang}/settings (spec §2): an accordion of seven sections. The brand switches the e-mail and
 * password blocks and the own-carrier credentials (account_provider, decision 049); those are
 * for saas accounts only as well (spec §6).
 */
export function SettingsPage() {
  const { t } = useTranslation("settings");
  const brand = useBrand();
  const { user } = useSession();
  if (!user) return null;

  const sections: TSection[] = [
    { id: "account", shown: true, render: () => <AccountAddressSection /> },
    { id: "email", shown: brand.blocks.includes("settings_email"), render: () => <ChangeEmailSection /> },
    {
      id: "password",
      shown: brand.blocks.includes("settings_password"),
      render: () => <ChangePasswordSection userId={user.id} rule={brand.password} />,
    },
    { id: "shipment", shown: true, render: () => <ShipmentDefaultsSection userId={user.id} /> },
    { id: "notifications", shown: true, render: () => <NotificationsSection userId={user.id} /> },
    {
      id: "carriers",
      shown: user.saas === 1 && brand.blocks.includes("account_provider"),
      render: () => <CarrierCredentialsSection />,
    },
    { id: "payment", shown: true, render: () => <PaymentSection /> },
  ];

  return (
    <Container size="md" py="md">
      <Stack gap="lg">
        <PageTitle>{t("title")}</PageTitle>
        <Accordion variant="separated" defaultValue="account" data-testid="settings-accordion">
          {sections
            .filter((section) => section.shown)
            .map((section) => (
              <Accordion.Item key={section.id} value={section.id} data-testid={`settings-${section.id}`}>
                <Accordion.Control>{t(`sections.${section.id}`)}</Accordion.Control>
                <Accordion.Panel>{section.render()}</Accordion.Panel>
              </Accordion.Item>
            ))}
        </Accordion>
      </Stack>
    </Container>
  );
}
