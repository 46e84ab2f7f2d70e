import { Anchor, Button, Group, ScrollArea, Stack, Table, Text, Title } from "@mantine/core";
import type { TContactImportMapping, TContactImportPreview } from "@ship/contracts";
import { IconDownload, IconFileImport } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { RowIssues } from "../../../../components/file-import/row-issues.tsx";
import { reportUrl } from "../api/contact-import-api.ts";
import { ColumnFieldSelect, remap } from "./column-mapping.tsx";

type TPreviewProps = {
  preview: TContactImportPreview;
  lang: string;
  busy: boolean;
  onMappingChange: (mapping: TContactImportMapping) => void;
  onImport: () => void;
  onCancel: () => void;
};

/**
 * The list as the server read it: each column with its contact field (editable: the rows are
 * checked again), the first rows with the faulty ones marked, the problems by row and field, then
 * "Import N valid rows" or Cancel.
 */
export function ImportPreview({ preview, lang, busy, onMappingChange, onImport, onCancel }: TPreviewProps) {
  const { t } = useTranslation("contactImport");
  const mapping = preview.columns.map((column) => column.field);
  const invalid = new Set(preview.invalid_rows);
  const { counts } = preview;
  return (
    <Stack gap="sm" data-testid="import-preview">
      <Title order={3}>{t("preview.title")}</Title>
      <Text size="sm">
        {preview.header_row === null
          ? t("preview.noHeader")
          : t("preview.headerRow", { row: preview.header_row })}
      </Text>
      <Text data-testid="import-counts">
        {t("preview.counts", {
          rows: counts.rows,
          valid: counts.valid,
          invalid: counts.invalid,
          duplicates: counts.duplicates,
          inFile: counts.duplicates_in_file,
        })}
      </Text>
      <Text size="sm" c="dimmed">
        {t("preview.firstRows", { count: preview.sample.length })}
      </Text>
      <ScrollArea type="auto" offsetScrollbars>
        <Table withTableBorder withColumnBorders striped fz="sm" miw={600}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("preview.row")}</Table.Th>
              {preview.columns.map((column, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a column is its position in the file (headers may repeat)
                <Table.Th key={index}>
                  <Stack gap={4}>
                    <Text size="xs" fw={700}>
                      {column.header}
                    </Text>
                    <ColumnFieldSelect
                      column={index}
                      header={column.header}
                      value={column.field}
                      disabled={busy}
                      onChange={(field) => onMappingChange(remap(mapping, index, field))}
                    />
                  </Stack>
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {preview.sample.map((row) => (
              <Table.Tr
                key={row.row}
                bg={invalid.has(row.row) ? "red.0" : undefined}
                data-invalid={invalid.has(row.row)}
              >
                <Table.Td>{row.row}</Table.Td>
                {preview.columns.map((_column, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a column is its position in the file (headers may repeat)
                  <Table.Td key={index}>{row.cells[index] ?? ""}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      <IssueList preview={preview} />
      <Anchor href={reportUrl(preview.id, lang)} download size="sm" data-testid="import-report">
        <Group gap={4} component="span">
          <IconDownload size={14} aria-hidden />
          {t("preview.report")}
        </Group>
      </Anchor>
      <Group>
        <Button
          onClick={onImport}
          loading={busy}
          disabled={counts.valid === 0}
          leftSection={<IconFileImport size={16} />}
          data-testid="import-confirm"
        >
          {t("preview.import", { count: counts.valid })}
        </Button>
        <Button variant="default" onClick={onCancel} disabled={busy}>
          {t("preview.cancel")}
        </Button>
      </Group>
    </Stack>
  );
}

/** Each problem: the row, the column it was read from, the server's translated message. */
function IssueList({ preview }: { preview: TContactImportPreview }) {
  const { t } = useTranslation("contactImport");
  const more = preview.issues_total - preview.issues.length;
  return (
    <RowIssues
      title={t("preview.issues")}
      empty={t("preview.noIssues")}
      issues={preview.issues.map((issue) => ({
        key: `${issue.row}-${issue.field}-${issue.code}`,
        label: `${t("preview.issue", { row: issue.row })}${issue.column ? ` · ${issue.column}` : ""}`,
        message: issue.message,
      }))}
      more={more > 0 ? t("preview.moreIssues", { count: more }) : null}
      testId="import-issues"
    />
  );
}
