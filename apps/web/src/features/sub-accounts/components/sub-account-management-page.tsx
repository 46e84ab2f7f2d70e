import {
  Badge,
  Button,
  Container,
  Group,
  Pagination,
  Paper,
  ScrollArea,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import "@mantine/core/styles/Table.css";
import type { TSubAccount } from "@ship/contracts";
import { isProfessionalParent, SUB_ACCOUNT_PAGE_SIZE } from "@ship/domain";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useParams } from "react-router";
import { PageLoader } from "../../../components/page-loader.tsx";
import { PageTitle } from "../../../components/page-title.tsx";
import { useSession } from "../../../lib/session.ts";
import { showSuccessToast } from "../../../lib/toast.ts";
import { subAccountsQuery, useSetSubAccountStatus } from "../api/sub-accounts-api.ts";
import { AddSubAccountForm } from "./add-sub-account-form.tsx";

/** #/{lang}/sub-account-management: a professional account's sub-accounts (spec §2, §6). */
export function SubAccountManagementPage() {
  const { t } = useTranslation("subAccounts");
  const { user } = useSession();
  const { lang } = useParams();
  const [page, setPage] = useState(1);
  const isParent = isProfessionalParent(user);
  const list = useQuery({ ...subAccountsQuery(page), enabled: isParent });
  if (!user) return null;
  // Spec §6: sub-accounts are for professional accounts; others go home.
  if (!isParent) return <Navigate to={`/${lang}/index`} replace />;

  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / SUB_ACCOUNT_PAGE_SIZE));
  return (
    <Container size="lg" py="md">
      <Stack gap="lg">
        <PageTitle>{t("title")}</PageTitle>
        <Paper withBorder p="md">
          <Title order={2} size="h4" mb="sm">
            {t("add.title")}
          </Title>
          <AddSubAccountForm onAdded={() => setPage(1)} />
        </Paper>
        <Paper withBorder p="md">
          <Title order={2} size="h4" mb="sm">
            {t("list.title")}
          </Title>
          {!list.data ? (
            <PageLoader />
          ) : list.data.rows.length === 0 ? (
            <Text c="dimmed">{t("list.empty")}</Text>
          ) : (
            <Stack gap="sm">
              <ScrollArea>
                <Table striped highlightOnHover data-testid="sub-account-table">
                  <Table.Thead>
                    <Table.Tr>
                      {(["fullname", "email", "company", "city", "country", "status"] as const).map(
                        (column) => (
                          <Table.Th key={column}>{t(`list.columns.${column}`)}</Table.Th>
                        ),
                      )}
                      <Table.Th>
                        <VisuallyHidden>{t("list.columns.actions")}</VisuallyHidden>
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {list.data.rows.map((row) => (
                      <SubAccountRow key={row.id} row={row} />
                    ))}
                  </Table.Tbody>
                </Table>
              </ScrollArea>
              {pages > 1 && (
                <Group justify="center">
                  <Pagination total={pages} value={page} onChange={setPage} siblings={1} />
                </Group>
              )}
            </Stack>
          )}
        </Paper>
      </Stack>
    </Container>
  );
}

function SubAccountRow({ row }: { row: TSubAccount }) {
  const { t } = useTranslation("subAccounts");
  const setStatus = useSetSubAccountStatus();
  const next = row.status === 1 ? 0 : 1;
  return (
    <Table.Tr data-testid={`sub-account-${row.email.toLowerCase()}`}>
      <Table.Td>{row.fullname}</Table.Td>
      <Table.Td style={{ overflowWrap: "anywhere" }}>{row.email}</Table.Td>
      <Table.Td>{row.company}</Table.Td>
      <Table.Td>{row.city}</Table.Td>
      <Table.Td>{row.country}</Table.Td>
      <Table.Td>
        <Group gap={4}>
          <Badge color={row.status === 1 ? "green" : "gray"} variant="light">
            {t(row.status === 1 ? "list.active" : "list.inactive")}
          </Badge>
          {!row.registered && (
            <Badge color="blue" variant="outline">
              {t("list.invited")}
            </Badge>
          )}
        </Group>
      </Table.Td>
      <Table.Td>
        <Button
          size="xs"
          variant={next === 1 ? "light" : "subtle"}
          color={next === 1 ? "green" : "red"}
          loading={setStatus.isPending}
          onClick={() =>
            setStatus.mutate(
              { user_id: row.id, activation: next },
              {
                onSuccess: () => showSuccessToast(t(next === 1 ? "toasts.activated" : "toasts.deactivated")),
              },
            )
          }
        >
          {t(next === 1 ? "list.activate" : "list.deactivate")}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}
