import type { TErrorCode, TOrderShippingInfo, TRatedShipment, TShippingInfoFields } from "@ship/contracts";
import {
  checkShippingInfo,
  computeDutyRowTotal,
  DEFAULT_CURRENCY,
  dutyThirdPartyOf,
  isDocumentReasonAllowed,
  needsEei,
  type TDutyThirdParty,
  type TIsoDate,
  type TOrderFormBlocks,
  type TShippingInfoDecisions,
} from "@ship/domain";
import type { TFieldError } from "../../http/zod-issues.ts";

export type TCheckedShippingInfo = {
  info: TOrderShippingInfo;
  /** The customer's past date became today. */
  dateReset: boolean;
  /** The offer does not allow the wished method, so the other one applies (spec §4). */
  methodSwitched: boolean;
};

const PREFIX = "shipping_info";

/**
 * The spec §5 order-form rules (`checkShippingInfo` in domain, the web order page checks the same)
 * for POST /update-shipment: their issues become the API's field errors under `shipping_info.`, in
 * the same order; without any, the shipping info to store. The field limits were checked by the
 * contract already.
 */
export function validateShippingInfo(args: {
  input: TShippingInfoFields;
  shipment: TRatedShipment;
  offer: { allow_pickup: 0 | 1; allow_dropoff: 0 | 1; carrier_code: string };
  /** The user's shipment default duty_payment_displayed; visitors 0 (spec §5 duty payment). */
  dutyPaymentDisplayed: 0 | 1;
  /** The date the current offer was rated for: a drop-off without a date keeps it. */
  ratedDate: TIsoDate;
  today: TIsoDate;
  /** The request brand's order form blocks (decision 049); all on when absent. */
  blocks?: TOrderFormBlocks | undefined;
}): { ok: true; checked: TCheckedShippingInfo } | { ok: false; errors: TFieldError[] } {
  const { input, shipment } = args;
  const dutyThirdParty = dutyThirdPartyOf(args.offer.carrier_code, args.dutyPaymentDisplayed);
  const { issues, decisions } = checkShippingInfo(input, {
    ship_from: shipment.ship_from,
    ship_to: shipment.ship_to,
    documentsAllowed: isDocumentReasonAllowed(shipment.shipment_type, shipment.parcels, shipment.unit),
    dutyThirdParty,
    offer: args.offer,
    ratedDate: args.ratedDate,
    today: args.today,
    ...(args.blocks ? { blocks: args.blocks } : {}),
  });
  if (issues.length > 0) {
    const errors = issues.map(
      ({ code, path, params }): TFieldError => ({
        code: code as TErrorCode,
        field: `${PREFIX}.${path.join(".")}`,
        ...(params ? { params } : {}),
      }),
    );
    return { ok: false, errors };
  }
  const address = (side: "ship_from" | "ship_to"): TOrderShippingInfo["ship_from"] => {
    const typed = input[side];
    return {
      company: typed.company ?? "",
      name: typed.name,
      phone: typed.phone,
      email: typed.email,
      address1: typed.address1,
      address2: typed.address2 ?? "",
      address3: typed.address3 ?? "",
      country_code: shipment[side].country_code,
      postcode: decisions.postcodes[side],
      city: typed.city,
      pro: shipment[side].pro,
    };
  };
  const abroad = decisions.personalEffectsAbroad;
  return {
    ok: true,
    checked: {
      dateReset: decisions.dateReset,
      methodSwitched: decisions.methodSwitched,
      info: {
        ship_from: address("ship_from"),
        ship_to: address("ship_to"),
        reason: decisions.reason,
        content: decisions.content,
        declared_value: decisions.declaredValue,
        currency: input.currency,
        insurance: decisions.insured ? 1 : 0,
        shipping_method: decisions.method,
        shipment_date: decisions.shipmentDate,
        ready_time: decisions.readyTime,
        close_time: decisions.closeTime,
        label_format: input.label_format,
        notes: input.notes ?? "",
        customer_code: input.customer_code ?? "",
        hazardous: 1,
        terms: 1,
        ...customsOf(input, shipment, decisions, dutyThirdParty),
        remarks: abroad ? (input.remarks ?? "") : "",
        passport_number: abroad ? (input.passport_number ?? "") : "",
        // Checked against the vouchers table by the order service, which sets the accepted code.
        voucher: "",
        // Re-read from the carrier by the order service (relay-points/relay-point-service.ts).
        dropoff_to: null,
        notification_recipient: input.notification_recipient ?? null,
      },
    },
  };
}

/**
 * The customs block to store (spec §5), only when duties apply: the goods rows with their totals in
 * euros, the US EEI flag, and the duty payment fields this carrier uses. Otherwise nothing of it.
 */
function customsOf(
  input: TShippingInfoFields,
  shipment: TRatedShipment,
  decisions: TShippingInfoDecisions,
  rule: TDutyThirdParty,
): Pick<
  TOrderShippingInfo,
  | "duties"
  | "duties_total_eur"
  | "eei_required"
  | "duty_payment_third_party"
  | "duty_account_number"
  | "duty_account_postcode"
  | "duty_account_country"
> {
  if (!decisions.customsRequired) {
    return {
      duties: [],
      duties_total_eur: 0,
      eei_required: false,
      duty_payment_third_party: 0,
      duty_account_number: "",
      duty_account_postcode: "",
      duty_account_country: "",
    };
  }
  const duties = input.duties.map((row, index) => {
    const amount = {
      qty: row.qty,
      unit_price: decisions.unitPrices[index] ?? 0,
      currency: row.currency ?? DEFAULT_CURRENCY,
    };
    return { desc: row.desc, country: row.country, ...amount, total_eur: computeDutyRowTotal(amount) };
  });
  const thirdParty = input.duty_payment_third_party === 1;
  return {
    duties,
    duties_total_eur: duties.reduce((total, row) => total + row.total_eur, 0),
    eei_required: needsEei(shipment.ship_from.country_code, duties),
    duty_payment_third_party: thirdParty ? 1 : 0,
    duty_account_number: thirdParty ? (input.duty_account_number ?? "") : "",
    duty_account_postcode: thirdParty && rule === "ups" ? (input.duty_account_postcode ?? "") : "",
    duty_account_country: thirdParty && rule === "ups" ? (input.duty_account_country ?? "") : "",
  };
}
