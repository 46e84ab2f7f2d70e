import { Stack, Text, ThemeIcon } from "@mantine/core";
import { IconCreditCardOff, IconX } from "@tabler/icons-react";
import { useEffect, useState } from "react";
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
