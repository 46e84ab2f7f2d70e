import { Stack, Text } from "@mantine/core";
import type { TContactImportMapping, TContactImportPreview, TContactImportResult } from "@ship/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { CONTACTS_KEY } from "../../../../components/contacts/contacts-api.ts";
import {
  isFileTooLarge,
  SpreadsheetFileInput,
} from "../../../../components/file-import/spreadsheet-file-input.tsx";
import { FormAlert } from "../../../../components/form-alert.tsx";
import { ApiError } from "../../../../lib/api-client.ts";
import { useSession } from "../../../../lib/session.ts";
import {
  cancelContactImport,
  useCheckContactList,
  useImportContactList,
  useUploadContactList,
} from "../api/contact-import-api.ts";
import { ImportPreview } from "./import-preview.tsx";
import { ImportResult } from "./import-result.tsx";
import { TemplateLinks } from "./template-links.tsx";

type TStep =
  | { step: "choose" }
  | { step: "preview"; preview: TContactImportPreview }
  | { step: "done"; id: string; result: TContactImportResult };

const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.message ? error.message : fallback;

/**
 * Spec §2 My contacts, "Import a list" (onglet 2; issue 13 part 2): choose a file, see what the
 * server read (columns, first rows, problems), then import the valid rows or cancel. The size is
 * checked here for instant feedback; the bytes, rows and columns by the server. Self-contained:
 * the My contacts page shows it as its third tab.
 */
export function ContactImportTab() {
  const { t } = useTranslation("contactImport");
  const { lang = "fr" } = useParams();
  const userId = useSession().user?.id ?? 0;
  const queryClient = useQueryClient();
  const [state, setState] = useState<TStep>({ step: "choose" });
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const upload = useUploadContactList(userId);
  const check = useCheckContactList();
  const importRows = useImportContactList();

  function choose(chosen: File | null) {
    setFile(chosen);
    setFailure(null);
    setFileError(isFileTooLarge(chosen) ? t("file.tooLarge") : null);
  }

  function read() {
    if (!file) return setFileError(t("file.required"));
    if (fileError) return;
    upload.mutate(file, {
      onSuccess: (preview) => setState({ step: "preview", preview }),
      onError: (error) => {
        const onFile =
          error instanceof ApiError ? error.errors.find((item) => item.field === "file") : undefined;
        if (onFile) setFileError(onFile.message);
        else setFailure(messageOf(error, t("file.failed")));
      },
    });
  }

  function remapColumns(id: string, mapping: TContactImportMapping) {
    setFailure(null);
    check.mutate(
      { id, mapping },
      {
        onSuccess: (preview) => setState({ step: "preview", preview }),
        onError: (error) => setFailure(messageOf(error, t("file.failed"))),
      },
    );
  }

  function confirm(preview: TContactImportPreview) {
    const mapping = preview.columns.map((column) => column.field);
    importRows.mutate(
      { id: preview.id, mapping },
      {
        onSuccess: (result) => {
          setState({ step: "done", id: preview.id, result });
          // The address book's lists read the new contacts afresh.
          void queryClient.invalidateQueries({ queryKey: [CONTACTS_KEY] });
        },
        onError: (error) => setFailure(messageOf(error, t("file.failed"))),
      },
    );
  }

  function restart(previewId?: string) {
    if (previewId) void cancelContactImport(previewId).catch(() => undefined);
    setState({ step: "choose" });
    setFile(null);
    setFailure(null);
  }

  return (
    <Stack gap="md" data-testid="contact-import">
      <Text>{t("intro")}</Text>
      <TemplateLinks lang={lang} />
      {state.step === "choose" && (
        <SpreadsheetFileInput
          label={t("file.label")}
          placeholder={t("file.placeholder")}
          readLabel={t("file.read")}
          value={file}
          onChange={choose}
          error={fileError}
          busy={upload.isPending}
          onRead={read}
          testId="import-file"
        />
      )}
      <FormAlert message={failure} />
      {state.step === "preview" && (
        <ImportPreview
          preview={state.preview}
          lang={lang}
          busy={check.isPending || importRows.isPending}
          onMappingChange={(mapping) => remapColumns(state.preview.id, mapping)}
          onImport={() => confirm(state.preview)}
          onCancel={() => restart(state.preview.id)}
        />
      )}
      {state.step === "done" && (
        <ImportResult id={state.id} lang={lang} result={state.result} onAnother={() => restart()} />
      )}
    </Stack>
  );
}
