import { Anchor, Card, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { BULKY_MAX_SIDES_CM, ENVELOPE_GUIDANCE, PALLET_GUIDANCE, PARCEL_GUIDANCE } from "@ship/domain";
import { IconBox, IconMail, IconStack2 } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";

const [BULKY_LENGTH, BULKY_WIDTH, BULKY_HEIGHT] = BULKY_MAX_SIDES_CM;

/** The "what" anchor of the home page (spec §2): what can be shipped, in short. */
export function WhatSection() {
  const { t } = useTranslation("home");
  const { lang } = useParams();
  const formats = [
    { key: "envelope", icon: IconMail, params: { weight: ENVELOPE_GUIDANCE.maxWeightKg } },
    {
      key: "parcel",
      icon: IconBox,
      params: {
        weight: PARCEL_GUIDANCE.maxWeightKg,
        length: PARCEL_GUIDANCE.maxLengthCm,
        girth: PARCEL_GUIDANCE.lengthPlusTwiceHeightUnderCm,
        bulkyLength: BULKY_LENGTH,
        bulkyWidth: BULKY_WIDTH,
        bulkyHeight: BULKY_HEIGHT,
      },
    },
    {
      key: "pallet",
      icon: IconStack2,
      params: { height: PALLET_GUIDANCE.maxHeightCm, tonnes: PALLET_GUIDANCE.maxWeightKg / 1000 },
    },
  ] as const;

  return (
    <Stack
      id="what"
      component="section"
      aria-labelledby="what-title"
      gap="lg"
      style={{ scrollMarginTop: 80 }}
    >
      <div>
        <Title order={2} id="what-title">
          {t("what.title")}
        </Title>
        <Text c="dimmed" mt={4}>
          {t("what.lead")}
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {formats.map(({ key, icon: Icon, params }) => (
          <Card key={key} withBorder padding="lg" component="article">
            <ThemeIcon variant="light" size="xl" radius="md" mb="sm">
              <Icon size={26} aria-hidden />
            </ThemeIcon>
            <Title order={3} size="h4" mb={6}>
              {t(`what.${key}.title`)}
            </Title>
            <Text size="sm">{t(`what.${key}.text`, params)}</Text>
          </Card>
        ))}
      </SimpleGrid>
      <Text size="sm">
        {t("what.prohibited")}{" "}
        <Anchor component={Link} to={`/${lang}/shipping-requirements`}>
          {t("what.requirementsLink")}
        </Anchor>
      </Text>
    </Stack>
  );
}
