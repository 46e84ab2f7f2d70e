import { Container, Stack } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { OrderSteps } from "../../../components/order-steps.tsx";
import { PageTitle } from "../../../components/page-title.tsx";

/**
 * The order page's frame: the five steps and the title, shown before the order arrives (issue 16)
 * and pre-rendered in index.html (app/first-screen.tsx).
 */
export function OrderFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation("order");
  return (
    <Container size="xl" py="md">
      <Stack gap="lg">
        <OrderSteps active={2} />
        <PageTitle>{t("title")}</PageTitle>
        {children}
      </Stack>
    </Container>
  );
}
