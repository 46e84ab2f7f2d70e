import "./styles.ts";
import { Container, Paper, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PageTitle } from "../../../components/page-title.tsx";
import { PercentProgress } from "../../../components/percent-progress.tsx";

type TWaitingScreenProps = {
  title: string;
  text: string;
  progress: number;
  /** Shown instead of the bar when the wait ended in an error. */
  error?: string | null;
  /** Shown instead of the bar when the wait ended in a state that is no error (decision 062). */
  notice?: string | null;
  actions?: ReactNode;
  testId: string;
};

/** The 'please wait' screen of spec §2 with its progress bar (spec §4, §9). */
export function WaitingScreen({
  title,
  text,
  progress,
  error,
  notice,
  actions,
  testId,
}: TWaitingScreenProps) {
  const { t } = useTranslation("shipment");
  return (
    <Container size="sm" py={64}>
      <Paper withBorder radius="md" p="xl" shadow="xs" data-testid={testId}>
        <Stack gap="lg">
          <PageTitle size="h2" ta="center">
            {title}
          </PageTitle>
          {notice ? (
            <Text ta="center" role="status" data-testid="waiting-notice">
              {notice}
            </Text>
          ) : error ? (
            <Text ta="center" c="red.8" role="alert" data-testid="waiting-error">
              {error}
            </Text>
          ) : (
            <>
              <Text ta="center" c="dimmed">
                {text}
              </Text>
              <PercentProgress
                progress={progress}
                label={t("waiting.label")}
                percent={t("waiting.percent", { value: Math.round(progress) })}
                testId="waiting-progress"
              />
            </>
          )}
          {actions}
        </Stack>
      </Paper>
    </Container>
  );
}
