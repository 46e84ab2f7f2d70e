import { Button, Stack, Text, Title } from "@mantine/core";
import type { TSepaMandateStatus } from "@ship/contracts";
import { IconDownload } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { mandatePdfUrl } from "../api/direct-debit-api.ts";

/** The mandate's date with its year, as it is printed on the mandate ("24 November 2026"). */
function formatMandateDate(isoDate: string, lang: string): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${isoDate}T12:00:00Z`),
  );
}

/** The mandate to print and sign: its reference and date, and the PDF opened in a new window. */
export function MandateSection({ status }: { status: TSepaMandateStatus }) {
  const { t, i18n } = useTranslation("directDebit");
  const lang = i18n.resolvedLanguage ?? "en";
  return (
    <Stack gap="sm">
      <Title order={3}>{t("mandate.title")}</Title>
      {!status.bank_saved && <Text c="dimmed">{t("mandate.bankFirst")}</Text>}
      {status.mandate_reference && status.mandate_date && (
        <Text data-testid="mandate-reference">
          {t("mandate.reference", {
            reference: status.mandate_reference,
            date: formatMandateDate(status.mandate_date, lang),
          })}
        </Text>
      )}
      {status.bank_saved && (
        <>
          <Text size="sm">{t("mandate.instructions")}</Text>
          <div>
            <Button
              component="a"
              href={mandatePdfUrl(lang)}
              target="_blank"
              rel="noopener"
              leftSection={<IconDownload size={16} />}
              data-testid="download-mandate"
            >
              {t("mandate.download")}
            </Button>
          </div>
        </>
      )}
    </Stack>
  );
}
