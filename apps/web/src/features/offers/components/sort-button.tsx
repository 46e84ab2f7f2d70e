import { Group, UnstyledButton } from "@mantine/core";
import { IconArrowDown, IconArrowsSort, IconArrowUp } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { TOfferSort, TSortField } from "../offers-view.ts";

type TSortButtonProps = {
  field: TSortField;
  sort: TOfferSort;
  onSort: (field: TSortField) => void;
  label: string;
};

/** A sortable column header: shows the active direction; a click toggles it (spec §2). */
export function SortButton({ field, sort, onSort, label }: TSortButtonProps) {
  const { t } = useTranslation("offers");
  const active = sort.field === field;
  const Icon = !active ? IconArrowsSort : sort.direction === "asc" ? IconArrowUp : IconArrowDown;
  return (
    <UnstyledButton
      onClick={() => onSort(field)}
      aria-label={t("sort.by", { column: label })}
      aria-pressed={active}
      data-testid={`sort-${field}`}
      data-direction={active ? sort.direction : undefined}
      fz="sm"
      fw={active ? 700 : 500}
      c={active ? "var(--mantine-primary-color-filled)" : undefined}
    >
      <Group gap={4} wrap="nowrap" component="span">
        {label}
        <Icon size={14} aria-hidden />
      </Group>
    </UnstyledButton>
  );
}
