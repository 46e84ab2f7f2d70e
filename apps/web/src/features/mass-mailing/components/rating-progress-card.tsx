import { Paper, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { PercentProgress } from "../../../components/percent-progress.tsx";

/** Spec §2 'please be patient while we are looking for the best offers', for every recipient. */
export function RatingProgressCard({ progress, recipients }: { progress: number; recipients: number }) {
  const { t } = useTranslation("massMailing");
  return (
    <Paper withBorder radius="md" p="xl" shadow="xs" data-testid="mass-rating">
      <Stack gap="md">
        <Text fw={700} ta="center">
          {t("rate.title")}
        </Text>
        <Text ta="center" c="dimmed">
          {t("rate.text", { count: recipients })}
        </Text>
        <PercentProgress
          progress={progress}
          label={t("rate.title")}
          percent={t("rate.percent", { value: Math.round(progress) })}
          testId="mass-rating-progress"
        />
      </Stack>
    </Paper>
  );
}
