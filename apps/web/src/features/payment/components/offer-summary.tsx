import { Divider, Group, Image, Paper, Stack, Text } from "@mantine/core";
import type { TOrderInProgress } from "@ship/contracts";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../../lib/format.ts";
import { formatDay } from "../format-date.ts";

function Line({
  label,
  value,
  strong = false,
  testId,
}: {
  label: string;
  value: string;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <Group justify="space-between" gap="sm" wrap="nowrap">
      <Text size="sm" c={strong ? undefined : "dimmed"} fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 500} ta="right" data-testid={testId}>
        {value}
      </Text>
    </Group>
  );
}

/** Spec §2 step 4: the chosen offer, its dates and what it costs (integer cents, spec §9 2 decimals). */
export function OfferSummary({ order }: { order: TOrderInProgress }) {
  const { t, i18n } = useTranslation("payment");
  const lang = i18n.language;
  const { offer, price, shipping_info: info } = order;
  const money = (cents: number) => formatMoney(cents, price.currency, lang);
  return (
    <Paper withBorder radius="md" p="md" data-testid="offer-summary">
      <Stack gap="xs">
        <Group gap="sm" wrap="nowrap">
          <Image src={offer.logo} alt={offer.carrier_name} w={72} h={40} fit="contain" />
          <Stack gap={0}>
            <Text fw={700}>{offer.carrier_name}</Text>
            <Text size="sm">{offer.service_name}</Text>
          </Stack>
        </Group>
        <Divider />
        <Line
          label={t(info?.shipping_method === "pickup" ? "summary.pickupOn" : "summary.dropoffOn")}
          value={formatDay(info?.shipment_date ?? offer.shipment_date, lang)}
        />
        <Line label={t("summary.expectedDelivery")} value={formatDay(offer.expected_delivery_date, lang)} />
        <Divider />
        <Line label={t("summary.priceTe")} value={money(price.offer_te)} />
        <Line label={t("summary.priceTi")} value={money(price.offer_ti)} />
        {price.insurance > 0 && <Line label={t("summary.insurance")} value={money(price.insurance)} />}
        {price.voucher_discount > 0 && (
          <Line
            label={t("summary.voucher", { code: info?.voucher ?? "" })}
            value={`− ${money(price.voucher_discount)}`}
            testId="voucher-discount"
          />
        )}
        <Line label={t("summary.total")} value={money(price.total_ti)} strong testId="order-total" />
      </Stack>
    </Paper>
  );
}
