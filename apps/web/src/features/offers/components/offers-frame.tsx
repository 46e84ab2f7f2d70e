import { Button, Container, Group, Stack, Text } from "@mantine/core";
import { IconArrowBackUp } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PageTitle } from "../../../components/page-title.tsx";

type TOffersFrameProps = {
  /** The number of offers, or null while they load: the line keeps its height (no layout shift). */
  count: number | null;
  onRemake: () => void;
  children: ReactNode;
};

/**
 * The offers screen's frame: title, count and "Remake shipment", shown as soon as the page is,
 * before the offers arrive (issue 16), and pre-rendered in index.html (app/first-screen.tsx).
 */
export function OffersFrame({ count, onRemake, children }: TOffersFrameProps) {
  const { t } = useTranslation("offers");
  return (
    <Container size="xl" py="md">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={2}>
            <PageTitle>{t("title")}</PageTitle>
            <Text c="dimmed" size="sm" data-testid="offers-count">
              {count === null ? "\u00a0" : t("count", { count })}
            </Text>
          </Stack>
          <Button
            variant="default"
            leftSection={<IconArrowBackUp size={18} aria-hidden />}
            onClick={onRemake}
            data-testid="remake-shipment"
          >
            {t("remake")}
          </Button>
        </Group>
        {children}
      </Stack>
    </Container>
  );
}
