import { Group, Paper, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";

type TAddressSummaryProps = {
  title: string;
  /** What summaryOf answers, or null when nothing is chosen yet. */
  summary: { name: string; lines: string[]; place: string; phone: string; email: string } | null;
  country: string;
  /** Said when nothing is chosen yet. */
  empty: string;
  /** Where the address comes from (the account, a contact, typed). */
  source?: string | undefined;
  error?: string | undefined;
  actions: ReactNode;
  testId: string;
};

/** Spec §2 ship to contact: the sender or the recipient in a few lines, with its actions. */
export function AddressSummary({
  title,
  summary,
  country,
  empty,
  source,
  error,
  actions,
  testId,
}: TAddressSummaryProps) {
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId}>
      <Stack gap={6}>
        <Group justify="space-between" align="baseline">
          <Text fw={700}>{title}</Text>
          {source && (
            <Text size="xs" c="dimmed">
              {source}
            </Text>
          )}
        </Group>
        {summary ? (
          <Stack gap={0} data-testid={`${testId}-address`}>
            <Text fw={600}>{summary.name}</Text>
            {summary.lines.map((line) => (
              <Text key={line} size="sm">
                {line}
              </Text>
            ))}
            <Text size="sm">
              {summary.place}, {country}
            </Text>
            <Text size="sm" c="dimmed">
              {summary.phone} · {summary.email}
            </Text>
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {empty}
          </Text>
        )}
        {error && (
          <Text size="sm" c="red" role="alert" data-testid={`${testId}-error`}>
            {error}
          </Text>
        )}
        <Group gap="xs" mt={4}>
          {actions}
        </Group>
      </Stack>
    </Paper>
  );
}
