import { Card, Container, List, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import {
  BULKY_MAX_SIDES_CM,
  DIMENSIONAL_WEIGHT_DIVISOR,
  ENVELOPE_GUIDANCE,
  PALLET_GUIDANCE,
  PARCEL_GUIDANCE,
} from "@ship/domain";
import { useTranslation } from "react-i18next";
import { PageTitle } from "../../../components/page-title.tsx";
import "../styles.ts";
import { ContentSection } from "./content-section.tsx";

const [BULKY_LENGTH, BULKY_WIDTH, BULKY_HEIGHT] = BULKY_MAX_SIDES_CM;

// Spec §5 parcel guidance; the figures come from @ship/domain, the wording from the catalog.
const FORMATS = [
  { key: "envelope", rules: ["weight", "content"], params: { weight: ENVELOPE_GUIDANCE.maxWeightKg } },
  {
    key: "parcel",
    rules: ["weight", "length", "girth"],
    params: {
      weight: PARCEL_GUIDANCE.maxWeightKg,
      length: PARCEL_GUIDANCE.maxLengthCm,
      girth: PARCEL_GUIDANCE.lengthPlusTwiceHeightUnderCm,
    },
  },
  {
    key: "bulky",
    rules: ["dimensions", "international"],
    params: { length: BULKY_LENGTH, width: BULKY_WIDTH, height: BULKY_HEIGHT },
  },
  {
    key: "pallet",
    rules: ["height", "weight", "stackable", "international"],
    params: { height: PALLET_GUIDANCE.maxHeightCm, tonnes: PALLET_GUIDANCE.maxWeightKg / 1000 },
  },
] as const;

const PROHIBITED_GOODS = ["lithium", "perfumes", "eCigarettes", "aerosols", "gasBottles", "extinguishers"];
const PACKING_TIPS = ["box", "filling", "labels", "seal"];

export function ShippingRequirementsPage() {
  const { t } = useTranslation("requirements");
  const example = { length: 40, width: 30, height: 30 };
  const exampleWeight = (example.length * example.width * example.height) / DIMENSIONAL_WEIGHT_DIVISOR;

  return (
    <Container size="md" py="md">
      <Stack gap="xl">
        <Stack gap="xs">
          <PageTitle>{t("title")}</PageTitle>
          <Text size="lg">{t("lead")}</Text>
        </Stack>

        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {FORMATS.map(({ key, rules, params }) => (
            <Card key={key} withBorder padding="lg" component="section">
              <Title order={2} size="h4" mb="xs">
                {t(`formats.${key}.title`)}
              </Title>
              <List size="sm" spacing={4}>
                {rules.map((rule) => (
                  <List.Item key={rule}>{t(`formats.${key}.${rule}`, params)}</List.Item>
                ))}
              </List>
            </Card>
          ))}
        </SimpleGrid>

        <ContentSection title={t("billedWeight.title")}>
          {t("billedWeight.text", { divisor: DIMENSIONAL_WEIGHT_DIVISOR, ...example, weight: exampleWeight })}
        </ContentSection>

        <ContentSection title={t("prohibited.title")}>
          <Text>{t("prohibited.lead")}</Text>
          <List spacing={4}>
            {PROHIBITED_GOODS.map((item) => (
              <List.Item key={item}>{t(`prohibited.items.${item}`)}</List.Item>
            ))}
          </List>
          <Text size="sm" c="dimmed">
            {t("prohibited.declaration")}
          </Text>
        </ContentSection>

        <ContentSection title={t("packing.title")}>
          <List spacing={4}>
            {PACKING_TIPS.map((tip) => (
              <List.Item key={tip}>{t(`packing.${tip}`)}</List.Item>
            ))}
          </List>
        </ContentSection>
      </Stack>
    </Container>
  );
}
