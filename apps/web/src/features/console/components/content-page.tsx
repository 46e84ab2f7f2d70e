import {
  Anchor,
  Badge,
  Button,
  Group,
  NativeSelect,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
  Typography,
} from "@mantine/core";
import "@mantine/core/styles/Typography.css";
import {
  CONTENT_LIMITS,
  type TConsoleContentKind,
  type TContentEntry,
  type TContentUpdate,
  ZContentIdentifier,
  ZContentUpdate,
} from "@ship/contracts";
import { mayOperator } from "@ship/domain";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormFooter } from "../../../components/form-footer.tsx";
import { PageLoader } from "../../../components/page-loader.tsx";
import { useFormSection } from "../../../lib/use-form-section.ts";
import {
  contentEntryQuery,
  contentListQuery,
  operatorQuery,
  type TContentKey,
  usePreviewContent,
  useSaveContent,
} from "../api/console-api.ts";

type TEditorForm = {
  title: string;
  meta_title: string;
  meta_description: string;
  summary: string;
  content: string;
};
const FIELDS = ["title", "meta_title", "meta_description", "summary", "content"];
const LANGS = ["en", "fr", "es"] as const;

/**
 * The preview: HTML the API's sanitiser answered (the one the public pages use), never what was
 * typed, so nothing typed in the editor runs in the console.
 */
function Preview({ html }: { html: string }) {
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the API's sanitiser produced it (decision 058)
    <Typography data-testid="content-preview" dangerouslySetInnerHTML={{ __html: html }} />
  );
}

/** The edit form of one entry in one language, with its preview; read-only without content.edit. */
function EditorForm({
  entryKey,
  entry,
  canEdit,
}: {
  entryKey: TContentKey;
  entry: TContentEntry | null;
  canEdit: boolean;
}) {
  const { t } = useTranslation("console");
  const preview = usePreviewContent();
  const [html, setHtml] = useState(entry?.content ?? "");
  const { form, failure, pending, send } = useFormSection<TEditorForm, TContentUpdate>({
    schema: ZContentUpdate,
    defaultValues: {
      title: entry?.title ?? "",
      meta_title: entry?.meta_title ?? "",
      meta_description: entry?.meta_description ?? "",
      summary: entry?.summary ?? "",
      content: entry?.content ?? "",
    },
    mutation: useSaveContent(entryKey),
    fieldOf: (field) => (FIELDS.includes(field) ? field : null),
    failed: t("failed"),
  });
  const showPreview = () =>
    preview.mutate(form.getValues("content"), { onSuccess: (sanitised) => setHtml(sanitised) });
  const submit = form.handleSubmit((values) =>
    send(values, {
      toast: t("content.saved"),
      onSuccess: (result) => {
        const saved = (result as { entry: TContentEntry }).entry;
        form.reset({ ...values, content: saved.content });
        setHtml(saved.content);
      },
    }),
  );
  const errors = form.formState.errors;
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }}>
      <form onSubmit={submit} noValidate aria-labelledby="content-form-title">
        <fieldset disabled={!canEdit} style={{ border: 0, padding: 0, margin: 0 }}>
          <Stack gap="sm">
            <Title order={2} size="h4" id="content-form-title">
              {t("content.editing", { identifier: entryKey.identifier, lang: entryKey.entryLang })}
            </Title>
            {!canEdit ? <Text size="sm">{t("content.readOnly")}</Text> : null}
            <TextInput
              label={t("content.fields.title")}
              required
              maxLength={CONTENT_LIMITS.title}
              error={errors.title?.message}
              {...form.register("title")}
            />
            <TextInput
              label={t("content.fields.metaTitle")}
              description={t("content.fields.metaTitleHelp")}
              maxLength={CONTENT_LIMITS.title}
              error={errors.meta_title?.message}
              {...form.register("meta_title")}
            />
            <Textarea
              label={t("content.fields.metaDescription")}
              autosize
              minRows={2}
              error={errors.meta_description?.message}
              {...form.register("meta_description")}
            />
            {entryKey.kind === "post" ? (
              <Textarea
                label={t("content.fields.summary")}
                autosize
                minRows={2}
                error={errors.summary?.message}
                {...form.register("summary")}
              />
            ) : null}
            <Textarea
              label={t("content.fields.content")}
              description={t("content.fields.contentHelp", { placeholder: "{{brand}}" })}
              autosize
              minRows={10}
              maxRows={30}
              styles={{ input: { fontFamily: "monospace" } }}
              error={errors.content?.message}
              {...form.register("content")}
            />
            {canEdit ? (
              <FormFooter
                failure={failure}
                pending={pending}
                label={t("content.save")}
                extra={
                  <Button variant="default" onClick={showPreview} loading={preview.isPending}>
                    {t("content.preview")}
                  </Button>
                }
              />
            ) : (
              <Group justify="flex-end">
                <Button variant="default" onClick={showPreview} loading={preview.isPending}>
                  {t("content.preview")}
                </Button>
              </Group>
            )}
          </Stack>
        </fieldset>
      </form>
      <section aria-labelledby="content-preview-title">
        <Title order={2} size="h4" id="content-preview-title">
          {t("content.previewTitle")}
        </Title>
        <Preview html={html} />
      </section>
    </SimpleGrid>
  );
}

function ContentEditor({ entryKey, canEdit }: { entryKey: TContentKey; canEdit: boolean }) {
  const { t } = useTranslation("console");
  const entry = useQuery(contentEntryQuery(entryKey));
  if (entry.isPending) return <PageLoader />;
  if (entry.isError) return <Text>{t("failed")}</Text>;
  return (
    <EditorForm
      key={`${entryKey.kind}/${entryKey.identifier}/${entryKey.entryLang}`}
      entryKey={entryKey}
      entry={entry.data}
      canEdit={canEdit}
    />
  );
}

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
 * The content editor (decision 058): the brand's CMS pages or blog posts per language; an entry's
 * fields and HTML with a sanitised preview. Support reads; admins save and create posts.
 */
export function ContentPage() {
  const { t, i18n } = useTranslation("console");
  const operator = useQuery(operatorQuery);
  const canEdit = operator.data ? mayOperator(operator.data.role, "content.edit") : false;
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
        w={320}
        data={[
          { value: "page", label: t("content.kinds.page") },
          { value: "post", label: t("content.kinds.post") },
        ]}
        onChange={(value) => {
          setKind(value as TConsoleContentKind);
          setSelected(null);
        }}
      />
      <Table striped data-testid="content-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("content.identifier")}</Table.Th>
            <Table.Th>{t("content.lang")}</Table.Th>
            <Table.Th>{t("content.fields.title")}</Table.Th>
            <Table.Th>{t("content.updated")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
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
      {selected ? <ContentEditor entryKey={selected} canEdit={canEdit} /> : null}
    </Stack>
  );
}
