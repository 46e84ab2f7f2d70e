import { Button, Stack, Table, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../components/form-alert.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { showSuccessToast } from "../../../lib/toast.ts";
import { pendingAccountsQuery, useActivateAccount } from "../api/console-api.ts";
import { TableHead } from "./table-head.tsx";

/** Professional accounts waiting for activation; activating one e-mails the customer. */
export function PendingAccountsPage() {
  const { t, i18n } = useTranslation("console");
  const pending = useQuery(pendingAccountsQuery);
  const activate = useActivateAccount();
  const [failure, setFailure] = useState<string | null>(null);
  const rows = pending.data?.rows ?? [];
  return (
    <Stack>
      <Title order={1} data-testid="page-title">
        {t("pending.title")}
      </Title>
      <FormAlert message={failure} />
      {pending.isSuccess && rows.length === 0 && <Text>{t("pending.empty")}</Text>}
      {rows.length > 0 && (
        <Table striped>
          <TableHead
            labels={[t("fields.email"), t("fields.company"), t("fields.lastname"), t("fields.registered")]}
            actionsLabel={t("fields.actions")}
          />
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id} data-testid={`pending-${row.email}`}>
                <Table.Td>{row.email}</Table.Td>
                <Table.Td>{row.company}</Table.Td>
                <Table.Td>{row.lastname}</Table.Td>
                <Table.Td>{new Date(row.created_at).toLocaleString(i18n.language)}</Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    aria-label={t("pending.activateOne", { email: row.email })}
                    loading={activate.isPending && activate.variables === row.id}
                    onClick={() => {
                      setFailure(null);
                      activate.mutate(row.id, {
                        onSuccess: () => showSuccessToast(t("pending.activated", { email: row.email })),
                        onError: (error) =>
                          setFailure(error instanceof ApiError ? error.message : t("failed")),
                      });
                    }}
                  >
                    {t("pending.activate")}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
