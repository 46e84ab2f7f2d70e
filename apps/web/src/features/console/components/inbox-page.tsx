import { Button, Group, NativeSelect, Stack, Table, Text, Title } from "@mantine/core";
import type { TContactMessage } from "@ship/contracts";
import {
  CONTACT_MESSAGE_KINDS,
  CONSOLE_PAGE_SIZE as PAGE_SIZE,
  type TContactMessageKind,
} from "@ship/domain";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { inboxQuery } from "../api/console-api.ts";

/** What a message asks beyond its text: the subject, the discount, or the quote's parcels. */
function Request({ message }: { message: TContactMessage }) {
  const { t } = useTranslation("console");
  if (message.kind === "contact") return <>{message.subject ? t(`inbox.subjects.${message.subject}`) : ""}</>;
  if (message.kind === "discount")
    return (
      <>{t("inbox.discountAsked", { percent: message.percent, shipments: message.monthly_shipments })}</>
    );
  return (
    <>
      {t("inbox.quoteAsked", {
        parcels: message.parcels,
        weight: message.weight_kg,
        from: message.from_country_code,
        to: message.to_country_code,
      })}
    </>
  );
}

/**
 * The contact inbox (decision 058): the brand's messages, newest first, 50 a page, one kind of form
 * or all. Messages are shown as text (React escapes them): HTML someone typed is never run.
 */
export function InboxPage() {
  const { t, i18n } = useTranslation("console");
  const [page, setPage] = useState(1);
  const [kind, setKind] = useState<TContactMessageKind | "">("");
  const inbox = useQuery(inboxQuery(page, kind === "" ? undefined : kind));
  const rows = inbox.data?.rows ?? [];
  const total = inbox.data?.total ?? 0;
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
      <Text size="sm" data-testid="inbox-total">
        {t("inbox.total", { count: total })}
      </Text>
      {inbox.isSuccess && rows.length === 0 ? <Text>{t("inbox.empty")}</Text> : null}
      {inbox.isError ? <Text role="alert">{t("failed")}</Text> : null}
      <Table striped data-testid="inbox-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("fields.date")}</Table.Th>
            <Table.Th>{t("inbox.form")}</Table.Th>
            <Table.Th>{t("inbox.sender")}</Table.Th>
            <Table.Th>{t("inbox.request")}</Table.Th>
            <Table.Th>{t("inbox.message")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} data-testid="inbox-row">
              <Table.Td>{new Date(row.created_at).toLocaleString(i18n.language)}</Table.Td>
              <Table.Td>
                {t(`inbox.kinds.${row.kind}`)} ({row.lang})
              </Table.Td>
              <Table.Td>
                <Text size="sm">{row.lastname}</Text>
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
      <Group>
        <Button variant="default" disabled={page === 1} onClick={() => setPage(page - 1)}>
          {t("audit.newer")}
        </Button>
        <Button variant="default" disabled={page * PAGE_SIZE >= total} onClick={() => setPage(page + 1)}>
          {t("audit.older")}
        </Button>
      </Group>
    </Stack>
  );
}
