import { Stack, Text } from "@mantine/core";
import type { TRefundSummaryResponse } from "@ship/contracts";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../lib/format.ts";

/**
 * What a cancellation gave back, one sentence per way (issue 16): how much, how (card, prepaid
 * credit, invoice) and when; or that nothing was paid. Shown by the confirmation page and My
 * shipments after a cancel.
 */
export function RefundLines({ refund }: { refund: TRefundSummaryResponse }) {
  const { t, i18n } = useTranslation("shipment");
  const amount = (cents: number) => formatMoney(cents, refund.currency, i18n.language);
  const lines = (
    [
      ["card", refund.card_cents],
      ["credit", refund.credit_cents],
      ["invoice", refund.invoice_cents],
    ] as const
  ).filter(([, cents]) => cents > 0);
  return (
    <Stack gap={2} data-testid="refund-lines">
      {lines.length === 0 ? (
        <Text size="sm">{t("cancel.refund.none")}</Text>
      ) : (
        lines.map(([way, cents]) => (
          <Text size="sm" key={way}>
            {t(`cancel.refund.${way}`, { amount: amount(cents) })}
          </Text>
        ))
      )}
    </Stack>
  );
}
