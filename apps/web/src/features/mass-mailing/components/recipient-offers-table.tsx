import { Anchor, Badge, ScrollArea, Table, Text } from "@mantine/core";
import type { TMassMailing, TMassRecipient } from "@ship/contracts";
import { useTranslation } from "react-i18next";
import { formatIsoDate, formatMoney } from "../../../lib/format.ts";

/** Spec §9: a delivery at 23:00 or later reads 'during the day'. */
const DURING_THE_DAY = "23:00";

/**
 * Spec §2 mass-mailing-offer: one row per recipient with the offer chosen for it (carrier,
 * service, expected delivery, prices), or why it has none; a delete link while it can change; the
 * totals of the recipients kept.
 */
export function RecipientOffersTable(props: {
  mailing: TMassMailing;
  lang: string;
  editable: boolean;
  removing: string | null;
  onRemove: (recipient: TMassRecipient) => void;
}) {
  const { t } = useTranslation("massMailing");
  const { mailing, lang } = props;
  const money = (cents: number) => formatMoney(cents, mailing.totals.currency, lang);
  const shown = mailing.recipients.filter((recipient) => recipient.status !== "removed");
  return (
    <ScrollArea type="auto" offsetScrollbars>
      <Table striped withTableBorder fz="sm" miw={860} data-testid="mass-offers">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("recipients.row")}</Table.Th>
            <Table.Th>{t("recipients.name")}</Table.Th>
            <Table.Th>{t("recipients.place")}</Table.Th>
            <Table.Th>{t("offers.offer")}</Table.Th>
            <Table.Th>{t("offers.delivery")}</Table.Th>
            <Table.Th ta="right">{t("offers.priceTe")}</Table.Th>
            <Table.Th ta="right">{t("offers.priceTi")}</Table.Th>
            {props.editable && <Table.Th />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shown.map((recipient) => (
            <Table.Tr key={recipient.id} data-testid="mass-offer-row" data-status={recipient.status}>
              <Table.Td>{recipient.row}</Table.Td>
              <Table.Td>{recipient.contact.company || recipient.contact.name}</Table.Td>
              <Table.Td>
                {recipient.contact.postcode} {recipient.contact.city} ({recipient.contact.country_code})
              </Table.Td>
              {recipient.offer ? (
                <>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {recipient.offer.carrier_name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {recipient.offer.service_name}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {formatIsoDate(recipient.offer.expected_delivery_date, lang)}{" "}
                    <Text span size="xs" c="dimmed">
                      {recipient.offer.delivery_time >= DURING_THE_DAY
                        ? t("offers.duringTheDay")
                        : t("offers.before", { time: recipient.offer.delivery_time })}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">{money(recipient.offer.price_te)}</Table.Td>
                  <Table.Td ta="right" fw={600}>
                    {money(recipient.offer.price_ti)}
                  </Table.Td>
                </>
              ) : (
                <Table.Td colSpan={4}>
                  <Badge color="red" variant="light">
                    {recipient.error?.message ?? t("offers.none")}
                  </Badge>
                </Table.Td>
              )}
              {props.editable && (
                <Table.Td>
                  <Anchor
                    component="button"
                    type="button"
                    c="red"
                    size="sm"
                    disabled={props.removing !== null}
                    onClick={() => props.onRemove(recipient)}
                    data-testid="mass-remove"
                  >
                    {props.removing === recipient.id ? t("offers.removing") : t("offers.remove")}
                  </Anchor>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr data-testid="mass-totals">
            <Table.Th colSpan={5}>{t("offers.totals", { count: mailing.totals.count })}</Table.Th>
            <Table.Th ta="right">{money(mailing.totals.price_te)}</Table.Th>
            <Table.Th ta="right" data-testid="mass-total-ti">
              {money(mailing.totals.price_ti)}
            </Table.Th>
            {props.editable && <Table.Th />}
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </ScrollArea>
  );
}
