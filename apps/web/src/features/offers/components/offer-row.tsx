import { Badge, Button } from "@mantine/core";
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
    <span className={classes.option} title={label} data-testid={testId}>
      <Icon size={20} stroke={1.6} aria-hidden />
      <span className={classes.iconLabel}>{label}</span>
    </span>
  );
}

/**
 * One offer (spec §2 row): carrier and service, dates, delay, expected delivery, prices, options.
 * Memoized: the page re-renders when one of its queries or catalogs updates, and a hundred rows
 * re-rendered with it made one long task on a phone (decision 063). Plain elements styled by the
 * module's classes rather than Mantine's Text, Group and Stack: each of those resolves its style
 * props and theme on every render, and a row had about thirty of them (decision 065).
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
    <li
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
    >
      <div className={classes.carrier}>
        <img src={offer.logo} alt={offer.carrier_name} className={classes.logo} />
        <div className={classes.names}>
          <div className={classes.service}>
            <span>{offer.service_name}</span>
            <OfferInfoPopover offer={offer} />
          </div>
          <div className={classes.badges}>
            <span className={classes.small}>{offer.carrier_name}</span>
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
          </div>
        </div>
      </div>

      <div className={classes.dates}>
        <div className={classes.shipment}>
          <div className={`${classes.small} ${classes.label}`}>{t("columns.shipment_date")}</div>
          <div className={classes.value}>{formatIsoDate(offer.shipment_date, lang)}</div>
        </div>
        <div className={classes.delay}>
          <div className={`${classes.small} ${classes.label}`}>{t("columns.delay")}</div>
          <div className={classes.value}>{t("row.days", { count: offer.transit_days })}</div>
        </div>
        <div className={classes.delivery}>
          <div className={`${classes.small} ${classes.label}`}>{t("columns.delivery")}</div>
          <div className={`${classes.value} ${classes.strong}`}>
            {formatIsoDate(offer.expected_delivery_date, lang)}
          </div>
          <div className={classes.small} data-testid="delivery-time">
            {delivery.key === "before" ? t("row.before", { time: delivery.time }) : t("row.during_the_day")}
          </div>
        </div>
      </div>

      <div className={classes.price}>
        <div className={classes.amount} data-testid="price-ti">
          {/* With insurance asked at rating, the price paid later (decision 050). */}
          {formatMoney(offer.price_ti + (offer.insurance_ti ?? 0), offer.currency, lang)}
        </div>
        {offer.insurance_ti !== undefined && (
          <div className={classes.small} data-testid="insurance-included">
            {t("insuranceIncluded", { amount: formatMoney(offer.insurance_ti, offer.currency, lang) })}
          </div>
        )}
        <div className={classes.small}>{t("row.ti")}</div>
        <div className={classes.small} data-testid="price-te">
          {t("row.te", { price: formatMoney(offer.price_te, offer.currency, lang) })}
        </div>
      </div>

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
    </li>
  );
});
