import { Alert, Button, Code, Group, Stack, Table, Text, Title } from "@mantine/core";
import type { TOperatorRow } from "@ship/contracts";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../components/form-alert.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { showSuccessToast } from "../../../lib/toast.ts";
import {
  operatorQuery,
  operatorsQuery,
  useResetOperatorTotp,
  useSetOperatorDisabled,
} from "../api/console-api.ts";
import { TableHead } from "./table-head.tsx";

/** A reset's new key, shown once: the operator adds it to their authenticator app. */
function NewKey({ email, secret, uri }: { email: string; secret: string; uri: string }) {
  const { t } = useTranslation("console");
  return (
    <Alert color="blue" title={t("operators.newKeyTitle", { email })} data-testid="operator-new-key">
      <Stack gap="xs">
        <Text size="sm">{t("operators.newKeyHelp")}</Text>
        <Code block>{secret}</Code>
        <Code block style={{ wordBreak: "break-all", whiteSpace: "pre-wrap" }}>
          {uri}
        </Code>
      </Stack>
    </Alert>
  );
}

/**
 * The console's operators (decision 059), for admins: disable one (their sessions end at once,
 * their login is refused) or enable them again, and reset one's authenticator key. An admin
 * cannot disable themself. Every change is in the audit log.
 */
export function OperatorsPage() {
  const { t, i18n } = useTranslation("console");
  const me = useQuery(operatorQuery);
  const operators = useQuery(operatorsQuery);
  const setDisabled = useSetOperatorDisabled();
  const resetTotp = useResetOperatorTotp();
  const [failure, setFailure] = useState<string | null>(null);
  const [key, setKey] = useState<{ email: string; secret: string; uri: string } | null>(null);
  const onError = (error: Error) => setFailure(error instanceof ApiError ? error.message : t("failed"));

  function toggle(row: TOperatorRow) {
    const disabled = !row.disabled;
    if (disabled && !window.confirm(t("operators.disableConfirm", { email: row.email }))) return;
    setFailure(null);
    setDisabled.mutate(
      { id: row.id, disabled },
      {
        onSuccess: () =>
          showSuccessToast(t(disabled ? "operators.disabled" : "operators.enabled", { email: row.email })),
        onError,
      },
    );
  }
  function reset(row: TOperatorRow) {
    if (!window.confirm(t("operators.resetConfirm", { email: row.email }))) return;
    setFailure(null);
    setKey(null);
    resetTotp.mutate(row.id, { onSuccess: (found) => setKey({ email: row.email, ...found }), onError });
  }

  return (
    <Stack>
      <Title order={1} data-testid="page-title">
        {t("operators.title")}
      </Title>
      <FormAlert message={failure} />
      {key ? <NewKey {...key} /> : null}
      <Table striped data-testid="operators-table">
        <TableHead
          labels={[
            t("fields.email"),
            t("fields.lastname"),
            t("operators.role"),
            t("fields.status"),
            t("fields.registered"),
          ]}
          actionsLabel={t("fields.actions")}
        />
        <Table.Tbody>
          {(operators.data ?? []).map((row) => (
            <Table.Tr key={row.id} data-testid={`operator-${row.email}`}>
              <Table.Td>{row.email}</Table.Td>
              <Table.Td>{row.name}</Table.Td>
              <Table.Td>{t(`roles.${row.role}`)}</Table.Td>
              <Table.Td>{t(row.disabled ? "operators.statusDisabled" : "operators.statusActive")}</Table.Td>
              <Table.Td>{new Date(row.created_at).toLocaleString(i18n.language)}</Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  {row.id === me.data?.id ? null : (
                    <Button
                      size="xs"
                      variant={row.disabled ? "filled" : "outline"}
                      color={row.disabled ? undefined : "red"}
                      aria-label={t(row.disabled ? "operators.enableOne" : "operators.disableOne", {
                        email: row.email,
                      })}
                      onClick={() => toggle(row)}
                    >
                      {t(row.disabled ? "operators.enable" : "operators.disable")}
                    </Button>
                  )}
                  <Button
                    size="xs"
                    variant="default"
                    aria-label={t("operators.resetOne", { email: row.email })}
                    onClick={() => reset(row)}
                  >
                    {t("operators.reset")}
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
