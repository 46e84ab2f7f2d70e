import { Anchor, Group, Text } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { templateUrl } from "../api/contact-import-api.ts";

/** Spec §7 sample templates: headers in the page's language, which the import recognises. */
export function TemplateLinks({ lang }: { lang: string }) {
  const { t } = useTranslation("contactImport");
  return (
    <Group gap="md">
      <Text size="sm">{t("templates.title")}</Text>
      {(["xls", "csv"] as const).map((format) => (
        <Anchor
          key={format}
          href={templateUrl(format, lang)}
          download
          size="sm"
          data-testid={`template-${format}`}
        >
          <Group gap={4} component="span">
            <IconDownload size={14} aria-hidden />
            {t(`templates.${format}`)}
          </Group>
        </Anchor>
      ))}
    </Group>
  );
}
