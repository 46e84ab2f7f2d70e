import {
  Button,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
  Typography,
} from "@mantine/core";
import "@mantine/core/styles/Typography.css";
import {
  CMS_PAGES,
  CONTENT_LIMITS,
  type TContentEntry,
  type TContentUpdate,
  ZContentUpdate,
} from "@ship/contracts";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../components/form-alert.tsx";
import { FormFooter } from "../../../components/form-footer.tsx";
import { PageLoader } from "../../../components/page-loader.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { showSuccessToast } from "../../../lib/toast.ts";
import { useFormSection } from "../../../lib/use-form-section.ts";
import {
  contentEntryQuery,
  type TContentKey,
  useDeleteContent,
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
  // A FAQ entry's title is its question and its content the answer (decision 059).
  const isFaq = entryKey.kind === "faq";
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
              label={t(isFaq ? "content.fields.question" : "content.fields.title")}
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
              label={t(isFaq ? "content.fields.answer" : "content.fields.content")}
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

/**
 * One entry of the editor: its form and preview, and for an admin the deletion of a page or post
 * that is not one of the site's core pages (the API refuses those too).
 */
export function ContentEditor({
  entryKey,
  canEdit,
  canDelete,
  onDeleted,
}: {
  entryKey: TContentKey;
  canEdit: boolean;
  canDelete: boolean;
  onDeleted: () => void;
}) {
  const { t } = useTranslation("console");
  const entry = useQuery(contentEntryQuery(entryKey));
  if (entry.isPending) return <PageLoader />;
  if (entry.isError) return <Text>{t("failed")}</Text>;
  const { kind, identifier } = entryKey;
  const core = (CMS_PAGES as readonly string[]).includes(identifier);
  return (
    <Stack>
      <EditorForm
        key={`${entryKey.kind}/${entryKey.identifier}/${entryKey.entryLang}`}
        entryKey={entryKey}
        entry={entry.data}
        canEdit={canEdit}
      />
      {canDelete && entry.data !== null && kind !== "faq" && !core ? (
        <DeleteContentButton kind={kind} identifier={identifier} onDeleted={onDeleted} />
      ) : null}
    </Stack>
  );
}

/** Deletes a page or post in every language, after a confirmation (decision 059). */
function DeleteContentButton({
  kind,
  identifier,
  onDeleted,
}: {
  kind: "page" | "post";
  identifier: string;
  onDeleted: () => void;
}) {
  const { t } = useTranslation("console");
  const remove = useDeleteContent();
  const [failure, setFailure] = useState<string | null>(null);
  function confirmDelete() {
    if (!window.confirm(t("content.deleteConfirm", { identifier }))) return;
    setFailure(null);
    remove.mutate(
      { kind, identifier },
      {
        onSuccess: () => {
          showSuccessToast(t("content.deleted", { identifier }));
          onDeleted();
        },
        onError: (error) => setFailure(error instanceof ApiError ? error.message : t("failed")),
      },
    );
  }
  return (
    <Stack gap="xs" align="flex-start">
      <FormAlert message={failure} />
      <Button color="red" variant="outline" loading={remove.isPending} onClick={confirmDelete}>
        {t("content.delete")}
      </Button>
    </Stack>
  );
}
