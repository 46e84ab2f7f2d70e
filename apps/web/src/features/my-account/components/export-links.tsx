import { Anchor, Group } from "@mantine/core";
import {
  EXPORT_FORMATS,
  endpointPath,
  exportInvoiceEndpoint,
  exportPaymentEndpoint,
  exportShipmentEndpoint,
  type TAnyEndpoint,
  type TExportFormat,
} from "@ship/contracts";
import { isLang } from "@ship/domain";
import { IconDownload } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useSessionToken } from "../../../lib/account-settings.ts";
import { API_BASE } from "../../../lib/api-client.ts";

type TExportEndpoint =
  | typeof exportShipmentEndpoint
  | typeof exportInvoiceEndpoint
  | typeof exportPaymentEndpoint;

/**
 * Spec §2 my account 'with exports' (§7 Downloads): plain links that the browser downloads, the
 * API streaming the file; the spec's path carries the session token, which the API checks against
 * the session cookie (decision 032). `query` is the list's own filters.
 */
export function ExportLinks(props: {
  endpoint: TExportEndpoint;
  query: Record<string, string>;
  labels: Record<TExportFormat, string>;
  label: string;
}) {
  const token = useSessionToken();
  const { i18n } = useTranslation();
  if (!token) return null;
  const lang = isLang(i18n.language) ? { lang: i18n.language } : {};
  const href = (format: TExportFormat) =>
    `${API_BASE}${endpointPath<TAnyEndpoint>(props.endpoint, {
      params: { token },
      query: { ...props.query, ...lang, format },
    })}`;
  return (
    <Group gap="md" aria-label={props.label} role="group">
      {EXPORT_FORMATS.map((format) => (
        <Anchor key={format} href={href(format)} download size="sm" data-testid={`export-${format}`}>
          <Group gap={4} wrap="nowrap" component="span">
            <IconDownload size={14} aria-hidden />
            {props.labels[format]}
          </Group>
        </Anchor>
      ))}
    </Group>
  );
}

const LIST_EXPORTS = {
  shipments: exportShipmentEndpoint,
  invoices: exportInvoiceEndpoint,
  payments: exportPaymentEndpoint,
} as const;

/** A tab's exports (My shipments with its search and sort; My invoices and My payments whole). */
export function ListExportLinks(props: {
  list: keyof typeof LIST_EXPORTS;
  query?: Record<string, string>;
  /** A parent's choice of one sub-account (or itself). */
  userId?: number | undefined;
}) {
  const { t } = useTranslation("myAccount");
  const narrowed: Record<string, string> =
    props.userId === undefined ? {} : { user_id: String(props.userId) };
  return (
    <ExportLinks
      endpoint={LIST_EXPORTS[props.list]}
      query={{ ...props.query, ...narrowed }}
      labels={{ xlsx: t("shipments.export_xlsx"), csv: t("shipments.export_csv") }}
      label={t("shipments.export")}
    />
  );
}
