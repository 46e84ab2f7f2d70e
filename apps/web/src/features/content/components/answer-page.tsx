import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  List,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useParams } from "react-router";
import { FaqAnswer } from "../../../components/faq-answer.tsx";
import { PageTitle } from "../../../components/page-title.tsx";
import { ProhibitedGoodsModal } from "../../../components/prohibited-goods-modal.tsx";
import { useFaq } from "../../../lib/faq.ts";
import { useMetaDescription } from "./use-meta-description.ts";
import "../styles.ts";

/** The question about forbidden goods: its answer page opens the full list (spec §2 modal). */
const PROHIBITED_QUESTION = "4";

/**
 * #/{lang}/answer-page/{selected_faq} (spec §2 answer page): one question of the FAQ on a page of
 * its own (a link to share, a page a search engine finds, with the entry's meta description),
 * the other questions, and the contact page when the answer was not enough.
 */
export function AnswerPage() {
  const { t } = useTranslation("faq");
  const { lang, selected_faq: selected } = useParams();
  const faq = useFaq();
  const [prohibitedOpen, setProhibitedOpen] = useState(false);
  const entry = faq.data?.find((candidate) => candidate.identifier === selected);
  useMetaDescription(entry?.meta_description);
  if (faq.isPending) return <Loader aria-label={t("loading")} m="md" />;
  if (faq.isError) {
    return (
      <Alert color="red" role="alert" m="md">
        {t("failed")}
      </Alert>
    );
  }
  if (!entry) return <Navigate to={`/${lang}/frequently-asked-questions`} replace />;

  return (
    <Container size="md" py="md">
      <Stack gap="lg">
        <Anchor component={Link} to={`/${lang}/frequently-asked-questions/${entry.identifier}`} size="sm">
          {t("backToFaq")}
        </Anchor>
        <PageTitle tabTitle={entry.meta_title}>{entry.question}</PageTitle>
        <FaqAnswer html={entry.answer} testId="faq-answer" />
        {entry.identifier === PROHIBITED_QUESTION && (
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
            {faq.data
              .filter((other) => other.identifier !== entry.identifier)
              .map((other) => (
                <List.Item key={other.identifier}>
                  <Anchor component={Link} to={`/${lang}/answer-page/${other.identifier}`}>
                    {other.question}
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
