// SegmentedControl's styles: the console page can be the first one a browser opens.
import "@mantine/core/styles/FloatingIndicator.css";
import "@mantine/core/styles/SegmentedControl.css";
import {
  Anchor,
  Badge,
  Button,
  Group,
  NativeSelect,
  SegmentedControl,
  Stack,
  Table,
  TextInput,
  Title,
} from "@mantine/core";
import { type TConsoleContentKind, ZContentIdentifier } from "@ship/contracts";
import { mayOperator } from "@ship/domain";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { contentListQuery, operatorQuery, type TContentKey } from "../api/console-api.ts";
import { ContentEditor } from "./content-editor.tsx";
import { TableHead } from "./table-head.tsx";

const LANGS = ["en", "fr", "es"] as const;

/** A new blog post: its identifier (as in its address) and language, then the editor. */
function NewPostForm({ onOpen }: { onOpen: (key: TContentKey) => void }) {
  const { t } = useTranslation("console");
  const form = useForm<{ identifier: string; entryLang: "en" | "fr" | "es" }>({
    defaultValues: { identifier: "", entryLang: "en" },
  });
  const submit = form.handleSubmit((values) => {
    const identifier = ZContentIdentifier.safeParse(values.identifier);
    if (!identifier.success) {
      form.setError("identifier", { message: t("content.identifierInvalid") });
      return;
    }
    onOpen({ kind: "post", identifier: identifier.data, entryLang: values.entryLang });
  });
  return (
    <form onSubmit={submit} noValidate aria-labelledby="new-post-title">
      <Title order={2} size="h4" id="new-post-title">
        {t("content.newPost")}
      </Title>
      <Group align="flex-end">
        <TextInput
          label={t("content.identifier")}
          description={t("content.identifierHelp")}
          error={form.formState.errors.identifier?.message}
          {...form.register("identifier")}
        />
        <NativeSelect label={t("content.lang")} data={[...LANGS]} {...form.register("entryLang")} />
        <Button type="submit">{t("content.create")}</Button>
      </Group>
    </form>
  );
}

/**
 * The content editor (decisions 058 and 059): the brand's CMS pages, blog posts or FAQ entries per
 * language; an entry's fields and HTML with a sanitised preview. Support reads; admins save,
 * create posts and delete pages and posts.
 */
export function ContentPage() {
  const { t, i18n } = useTranslation("console");
  const operator = useQuery(operatorQuery);
  const canEdit = operator.data ? mayOperator(operator.data.role, "content.edit") : false;
  const canDelete = operator.data ? mayOperator(operator.data.role, "content.delete") : false;
  const [kind, setKind] = useState<TConsoleContentKind>("page");
  const [selected, setSelected] = useState<TContentKey | null>(null);
  const list = useQuery(contentListQuery(kind));
  return (
    <Stack>
      <Title order={1} data-testid="page-title">
        {t("content.title")}
      </Title>
      <SegmentedControl
        aria-label={t("content.kind")}
        value={kind}
        w={420}
        data={[
          { value: "page", label: t("content.kinds.page") },
          { value: "post", label: t("content.kinds.post") },
          { value: "faq", label: t("content.kinds.faq") },
        ]}
        onChange={(value) => {
          setKind(value as TConsoleContentKind);
          setSelected(null);
        }}
      />
      <Table striped data-testid="content-table">
        <TableHead
          labels={[
            t("content.identifier"),
            t("content.lang"),
            t("content.fields.title"),
            t("content.updated"),
          ]}
        />
        <Table.Tbody>
          {(list.data ?? []).map((row) => (
            <Table.Tr key={`${row.identifier}/${row.lang}`}>
              <Table.Td>
                <Anchor
                  component="button"
                  type="button"
                  onClick={() => setSelected({ kind, identifier: row.identifier, entryLang: row.lang })}
                  aria-label={t("content.open", { identifier: row.identifier, lang: row.lang })}
                >
                  {row.identifier}
                </Anchor>
              </Table.Td>
              <Table.Td>{row.lang}</Table.Td>
              <Table.Td>
                {row.title} {row.own ? null : <Badge variant="light">{t("content.shared")}</Badge>}
              </Table.Td>
              <Table.Td>
                {new Date(row.updated_at).toLocaleString(i18n.language)}
                {row.updated_by ? ` (${row.updated_by})` : ""}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {kind === "post" && canEdit ? <NewPostForm onOpen={setSelected} /> : null}
      {selected ? (
        <ContentEditor
          entryKey={selected}
          canEdit={canEdit}
          canDelete={canDelete}
          onDeleted={() => setSelected(null)}
        />
      ) : null}
    </Stack>
  );
}
