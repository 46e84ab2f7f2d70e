import { Anchor, Button, Container, Group, List, Paper, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useParams } from "react-router";
import { PageTitle } from "../../../components/page-title.tsx";
import { ProhibitedGoodsModal } from "../../../components/prohibited-goods-modal.tsx";
import { FAQ_IDS, useFaqParams } from "./faq-page.tsx";
import "../styles.ts";

/** The question about forbidden goods: its answer page opens the full list (spec §2 modal). */
const PROHIBITED_QUESTION = "4";

/**
 * #/{lang}/answer-page/{selected_faq} (spec §2 answer page): one question of the FAQ on a page of
 * its own (a link to share, a page a search engine finds), the other questions, and the contact
 * page when the answer was not enough.
 */
export function AnswerPage() {
  const { t } = useTranslation("faq");
  const { lang, selected_faq: selected } = useParams();
  const params = useFaqParams();
  const [prohibitedOpen, setProhibitedOpen] = useState(false);
  const id = FAQ_IDS.find((candidate) => candidate === selected);
  if (!id) return <Navigate to={`/${lang}/frequently-asked-questions`} replace />;

  return (
    <Container size="md" py="md">
      <Stack gap="lg">
        <Anchor component={Link} to={`/${lang}/frequently-asked-questions/${id}`} size="sm">
          {t("backToFaq")}
        </Anchor>
        <PageTitle>{t(`questions.q${id}.question`, params)}</PageTitle>
        <Text data-testid="faq-answer">{t(`questions.q${id}.answer`, params)}</Text>
        {id === PROHIBITED_QUESTION && (
          <Button variant="light" onClick={() => setProhibitedOpen(true)} style={{ alignSelf: "flex-start" }}>
            {t("prohibitedList")}
          </Button>
        )}
        <Paper withBorder p="md">
          <Stack gap="xs">
            <Text fw={600}>{t("notAnswered")}</Text>
            <Group>
              <Button component={Link} to={`/${lang}/contact`} variant="light">
                {t("contactUs")}
              </Button>
            </Group>
          </Stack>
        </Paper>
        <Stack gap="xs" component="nav" aria-label={t("otherQuestions")}>
          <Title order={2} size="h3">
            {t("otherQuestions")}
          </Title>
          <List spacing={4} size="sm">
            {FAQ_IDS.filter((other) => other !== id).map((other) => (
              <List.Item key={other}>
                <Anchor component={Link} to={`/${lang}/answer-page/${other}`}>
                  {t(`questions.q${other}.question`, params)}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </Stack>
      </Stack>
      <ProhibitedGoodsModal opened={prohibitedOpen} onClose={() => setProhibitedOpen(false)} />
    </Container>
  );
}
