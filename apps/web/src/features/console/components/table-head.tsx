import { Table, VisuallyHidden } from "@mantine/core";

/**
 * A console table's header row: one cell per label, and with `actionsLabel` a last cell for the
 * rows' buttons whose label only screen readers hear.
 */
export function TableHead({ labels, actionsLabel }: { labels: readonly string[]; actionsLabel?: string }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {labels.map((label) => (
          <Table.Th key={label}>{label}</Table.Th>
        ))}
        {actionsLabel ? (
          <Table.Th>
            <VisuallyHidden>{actionsLabel}</VisuallyHidden>
          </Table.Th>
        ) : null}
      </Table.Tr>
    </Table.Thead>
  );
}
