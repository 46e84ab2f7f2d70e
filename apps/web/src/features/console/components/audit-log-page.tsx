import { Code, Stack, Table, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { auditLogQuery } from "../api/console-api.ts";
import { NewerOlder } from "./newer-older.tsx";
import { TableHead } from "./table-head.tsx";

/** The audit log, newest first; read-only: nothing in the console changes it. */
export function AuditLogPage() {
  const { t, i18n } = useTranslation("console");
  const [page, setPage] = useState(1);
  const log = useQuery(auditLogQuery(page));
  const rows = log.data?.rows ?? [];
  return (
    <Stack>
      <Title order={1} data-testid="page-title">
        {t("audit.title")}
      </Title>
      <Table striped>
        <TableHead
          labels={[
            t("fields.date"),
            t("audit.actor"),
            t("audit.action"),
            t("audit.target"),
            t("audit.details"),
          ]}
        />
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>{new Date(row.created_at).toLocaleString(i18n.language)}</Table.Td>
              <Table.Td>{row.actor}</Table.Td>
              <Table.Td>
                {t(`audit.actions.${row.action.replace(".", "_")}`, { defaultValue: row.action })}
              </Table.Td>
              <Table.Td>{row.target}</Table.Td>
              <Table.Td>
                <Code>{JSON.stringify(row.details)}</Code>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <NewerOlder page={page} hasMore={log.data?.has_more ?? false} onPage={setPage} />
    </Stack>
  );
}
