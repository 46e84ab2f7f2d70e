import { Accordion, Anchor, Container, Stack, Text } from "@mantine/core";
import {
  CARRIER_LIABILITY_CENTS_PER_KG,
  DIMENSIONAL_WEIGHT_DIVISOR,
  INSURANCE_MIN_PREMIUM_EUR_CENTS,
  INSURANCE_RATE_PERCENT,
} from "@ship/domain";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { PageTitle } from "../../../components/page-title.tsx";
import { useBrand } from "../../../lib/brand.ts";
import { formatMoney } from "../../../lib/format.ts";
import "../styles.ts";

/** The nine questions (spec §2, FAQ); their ids are the {selected_faq} of the route. */
export const FAQ_IDS = ["1", "2", "3", "4", "5", "6", "7", "8", "9"] as const;

/** The figures the answers quote (spec §9), from @ship/domain, in the interface language. */
export function useFaqParams() {
  const { i18n } = useTranslation("faq");
  const brand = useBrand();
  return {
    brand: brand.name,
    divisor: DIMENSIONAL_WEIGHT_DIVISOR,
    liability: formatMoney(CARRIER_LIABILITY_CENTS_PER_KG, "EUR", i18n.language, "short"),
    rate: INSURANCE_RATE_PERCENT,
    minimum: formatMoney(INSURANCE_MIN_PREMIUM_EUR_CENTS, "EUR", i18n.language, "short"),
  };
}

/** #/{lang}/frequently-asked-questions/{selected_faq}: the selected question is open. */
export function FaqPage() {
  const { t } = useTranslation("faq");
  const navigate = useNavigate();
  const { lang, selected_faq: selected } = useParams();
  const value = FAQ_IDS.find((id) => id === selected) ?? null;
  const params = useFaqParams();

  // A link to one question (offers sidebar, e-mails) lands on it, not at the top of the list.
  const linked = useRef(value);
  useEffect(() => {
    if (linked.current) document.getElementById(`faq-${linked.current}`)?.scrollIntoView({ block: "center" });
  }, []);

  function select(next: string | null) {
    navigate(`/${lang}/frequently-asked-questions${next ? `/${next}` : ""}`, { replace: true });
  }

  return (
    <Container size="md" py="md">
      <Stack gap="lg">
        <Stack gap="xs">
          <PageTitle>{t("title")}</PageTitle>
          <Text c="dimmed">{t("lead", params)}</Text>
        </Stack>
        <Accordion value={value} onChange={select} variant="separated">
          {FAQ_IDS.map((id) => (
            <Accordion.Item key={id} value={id} id={`faq-${id}`}>
              <Accordion.Control>{t(`questions.q${id}.question`, params)}</Accordion.Control>
              <Accordion.Panel>
                <Text size="sm">{t(`questions.q${id}.answer`, params)}</Text>
                <Anchor component={Link} to={`/${lang}/answer-page/${id}`} size="sm">
                  {t("openAnswer")}
                </Anchor>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </Stack>
    </Container>
  );
}
