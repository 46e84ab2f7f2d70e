import { ScrollArea, Stack, Table, Text, Title } from "@mantine/core";
import type { TMassUploadResponse } from "@ship/contracts";
import { useTranslation } from "react-i18next";
import { RowIssues } from "../../../components/file-import/row-issues.tsx";

/**
 * What the server read in the file (spec §7 answer: success, shipments, counts): every row with
 * its recipient and weight, the bad ones marked, then each problem (its message names the row).
 */
export function UploadPreview({ upload }: { upload: TMassUploadResponse }) {
  const { t } = useTranslation("massMailing");
  const issues = upload.shipments.flatMap((row) =>
    row.errors.map((error, index) => ({ key: `${row.row}-${index}`, message: error.message })),
  );
  return (
    <Stack gap="sm" data-testid="mass-upload-preview">
      <Title order={3}>{t("upload.preview")}</Title>
      <Text data-testid="mass-upload-counts">
        {t("upload.counts", {
          rows: upload.counts.rows,
          valid: upload.counts.valid,
          invalid: upload.counts.invalid,
        })}
      </Text>
      <ScrollArea.Autosize mah={360} type="auto" offsetScrollbars>
        <Table withTableBorder striped fz="sm" miw={600}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("recipients.row")}</Table.Th>
              <Table.Th>{t("recipients.name")}</Table.Th>
              <Table.Th>{t("recipients.place")}</Table.Th>
              <Table.Th>{t("upload.weight")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {upload.shipments.map((row) => (
              <Table.Tr
                key={row.row}
                bg={row.errors.length > 0 ? "red.0" : undefined}
                data-invalid={row.errors.length > 0}
                data-testid="mass-upload-row"
              >
                <Table.Td>{row.row}</Table.Td>
                <Table.Td>{row.company ? `${row.company}, ${row.name}` : row.name}</Table.Td>
                <Table.Td>
                  {row.postcode} {row.city} ({row.country_code})
                </Table.Td>
                <Table.Td>{row.weight}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
      <RowIssues
        title={t("upload.issues")}
        empty={t("upload.noIssues")}
        issues={issues}
        testId="mass-upload-issues"
      />
    </Stack>
  );
}
