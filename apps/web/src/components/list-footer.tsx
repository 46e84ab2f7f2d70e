import { Group, Pagination, Text } from "@mantine/core";

/** Under a list: the pages (when there are several) and how many rows there are in all. */
export function ListFooter(props: {
  pages: number;
  page: number;
  onPage: (page: number) => void;
  totalText: string;
  testId: string;
}) {
  return (
    <>
      {props.pages > 1 && (
        <Group justify="center">
          <Pagination total={props.pages} value={props.page} onChange={props.onPage} siblings={2} />
        </Group>
      )}
      <Text size="sm" c="dimmed" data-testid={props.testId}>
        {props.totalText}
      </Text>
    </>
  );
}
