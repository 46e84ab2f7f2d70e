import { Accordion, Alert, Anchor, Container, Loader, Stack, Text } from "@mantine/core";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { FaqAnswer } from "../../../components/faq-answer.tsx";
import { PageTitle } from "../../../components/page-title.tsx";
import { useFaq } from "../../../lib/faq.ts";
import "../styles.ts";

/**
 * #/{lang}/frequently-asked-questions/{selected_faq}: the selected question is open. The questions
 * and answers come from POST /faq (decision 059: edited in the console), the page's own words
 * from the catalog.
 */
export function FaqPage() {
  const { t } = useTranslation("faq");
  const navigate = useNavigate();
  const { lang, selected_faq: selected } = useParams();
  const faq = useFaq();
  const value = faq.data?.find((entry) => entry.identifier === selected)?.identifier ?? null;

  // A link to one question (offers sidebar, e-mails) lands on it, not at the top of the list.
  const linked = useRef(false);
  useEffect(() => {
    if (!value || linked.current) return;
    linked.current = true;
    document.getElementById(`faq-${value}`)?.scrollIntoView({ block: "center" });
  }, [value]);

  function select(next: string | null) {
    navigate(`/${lang}/frequently-asked-questions${next ? `/${next}` : ""}`, { replace: true });
  }

  return (
    <Container size="md" py="md">
      <Stack gap="lg">
        <Stack gap="xs">
          <PageTitle>{t("title")}</PageTitle>
          <Text c="dimmed">{t("lead")}</Text>
        </Stack>
        {faq.isPending && <Loader aria-label={t("loading")} />}
        {faq.isError && (
          <Alert color="red" role="alert">
            {t("failed")}
          </Alert>
        )}
        <Accordion value={value} onChange={select} variant="separated">
          {(faq.data ?? []).map((entry) => (
            <Accordion.Item key={entry.identifier} value={entry.identifier} id={`faq-${entry.identifier}`}>
              <Accordion.Control>{entry.question}</Accordion.Control>
              <Accordion.Panel>
                <FaqAnswer html={entry.answer} size="sm" />
                <Anchor component={Link} to={`/${lang}/answer-page/${entry.identifier}`} size="sm">
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
