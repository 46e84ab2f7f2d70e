import { Alert, Anchor, Button, Group, Stack, Text } from "@mantine/core";
import type { TContactImportResult } from "@ship/contracts";
import { IconDownload } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { reportUrl } from "../api/contact-import-api.ts";

/** What the import did (green, spec §8), the report of every row, and a way to start again. */
export function ImportResult({
  id,
  lang,
  result,
  onAnother,
}: {
  id: string;
  lang: string;
  result: TContactImportResult;
  onAnother: () => void;
}) {
  const { t } = useTranslation("contactImport");
  const skipped = result.duplicates + result.duplicates_in_file + result.invalid;
  return (
    <Stack gap="sm">
      <Alert color="green" variant="light" role="status" data-testid="import-result">
        <Text>{t("result.done", { imported: result.imported })}</Text>
        {skipped > 0 && (
          <Text>
            {t("result.skipped", {
              duplicates: result.duplicates,
              inFile: result.duplicates_in_file,
              invalid: result.invalid,
            })}
          </Text>
        )}
      </Alert>
      <Group>
        <Anchor href={reportUrl(id, lang)} download size="sm" data-testid="import-report">
          <Group gap={4} component="span">
            <IconDownload size={14} aria-hidden />
            {t("preview.report")}
          </Group>
        </Anchor>
        <Button variant="default" onClick={onAnother}>
          {t("result.another")}
        </Button>
      </Group>
    </Stack>
  );
}
