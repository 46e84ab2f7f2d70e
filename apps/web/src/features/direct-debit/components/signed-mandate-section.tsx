import { Anchor, Button, FileInput, Group, Stack, Text, Title } from "@mantine/core";
import type { TSepaMandateStatus } from "@ship/contracts";
import { SEPA_MANDATE_MAX_BYTES } from "@ship/domain";
import { IconUpload } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../components/form-alert.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { showSuccessToast } from "../../../lib/toast.ts";
import { signedMandateUrl, useUploadSignedMandate } from "../api/direct-debit-api.ts";

function formatUploadedAt(iso: string, lang: string): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: "long", timeStyle: "short" }).format(new Date(iso));
}

function formatSize(bytes: number, lang: string): string {
  return new Intl.NumberFormat(lang, { style: "unit", unit: "kilobyte", maximumFractionDigits: 1 }).format(
    bytes / 1024,
  );
}

/**
 * The signed mandate sent back (spec §5: PDF only, at most 1 MB): the size is checked here for
 * instant feedback, the bytes by the server; its answer's field error shows under the file input.
 */
export function SignedMandateSection({ status, userId }: { status: TSepaMandateStatus; userId: number }) {
  const { t, i18n } = useTranslation("directDebit");
  const lang = i18n.resolvedLanguage ?? "en";
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const upload = useUploadSignedMandate(userId);

  function choose(chosen: File | null) {
    setFile(chosen);
    setFailure(null);
    setFileError(chosen && chosen.size > SEPA_MANDATE_MAX_BYTES ? t("upload.tooLarge") : null);
  }

  function send() {
    if (!file) {
      setFileError(t("upload.required"));
      return;
    }
    if (fileError) return;
    upload.mutate(file, {
      onSuccess: () => {
        setFile(null);
        showSuccessToast(t("upload.done"));
      },
      onError: (error) => {
        const onFile =
          error instanceof ApiError ? error.errors.find((item) => item.field === "file") : undefined;
        if (onFile) setFileError(onFile.message);
        else setFailure(error instanceof ApiError && error.message ? error.message : t("upload.failed"));
      },
    });
  }

  return (
    <Stack gap="sm" maw={480}>
      <Title order={3}>{t("upload.title")}</Title>
      {status.signed ? (
        <Group gap="xs" data-testid="signed-status">
          <Text>
            {t("upload.received", {
              date: formatUploadedAt(status.signed.uploaded_at, lang),
              size: formatSize(status.signed.size, lang),
            })}
          </Text>
          <Anchor href={signedMandateUrl} target="_blank" rel="noopener">
            {t("upload.view")}
          </Anchor>
        </Group>
      ) : (
        <Text c="dimmed" data-testid="signed-status">
          {t("upload.none")}
        </Text>
      )}
      <FileInput
        label={status.signed ? t("upload.replace") : t("upload.label")}
        description={t("upload.hint")}
        accept="application/pdf"
        clearable
        value={file}
        onChange={choose}
        error={fileError}
        data-testid="signed-file"
      />
      <FormAlert message={failure} />
      <div>
        <Button onClick={send} loading={upload.isPending} leftSection={<IconUpload size={16} />}>
          {t("upload.send")}
        </Button>
      </div>
    </Stack>
  );
}
