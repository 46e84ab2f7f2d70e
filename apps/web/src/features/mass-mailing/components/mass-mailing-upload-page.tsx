import "./styles.ts";
import { Alert, Anchor, Button, Container, Group, Paper, Stack, Text } from "@mantine/core";
import type { TMassUploadResponse } from "@ship/contracts";
import { IconAddressBook, IconSearch } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import {
  isFileTooLarge,
  SpreadsheetFileInput,
} from "../../../components/file-import/spreadsheet-file-input.tsx";
import { PageTitle } from "../../../components/page-title.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { useSession } from "../../../lib/session.ts";
import { uploadMassFile } from "../api/mass-mailing-api.ts";
import { MASS_MAILING_PATH } from "../mass-mailing-store.ts";
import { checkSettings, toSettingsInput } from "../mass-settings.ts";
import { placeApiErrors, placeIssues } from "../settings-errors.ts";
import { useMassRating } from "../use-mass-rating.ts";
import { useMassSettings } from "../use-mass-settings.ts";
import { RatingProgressCard } from "./rating-progress-card.tsx";
import { ProblemsBox, SettingsForm } from "./settings-form.tsx";
import { UploadPreview } from "./upload-preview.tsx";

/**
 * #/{lang}/mass-mailing-upload (spec §2, §5 Files, §7; the menu's "Sending by file"): the shared
 * settings and a file of recipients (xls, xlsx, csv or txt, at most 1 MB; only the weight column is
 * required). The server checks every row; a bad row is shown with its problem and nothing is kept:
 * the customer fixes the file and sends it again. All rows valid: Compare rates them.
 */
export function MassMailingUploadPage() {
  const { t } = useTranslation("massMailing");
  const { lang = "fr" } = useParams();
  const userId = useSession().user?.id ?? 0;
  const settings = useMassSettings();
  const rating = useMassRating(settings.setErrors);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [upload, setUpload] = useState<TMassUploadResponse | null>(null);
  const send = useMutation({
    mutationFn: (chosen: File) =>
      uploadMassFile(userId, chosen, toSettingsInput(settings.values, settings.sender, true)),
  });

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setUpload(null);
    setFileError(isFileTooLarge(chosen) ? t("upload.tooLarge") : null);
  };

  const read = () => {
    rating.setFailure(null);
    if (!file) return setFileError(t("upload.required"));
    if (fileError) return;
    const issues = checkSettings(settings.values, 1, true);
    const placed = placeIssues(issues, lang);
    settings.setErrors(placed.fields);
    setProblems(placed.general);
    if (issues.length > 0) return;
    send.mutate(file, {
      onSuccess: setUpload,
      onError: (error) => {
        setUpload(null);
        const onFile =
          error instanceof ApiError ? error.errors.find((item) => item.field === "file") : undefined;
        if (onFile) return setFileError(onFile.message);
        if (error instanceof ApiError && error.errors.length > 0) {
          const fromApi = placeApiErrors(error.errors);
          settings.setErrors(fromApi.fields);
          return setProblems(fromApi.general);
        }
        setProblems([t("upload.failed")]);
      },
    });
  };

  const compare = () => {
    if (!upload?.order) return;
    rating.rate({ shipment: toSettingsInput(settings.values, settings.sender, true), order: upload.order });
  };

  return (
    <Container size="xl" py="md">
      <Stack gap="lg">
        <Stack gap={4}>
          <PageTitle>{t("upload.title")}</PageTitle>
          <Text c="dimmed">{t("upload.intro")}</Text>
          <Anchor component={Link} to={`/${lang}/${MASS_MAILING_PATH}`} size="sm">
            <Group gap={4} component="span">
              <IconAddressBook size={16} aria-hidden />
              {t("upload.toBook")}
            </Group>
          </Anchor>
        </Stack>
        <SettingsForm state={settings} weightFromFile />
        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            <Text fw={700}>{t("upload.fileTitle")}</Text>
            <Text size="sm" c="dimmed">
              {t("upload.columns")}
            </Text>
            <SpreadsheetFileInput
              label={t("upload.file")}
              placeholder={t("upload.placeholder")}
              readLabel={t("upload.read")}
              value={file}
              onChange={choose}
              error={fileError}
              busy={send.isPending}
              onRead={read}
              testId="mass-upload-file"
            />
          </Stack>
        </Paper>
        <ProblemsBox messages={[...problems, ...(rating.failure?.general ?? [])]} />
        {upload && <UploadPreview upload={upload} />}
        {upload && !upload.success && (
          <Alert color="orange" variant="light" data-testid="mass-upload-fix">
            {t("upload.fix")}
          </Alert>
        )}
        {rating.progress !== null ? (
          <RatingProgressCard progress={rating.progress} recipients={upload?.counts.valid ?? 0} />
        ) : (
          upload?.order && (
            <Group justify="flex-end">
              <Button
                size="md"
                leftSection={<IconSearch size={18} aria-hidden />}
                onClick={compare}
                data-testid="mass-compare"
              >
                {t("compare", { count: upload.counts.valid })}
              </Button>
            </Group>
          )
        )}
      </Stack>
    </Container>
  );
}
