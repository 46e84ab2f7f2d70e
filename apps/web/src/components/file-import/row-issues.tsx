import { List, Stack, Text, Title } from "@mantine/core";

export type TRowIssue = {
  key: string;
  /** What the problem is attached to ("Row 3 · Postcode"); none when the message names it. */
  label?: string;
  message: string;
};

/** The per-row report of a read file (the contacts import, sending by file): each problem and where. */
export function RowIssues(props: {
  title: string;
  empty: string;
  issues: readonly TRowIssue[];
  /** Problems beyond the list (the downloadable report has them), and how to say so. */
  more?: string | null;
  testId: string;
}) {
  return (
    <Stack gap={4}>
      <Title order={4}>{props.title}</Title>
      {props.issues.length === 0 ? (
        <Text size="sm" c="dimmed">
          {props.empty}
        </Text>
      ) : (
        <List size="sm" spacing={2} data-testid={props.testId}>
          {props.issues.map((issue) => (
            <List.Item key={issue.key}>
              <Text size="sm">
                {issue.label && (
                  <Text span fw={600} inherit>
                    {`${issue.label} — `}
                  </Text>
                )}
                {issue.message}
              </Text>
            </List.Item>
          ))}
        </List>
      )}
      {props.more && (
        <Text size="sm" c="dimmed">
          {props.more}
        </Text>
      )}
    </Stack>
  );
}
