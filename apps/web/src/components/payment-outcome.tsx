import { Container, Paper, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconCreditCardOff, IconX } from "@tabler/icons-react";
import { type ReactNode, useEffect, useState } from "react";
import { PageTitle } from "./page-title.tsx";
import { PercentProgress } from "./percent-progress.tsx";

const PROGRESS_MAX = 95;

/** The icon of a card payment that did not go through: declined by the bank, or cancelled. */
export function CardOutcomeIcon({ outcome }: { outcome: "failed" | "cancelled" }) {
  const Icon = outcome === "failed" ? IconCreditCardOff : IconX;
  return (
    <ThemeIcon size={56} radius="xl" color={outcome === "failed" ? "red" : "gray"} variant="light">
      <Icon size={32} aria-hidden />
    </ThemeIcon>
  );
}

/**
 * What a card payment's return screen shows while the server's record is read: a bar that moves
 * up to 95 % (it never claims to be done), or, for a changed or foreign id, the error.
 */
export function PaymentCheck(props: {
  /** The error to show instead of the bar, when the id cannot be read. */
  error: string | null;
  label: string;
  percent: (value: number) => string;
  testId: string;
}) {
  const invalid = props.error !== null;
  const [progress, setProgress] = useState(0);
  useEffect(() => {
    if (invalid) return;
    const timer = setInterval(() => setProgress((value) => Math.min(PROGRESS_MAX, value + 5)), 100);
    return () => clearInterval(timer);
  }, [invalid]);
  if (invalid) {
    return (
      <Text ta="center" c="red.8" role="alert">
        {props.error}
      </Text>
    );
  }
  return (
    <Stack w="100%">
      <PercentProgress
        progress={progress}
        label={props.label}
        percent={props.percent(progress)}
        testId={props.testId}
      />
    </Stack>
  );
}

/** A payment's return screen: a centred card with an icon, a title, its content and the way back. */
export function OutcomeCard(props: {
  testId: string;
  icon?: ReactNode;
  title: string;
  children: ReactNode;
  /** The link or button back to where the payment started. */
  back: ReactNode;
}) {
  return (
    <Container size="sm" py={48}>
      <Paper withBorder radius="md" p="xl" shadow="xs" data-testid={props.testId}>
        <Stack gap="lg" align="center">
          {props.icon}
          <PageTitle size="h2" ta="center">
            {props.title}
          </PageTitle>
          {props.children}
          {props.back}
        </Stack>
      </Paper>
    </Container>
  );
}

/** A card payment that did not go through (declined by the bank, or cancelled): what happened, and the way back. */
export function CardRefusedCard(props: {
  outcome: "failed" | "cancelled";
  testId: string;
  title: string;
  message: string;
  back: ReactNode;
}) {
  return (
    <OutcomeCard
      testId={props.testId}
      icon={<CardOutcomeIcon outcome={props.outcome} />}
      title={props.title}
      back={props.back}
    >
      <Text ta="center" role="alert">
        {props.message}
      </Text>
    </OutcomeCard>
  );
}
