import { Accordion, Anchor, Divider, List, Paper, Stack, Text } from "@mantine/core";
import type { TRatedShipment } from "@ship/contracts";
import { getShipmentTypeName, type TCurrency } from "@ship/domain";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { LabeledText } from "../../../components/labeled-text.tsx";
import { useFaq } from "../../../lib/faq.ts";
import { formatIsoDate, formatMoney } from "../../../lib/format.ts";
import { isPageRegistered } from "../../../lib/page-paths.ts";

const FAQ_PATH = "frequently-asked-questions";
const CONTENT_PATH = "content";

type TOffersSidebarProps = {
  shipment: TRatedShipment;
  lowestPrice: number | null;
  currency: TCurrency;
  countryName: (code: string) => string;
};

function formatNumber(value: number, lang: string) {
  return new Intl.NumberFormat(lang, { maximumFractionDigits: 2 }).format(value);
}

/** Spec §2 offers sidebar: shipment recap, initial amount, price note, FAQ links, content link. */
export function OffersSidebar({ shipment, lowestPrice, currency, countryName }: TOffersSidebarProps) {
  const { t, i18n } = useTranslation("offers");
  // Spec §2: the FAQ's questions (edited in the console, decision 059), linked by {selected_faq}.
  const faq = useFaq();
  const { lang } = useParams();
  const language = i18n.language;
  const units = shipment.unit === "us" ? { weight: "lb", length: "in" } : { weight: "kg", length: "cm" };

  return (
    <Stack gap="md" component="aside" aria-label={t("sidebar.label")}>
      <Paper withBorder radius="md" p="md" data-testid="shipment-recap">
        <Stack gap="xs">
          <Text fw={700}>{t("sidebar.recap")}</Text>
          <LabeledText label={t("sidebar.from")}>
            {shipment.ship_from.postcode} {shipment.ship_from.city},{" "}
            {countryName(shipment.ship_from.country_code)}
          </LabeledText>
          <LabeledText label={t("sidebar.to")}>
            {shipment.ship_to.postcode} {shipment.ship_to.city}, {countryName(shipment.ship_to.country_code)}
          </LabeledText>
          <LabeledText label={t("sidebar.type")}>
            {t(`sidebar.types.${getShipmentTypeName(shipment.shipment_type)}`)}
            {shipment.shipment_type === 3 &&
              ` (${t(shipment.stackable ? "sidebar.stackable" : "sidebar.notStackable")})`}
          </LabeledText>
          <List size="sm" spacing={2}>
            {shipment.parcels.map((parcel, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: parcel lines have no identity of their own
              <List.Item key={index}>
                {t("sidebar.parcel", {
                  number: parcel.number,
                  weight: formatNumber(parcel.weight, language),
                  weightUnit: units.weight,
                  x: formatNumber(parcel.x, language),
                  y: formatNumber(parcel.y, language),
                  z: formatNumber(parcel.z, language),
                  lengthUnit: units.length,
                })}
              </List.Item>
            ))}
          </List>
          <LabeledText label={t("sidebar.date")}>
            {formatIsoDate(shipment.shipment_date, language, "long")}
          </LabeledText>
          {lowestPrice !== null && (
            <>
              <Divider />
              <LabeledText label={t("sidebar.initialAmount")}>
                <Text span fw={700} data-testid="initial-amount">
                  {t("sidebar.from_price", { price: formatMoney(lowestPrice, currency, language) })}
                </Text>
              </LabeledText>
            </>
          )}
        </Stack>
      </Paper>

      <Paper withBorder radius="md" p="md" bg="var(--mantine-color-gray-0)">
        <Text size="sm" data-testid="price-note">
          {t("sidebar.priceNote")}
        </Text>
      </Paper>

      <Accordion variant="contained" radius="md" defaultValue="faq">
        <Accordion.Item value="faq">
          <Accordion.Control>{t("sidebar.faq")}</Accordion.Control>
          <Accordion.Panel>
            <List size="sm" spacing={6} data-testid="faq-links">
              {(faq.data ?? []).map((entry) => (
                <List.Item key={entry.identifier}>
                  <Anchor component={Link} to={`/${lang}/${FAQ_PATH}/${entry.identifier}`} size="sm">
                    {entry.question}
                  </Anchor>
                </List.Item>
              ))}
            </List>
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>

      {isPageRegistered(CONTENT_PATH) && (
        <Anchor component={Link} to={`/${lang}/${CONTENT_PATH}`} size="sm">
          {t("sidebar.content")}
        </Anchor>
      )}
    </Stack>
  );
}
