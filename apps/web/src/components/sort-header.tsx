import { Group, Table, UnstyledButton } from "@mantine/core";
import { IconArrowDown, IconArrowUp } from "@tabler/icons-react";
import { useState } from "react";

export type TSortState<TColumn extends string> = { column: TColumn; order: "asc" | "desc" };

/**
 * A list's sort on the server: a click on the sorted column turns it around, else sorts it in
 * `first` order (newest/largest first by default; names read better from A).
 */
export function useServerSort<TColumn extends string>(
  initial: TColumn,
  onChange: () => void,
  first: "asc" | "desc" = "desc",
) {
  const [sort, setSort] = useState<TSortState<TColumn>>({ column: initial, order: first });
  const other = first === "desc" ? "asc" : "desc";
  const sortBy = (column: TColumn) => {
    setSort((current) => ({
      column,
      order: current.column === column && current.order === first ? other : first,
    }));
    onChange();
  };
  return { sort, sortBy };
}

/** A column header that sorts the list, with the arrow of its order when it is the sorted one. */
export function SortHeader(props: {
  label: string;
  active: "asc" | "desc" | undefined;
  onClick: () => void;
}) {
  const Arrow = props.active === "asc" ? IconArrowUp : IconArrowDown;
  return (
    <UnstyledButton
      onClick={props.onClick}
      fw={700}
      fz="sm"
      aria-sort={props.active ? `${props.active}ending` : undefined}
    >
      <Group gap={4} wrap="nowrap">
        {props.label}
        {props.active && <Arrow size={14} aria-hidden />}
      </Group>
    </UnstyledButton>
  );
}

/** A header cell of a list sorted by the API: this column's sort, and the click that changes it. */
export function SortableTh<TColumn extends string>(props: {
  column: TColumn;
  label: string;
  sort: TSortState<TColumn>;
  sortBy: (column: TColumn) => void;
}) {
  return (
    <Table.Th>
      <SortHeader
        label={props.label}
        active={props.sort.column === props.column ? props.sort.order : undefined}
        onClick={() => props.sortBy(props.column)}
      />
    </Table.Th>
  );
}
