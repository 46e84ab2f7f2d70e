import { Badge, Button, Group, NativeSelect, Stack, Table, Text, Title } from "@mantine/core";
import type { TContactMessage } from "@ship/contracts";
import {
  CONTACT_MESSAGE_KINDS,
  CONSOLE_PAGE_SIZE as PAGE_SIZE,
  type TContactMessageKind,
} from "@ship/domain";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../components/form-alert.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { inboxQuery, useMarkMessageRead } from "../api/console-api.ts";
import { MessageDetails, Request } from "./inbox-message.tsx";
import { NewerOlder } from "./newer-older.tsx";
import { TableHead } from "./table-head.tsx";

/**
 * The contact inbox (decision 058): the brand's messages, newest first, 50 a page, one kind of form
 * or all. Messages are shown as text (React escapes them): HTML someone typed is never run.
 * Unread messages are bold, with their count; opening one marks it read for the team, and it can
 * be marked unread again (decision 059).
 */
export function InboxPage() {
  const { t, i18n } = useTranslation("console");
  const [page, setPage] = useState(1);
  const [kind, setKind] = useState<TContactMessageKind | "">("");
  const inbox = useQuery(inboxQuery(page, kind === "" ? undefined : kind));
  const rows = inbox.data?.rows ?? [];
  const total = inbox.data?.total ?? 0;
  const mark = useMarkMessageRead();
  const [opened, setOpened] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const onError = (error: Error) => setFailure(error instanceof ApiError ? error.message : t("failed"));

  function toggle(row: TContactMessage) {
    setFailure(null);
    if (opened === row.id) {
      setOpened(null);
      return;
    }
    setOpened(row.id);
    if (!row.read_at) mark.mutate({ id: row.id, read: true }, { onError });
  }
  function markUnread(row: TContactMessage) {
    setFailure(null);
    mark.mutate({ id: row.id, read: false }, { onSuccess: () => setOpened(null), onError });
  }
  return (
    <Stack>
      <Title order={1} data-testid="page-title">
        {t("inbox.title")}
      </Title>
      <NativeSelect
        label={t("inbox.kind")}
        value={kind}
        w={260}
        data={[
          { value: "", label: t("inbox.kinds.all") },
          ...CONTACT_MESSAGE_KINDS.map((value) => ({ value, label: t(`inbox.kinds.${value}`) })),
        ]}
        onChange={(event) => {
          setKind(event.currentTarget.value as TContactMessageKind | "");
          setPage(1);
        }}
      />
      <Group gap="sm">
        <Text size="sm" data-testid="inbox-total">
          {t("inbox.total", { count: total })}
        </Text>
        <Badge variant="light" data-testid="inbox-unread">
          {t("inbox.unread", { count: inbox.data?.unread ?? 0 })}
        </Badge>
      </Group>
      <FormAlert message={failure} />
      {inbox.isSuccess && rows.length === 0 ? <Text>{t("inbox.empty")}</Text> : null}
      {inbox.isError ? <Text role="alert">{t("failed")}</Text> : null}
      <Table striped data-testid="inbox-table">
        <TableHead
          labels={[
            t("fields.date"),
            t("inbox.form"),
            t("inbox.sender"),
            t("inbox.request"),
            t("inbox.message"),
          ]}
        />
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr
              key={row.id}
              data-testid="inbox-row"
              data-unread={row.read_at ? undefined : "true"}
              style={{ fontWeight: row.read_at ? undefined : 700 }}
            >
              <Table.Td>
                <Text size="sm" fw="inherit">
                  {new Date(row.created_at).toLocaleString(i18n.language)}
                </Text>
                {row.read_at ? null : <Text size="xs">{t("inbox.new")}</Text>}
                <Button
                  size="compact-xs"
                  variant="default"
                  onClick={() => toggle(row)}
                  aria-expanded={opened === row.id}
                  aria-label={t(opened === row.id ? "inbox.close" : "inbox.open", { name: row.lastname })}
                >
                  {t(opened === row.id ? "inbox.closeButton" : "inbox.openButton")}
                </Button>
                {opened === row.id ? <MessageDetails message={row} onUnread={() => markUnread(row)} /> : null}
              </Table.Td>
              <Table.Td>
                {t(`inbox.kinds.${row.kind}`)} ({row.lang})
              </Table.Td>
              <Table.Td>
                <Text size="sm" fw="inherit">
                  {row.lastname}
                </Text>
                {row.company ? <Text size="sm">{row.company}</Text> : null}
                <Text size="sm">{row.email}</Text>
                <Text size="sm">{row.phone}</Text>
                <Text size="sm">
                  {row.postcode} {row.city} ({row.country_code})
                </Text>
              </Table.Td>
              <Table.Td>
                <Request message={row} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: "pre-wrap" }}>{row.message}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <NewerOlder page={page} hasMore={page * PAGE_SIZE < total} onPage={setPage} />
    </Stack>
  );
}
