import { Badge, Button, Group, Image, Paper, Stack, Text } from "@mantine/core";
import type { TOffer } from "@ship/contracts";
import { IconBuildingStore, IconHome, IconMapPin, IconTruck } from "@tabler/icons-react";
import { memo } from "react";
import { useTranslation } from "react-i18next";
import { formatIsoDate, formatMoney } from "../../../lib/format.ts";
import { describeDeliveryTime } from "../offers-view.ts";
import { OfferInfoPopover } from "./offer-info-popover.tsx";
import classes from "./offers.module.css";

/** An option icon; its label is written out on small screens and a hover title on large ones. */
function OptionIcon({
  icon: Icon,
  label,
  testId,
}: {
  icon: typeof IconTruck;
  label: string;
  testId: string;
}) {
  return (
    <Group gap={4} wrap="nowrap" title={label} data-testid={testId}>
      <Icon size={20} stroke={1.6} aria-hidden />
      <span className={classes.iconLabel}>{label}</span>
    </Group>
  );
}

/**
 * One offer (spec §2 row): carrier and service, dates, delay, expected delivery, prices, options.
 * Memoized: the page re-renders when one of its queries or catalogs updates, and a hundred rows
 * re-rendered with it made one long task on a phone (decision 063).
 */
export const OfferRow = memo(function OfferRow({
  offer,
  onChoose,
  choosing = false,
  shopperChoice = false,
  recommended = false,
}: {
  offer: TOffer;
  /** The first offer by the rating's priority (decision 050). */
  recommended?: boolean;
  /** The delivery the pre-order's shopper chose (spec §2: pre-order matching offers are highlighted). */
  shopperChoice?: boolean;
  /** The Choose button (spec §2): POST /offer/select, then the order page. */
  onChoose?: (offer: TOffer) => void;
  choosing?: boolean;
}) {
  const { t, i18n } = useTranslation("offers");
  const { t: tOrder } = useTranslation("order");
  const lang = i18n.language;
  const delivery = describeDeliveryTime(offer.delivery_time);
  const saas = offer.is_saas === 1;

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      className={`${classes.row} ${saas || shopperChoice ? classes.saas : ""}`}
      data-testid="offer-row"
      data-shopper-choice={shopperChoice ? 1 : 0}
      data-carrier={offer.carrier_code}
      data-price={offer.price_ti}
      data-delivery={offer.delivery_timestamp}
      data-express={offer.is_express}
      data-pickup={offer.allow_pickup}
      data-dropoff={offer.allow_dropoff}
      data-collection-point={offer.delivery_to_collection_point}
      component="li"
    >
      <Group className={classes.carrier} gap="sm" wrap="nowrap" align="center">
        <Image src={offer.logo} alt={offer.carrier_name} className={classes.logo} />
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap={4} wrap="nowrap">
            <Text fw={600} size="sm">
              {offer.service_name}
            </Text>
            <OfferInfoPopover offer={offer} />
          </Group>
          <Group gap={6}>
            <Text size="xs" c="dimmed">
              {offer.carrier_name}
            </Text>
            {offer.is_express === 1 && (
              // WCAG's 4.5:1 on white: the light orange badge reads at 3.6:1 and Mantine's orange 9
              // (#d9480f) at 4.3:1 (Lighthouse's colour-contrast audit); this orange reads at 5.2:1.
              <Badge size="xs" variant="outline" color="#c2410c">
                {t("row.express")}
              </Badge>
            )}
            {saas && (
              <Badge size="xs" variant="filled">
                {t("row.saas")}
              </Badge>
            )}
            {offer.sandbox === 1 && (
              // Issue 19: a sandbox carrier's offer while others are live: no real parcel moves.
              <Badge
                size="xs"
                variant="outline"
                color="gray.8"
                title={t("row.sandbox_hint")}
                aria-label={t("row.sandbox_hint")}
                data-testid="sandbox-offer"
              >
                {t("row.sandbox")}
              </Badge>
            )}
            {recommended && (
              <Badge size="xs" variant="filled" color="blue.8" data-testid="recommended">
                {t("recommended")}
              </Badge>
            )}
            {shopperChoice && (
              <Badge size="xs" variant="filled" color="teal" data-testid="shopper-choice">
                {t("row.shopper_choice")}
              </Badge>
            )}
          </Group>
        </Stack>
      </Group>

      <div className={classes.dates}>
        <Stack gap={0} className={classes.shipment}>
          <Text size="xs" c="dimmed" className={classes.label}>
            {t("columns.shipment_date")}
          </Text>
          <Text size="sm">{formatIsoDate(offer.shipment_date, lang)}</Text>
        </Stack>
        <Stack gap={0} className={classes.delay}>
          <Text size="xs" c="dimmed" className={classes.label}>
            {t("columns.delay")}
          </Text>
          <Text size="sm">{t("row.days", { count: offer.transit_days })}</Text>
        </Stack>
        <Stack gap={0} className={classes.delivery}>
          <Text size="xs" c="dimmed" className={classes.label}>
            {t("columns.delivery")}
          </Text>
          <Text size="sm" fw={500}>
            {formatIsoDate(offer.expected_delivery_date, lang)}
          </Text>
          <Text size="xs" c="dimmed" data-testid="delivery-time">
            {delivery.key === "before" ? t("row.before", { time: delivery.time }) : t("row.during_the_day")}
          </Text>
        </Stack>
      </div>

      <Stack gap={0} className={classes.price}>
        <Text fw={700} size="lg" data-testid="price-ti">
          {/* With insurance asked at rating, the price paid later (decision 050). */}
          {formatMoney(offer.price_ti + (offer.insurance_ti ?? 0), offer.currency, lang)}
        </Text>
        {offer.insurance_ti !== undefined && (
          <Text size="xs" c="dimmed" data-testid="insurance-included">
            {t("insuranceIncluded", { amount: formatMoney(offer.insurance_ti, offer.currency, lang) })}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {t("row.ti")}
        </Text>
        <Text size="xs" c="dimmed" data-testid="price-te">
          {t("row.te", { price: formatMoney(offer.price_te, offer.currency, lang) })}
        </Text>
      </Stack>

      <div className={`${classes.options} ${classes.icons}`}>
        {offer.allow_pickup === 1 && (
          <OptionIcon icon={IconTruck} label={t("row.pickup")} testId="option-pickup" />
        )}
        {offer.allow_dropoff === 1 && (
          <OptionIcon icon={IconBuildingStore} label={t("row.dropoff")} testId="option-dropoff" />
        )}
        {offer.delivery_to_collection_point === 1 ? (
          <OptionIcon icon={IconMapPin} label={t("row.collection_point")} testId="option-collection-point" />
        ) : (
          <OptionIcon icon={IconHome} label={t("row.on_site")} testId="option-on-site" />
        )}
        {onChoose && (
          <Button
            size="xs"
            className={classes.choose}
            loading={choosing}
            onClick={() => onChoose(offer)}
            data-testid="choose-offer"
          >
            {tOrder("choose.button")}
          </Button>
        )}
      </div>
    </Paper>
  );
});
