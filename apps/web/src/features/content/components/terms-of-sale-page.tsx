import { Container, Stack, Text } from "@mantine/core";
import {
  CARRIER_LIABILITY_CENTS_PER_KG,
  INSURANCE_MIN_PREMIUM_EUR_CENTS,
  INSURANCE_RATE_PERCENT,
} from "@ship/domain";
import { useTranslation } from "react-i18next";
import { PageTitle } from "../../../components/page-title.tsx";
import { useBrand } from "../../../lib/brand.ts";
import { formatMoney } from "../../../lib/format.ts";
import "../styles.ts";
import { ContentSection } from "./content-section.tsx";

const SECTIONS = ["purpose", "order", "price", "payment", "liability", "insurance", "cancellation", "claims"];

/** #/{lang}/terms-of-sale: short terms of sale; the figures are the spec's (§9) from @ship/domain. */
export function TermsOfSalePage() {
  const { t, i18n } = useTranslation("terms");
  const brand = useBrand();
  const lang = i18n.language;
  const params = {
    brand: brand.name,
    liability: formatMoney(CARRIER_LIABILITY_CENTS_PER_KG, "EUR", lang, "short"),
    rate: INSURANCE_RATE_PERCENT,
    minimum: formatMoney(INSURANCE_MIN_PREMIUM_EUR_CENTS, "EUR", lang, "short"),
  };

  return (
    <Container size="md" py="md">
      <Stack gap="xl">
        <Stack gap="xs">
          <PageTitle>{t("title")}</PageTitle>
          <Text c="dimmed">{t("lead", params)}</Text>
        </Stack>
        {SECTIONS.map((section, index) => (
          <ContentSection key={section} title={`${index + 1}. ${t(`sections.${section}.title`)}`}>
            {t(`sections.${section}.text`, params)}
          </ContentSection>
        ))}
      </Stack>
    </Container>
  );
}
