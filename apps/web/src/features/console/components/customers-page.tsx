import { Anchor, Stack, Table, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { customersQuery } from "../api/console-api.ts";
import { SearchBox } from "./search-box.tsx";
import { TableHead } from "./table-head.tsx";

/** Customers by e-mail, name, company or phone; each opens its page. */
export function CustomersPage() {
  const { t } = useTranslation("console");
  const { lang } = useParams();
  const [q, setQ] = useState("");
  const found = useQuery(customersQuery(q));
  const rows = found.data?.rows ?? [];
  return (
    <Stack>
      <Title order={1} data-testid="page-title">
        {t("customers.title")}
      </Title>
      <SearchBox label={t("customers.search")} onSearch={setQ} />
      {found.isSuccess && rows.length === 0 && <Text>{t("search.none")}</Text>}
      {found.data?.truncated && <Text c="dimmed">{t("search.truncated")}</Text>}
      {rows.length > 0 && (
        <Table striped>
          <TableHead
            labels={[
              t("fields.email"),
              t("fields.lastname"),
              t("fields.company"),
              t("fields.kind"),
              t("fields.status"),
            ]}
          />
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>
                  <Anchor component={Link} to={`/${lang}/console/customers/${row.id}`}>
                    {row.email}
                  </Anchor>
                </Table.Td>
                <Table.Td>{row.lastname}</Table.Td>
                <Table.Td>{row.company}</Table.Td>
                <Table.Td>{t(row.pro === 1 ? "kinds.pro" : "kinds.personal")}</Table.Td>
                <Table.Td>{t(`statuses.${row.status}`)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
