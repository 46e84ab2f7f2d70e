import { Progress, Text } from "@mantine/core";

/**
 * The bar of a 'please wait' screen (spec §2) and its percentage, which screen readers hear as it
 * moves; the bar stops moving at 100.
 */
export function PercentProgress(props: { progress: number; label: string; percent: string; testId: string }) {
  return (
    <>
      <Progress
        value={props.progress}
        size="xl"
        radius="xl"
        animated={props.progress < 100}
        aria-label={props.label}
        data-testid={props.testId}
      />
      <Text ta="center" fw={600} aria-live="polite">
        {props.percent}
      </Text>
    </>
  );
}
