import { Divider, Group, Image, Paper, Stack, Text } from "@mantine/core";
import type { TOrderInProgress } from "@ship/contracts";
import { useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useCountryNames } from "../../../lib/countries.ts";
import { formatIsoDate, formatMoney } from "../../../lib/format.ts";
import { describeForm, type TOrderFormValues } from "../order-form-values.ts";

/** The sidebar of the order page: the chosen offer, the route and the price with insurance and voucher. */
export function OrderSummary({ order }: { order: TOrderInProgress }) {
  const { t, i18n } = useTranslation("order");
  const { control } = useFormContext<TOrderFormValues>();
  const values = useWatch({ control }) as TOrderFormValues;
  const figures = describeForm(values, order);
  const countryName = useCountryNames(i18n.language);
  const { offer, shipment } = order;
  const money = (cents: number) => formatMoney(cents, offer.currency, i18n.language);
  const line = (label: string, amount: string, testId: string, strong = false) => (
    <Group justify="space-between" gap="xs" data-testid={testId}>
      <Text size="sm" fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 500}>
        {amount}
      </Text>
    </Group>
  );

  return (
    <Paper withBorder radius="md" p="md" data-testid="order-summary">
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          <Image src={offer.logo} alt={offer.carrier_name} w={56} h={32} fit="contain" />
          <Stack gap={0}>
            <Text fw={600} size="sm" data-testid="summary-service">
              {offer.service_name}
            </Text>
            <Text size="xs" c="dimmed">
              {offer.carrier_name}
            </Text>
          </Stack>
        </Group>
        <Text size="sm">
          {t("summary.route", {
            from: `${shipment.ship_from.postcode} ${shipment.ship_from.city}, ${countryName(shipment.ship_from.country_code)}`,
            to: `${shipment.ship_to.postcode} ${shipment.ship_to.city}, ${countryName(shipment.ship_to.country_code)}`,
          })}
        </Text>
        <Text size="sm" c="dimmed">
          {t("summary.dates", {
            shipment: formatIsoDate(offer.shipment_date, i18n.language),
            delivery: formatIsoDate(offer.expected_delivery_date, i18n.language),
          })}
        </Text>
        <Divider />
        {line(t("summary.offer_te"), money(offer.price_te), "summary-te")}
        {line(t("summary.offer_ti"), money(offer.price_ti), "summary-ti")}
        {figures.insurance > 0 && line(t("summary.insurance"), money(figures.insurance), "summary-insurance")}
        {order.price.voucher_discount > 0 &&
          line(
            t("summary.voucher", { code: order.shipping_info?.voucher ?? "" }),
            `− ${money(order.price.voucher_discount)}`,
            "summary-voucher",
          )}
        <Divider />
        {line(t("summary.total"), money(figures.total), "summary-total", true)}
        <Text size="xs" c="dimmed">
          {t("summary.note")}
        </Text>
      </Stack>
    </Paper>
  );
}
