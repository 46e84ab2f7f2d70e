import { Badge, Group, SimpleGrid, Stack, Text, ThemeIcon } from "@mantine/core";
import { CARRIER_CODES } from "@ship/domain";
import { IconReceipt, IconTruckDelivery, IconUserCheck } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { PageTitle } from "../../../components/page-title.tsx";

const HIGHLIGHTS = [
  { key: "honestPrices", icon: IconReceipt },
  { key: "noAccount", icon: IconUserCheck },
  { key: "pickupOrDropoff", icon: IconTruckDelivery },
] as const;

/** The title of the home page and the carriers compared, above the quote form. */
export function Hero() {
  const { t } = useTranslation("home");
  return (
    <Stack gap="sm" component="section" aria-labelledby="home-title">
      <PageTitle id="home-title">{t("hero.title")}</PageTitle>
      <Text size="lg" maw={760}>
        {t("hero.lead")}
      </Text>
      <Group gap="xs" aria-label={t("hero.carriersLabel")} role="list">
        {CARRIER_CODES.map((code) => (
          <Badge key={code} variant="light" size="md" radius="sm" role="listitem">
            {t(`carriers.${code}`)}
          </Badge>
        ))}
      </Group>
    </Stack>
  );
}

/** Why compare here: three short points below the form. */
export function Highlights() {
  const { t } = useTranslation("home");
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 3 }}
      spacing="lg"
      component="section"
      aria-label={t("hero.highlightsLabel")}
    >
      {HIGHLIGHTS.map(({ key, icon: Icon }) => (
        <Stack key={key} gap={6}>
          <ThemeIcon variant="light" size="lg" radius="md">
            <Icon size={20} aria-hidden />
          </ThemeIcon>
          <Text fw={600} component="h2" fz="md" m={0}>
            {t(`hero.highlights.${key}.title`)}
          </Text>
          <Text size="sm" c="dimmed">
            {t(`hero.highlights.${key}.text`)}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
