import type {
  TAccountSettings,
  TOrderInProgress,
  TOrderPrefill,
  TOrderShippingInfo,
  TShipmentDefaults,
  TShippingInfoInput,
} from "@ship/contracts";
import {
  ALL_ORDER_FORM_BLOCKS,
  computeOrderTotal,
  isPersonalEffectsAbroad,
  needsEei,
  type TOrderFormBlocks,
  type TShipmentReason,
} from "@ship/domain";
import {
  describeDuties,
  emptyDutyRow,
  type TDutyRowValues,
} from "../../components/customs/goods-rows-values.ts";
import {
  hiddenFields as hiddenCharacteristics,
  insurancePriceOf,
} from "../../components/shipment-info/characteristics.ts";
import { senderFieldsOfAccount } from "../../lib/account-settings.ts";

/**
 * The order form's values: the contract's input, with amounts kept as typed, and reason and content
 * always there (left out of the request where the brand has no shipment_info block).
 */
export type TOrderFormValues = Omit<TShippingInfoInput, "duties" | "value" | "reason" | "content"> & {
  reason: TShipmentReason;
  content: string;
  value: string;
  duties: TDutyRowValues[];
};

type TAddress = TOrderFormValues["ship_from"];

const centsToText = (cents: number | null | undefined) =>
  cents === null || cents === undefined ? "" : (cents / 100).toFixed(2).replace(/\.00$/, "");

function blankAddress(postcode: string, city: string): TAddress {
  return {
    company: "",
    name: "",
    phone: "",
    email: "",
    address1: "",
    address2: "",
    address3: "",
    postcode,
    city,
  };
}

function fromStored(address: TOrderShippingInfo["ship_from"]): TAddress {
  const { country_code: _country, pro: _pro, ...typed } = address;
  return typed;
}

/** A ship-to-contact address (decision 041), with the rated postcode when the quote has one. */
function fromPrefill(address: TOrderShippingInfo["ship_from"], rated: { postcode: string }): TAddress {
  const typed = fromStored(address);
  return rated.postcode ? { ...typed, postcode: rated.postcode } : typed;
}

type TOrderUser = {
  email: string;
  account: TAccountSettings["address"];
  defaults: TShipmentDefaults | null | undefined;
};

/**
 * The form's first values (spec §4: prefilled from the order so far, else from the logged-in
 * user's account address for the sender and shipment defaults, else the spec's defaults). Where the
 * brand has no shipment_value block (decision 049), nothing is insured, whatever the defaults say.
 */
export function initialValues(
  order: TOrderInProgress,
  user?: TOrderUser,
  blocks: TOrderFormBlocks = ALL_ORDER_FORM_BLOCKS,
): TOrderFormValues {
  const values = firstValues(order, user);
  return blocks.shipmentValue ? values : { ...values, insurance: 0, value: "" };
}

function firstValues(order: TOrderInProgress, user: TOrderUser | undefined): TOrderFormValues {
  const stored = order.shipping_info;
  const { shipment, options } = order;
  const defaults = user?.defaults ?? {};
  const pickup = options.pickup_allowed && (!options.dropoff_allowed || defaults.dropoff !== 1);
  if (stored) {
    return {
      ...NO_TICKS,
      ship_from: fromStored(stored.ship_from),
      ship_to: fromStored(stored.ship_to),
      reason: stored.reason,
      content: stored.content,
      value: centsToText(stored.declared_value),
      currency: stored.currency,
      insurance: stored.insurance,
      shipping_method: stored.shipping_method,
      shipment_date: stored.shipment_date,
      ready_time: stored.ready_time ?? options.default_ready_time,
      close_time: stored.close_time ?? options.default_close_time,
      label_format: stored.label_format,
      notes: stored.notes,
      customer_code: stored.customer_code,
      // Ticked again on purpose: the declaration is made for this submission.
      hazardous: 0,
      terms: 0,
      duties: stored.duties.length
        ? stored.duties.map((row) => ({ ...row, unit_price: centsToText(row.unit_price) }))
        : [emptyDutyRow(shipment.ship_from.country_code)],
      duty_payment_third_party: stored.duty_payment_third_party,
      duty_account_number: stored.duty_account_number,
      duty_account_postcode: stored.duty_account_postcode,
      duty_account_country: stored.duty_account_country,
      remarks: stored.remarks,
      passport_number: stored.passport_number,
      voucher: stored.voucher,
      notification_recipient: stored.notification_recipient ?? defaults.notification_recipient ?? 0,
    };
  }
  const sender = blankAddress(shipment.ship_from.postcode, shipment.ship_from.city);
  if (user?.account) Object.assign(sender, senderFieldsOfAccount(user.account, user.email));
  const firstRow = emptyDutyRow(defaults.product_manufacture_country_code ?? shipment.ship_from.country_code);
  if (defaults.product_description) firstRow.desc = defaults.product_description.slice(0, 35);
  if (defaults.product_value) firstRow.unit_price = String(defaults.product_value);
  if (defaults.product_currency) firstRow.currency = defaults.product_currency;
  const ups = order.options.duty_third_party === "ups";
  const prefill = order.prefill;
  return {
    ...NO_TICKS,
    ship_from: sender,
    ship_to: blankAddress(shipment.ship_to.postcode, shipment.ship_to.city),
    reason: defaults.reason && options.reasons.includes(defaults.reason) ? defaults.reason : "commercial",
    content: defaults.content ?? "",
    value: defaults.insurance_declared_value ? String(defaults.insurance_declared_value) : "",
    currency: defaults.insurance_currency ?? "EUR",
    insurance: defaults.insurance ?? 0,
    // Insurance asked at rating (decision 050): the offers' prices included it, so the order does too.
    ...insuranceOfRating(shipment),
    duties: [firstRow],
    // After the defaults, so what the ship-to-contact page typed (goods rows included) wins.
    ...(prefill ? prefilledFields(prefill, order) : {}),
    shipping_method: pickup ? "pickup" : "dropoff",
    shipment_date: order.offer.shipment_date,
    ready_time: defaults.ready_time ?? options.default_ready_time,
    close_time: defaults.close_time ?? options.default_close_time,
    label_format: defaults.label_format ?? "PDF",
    notes: "",
    customer_code: "",
    hazardous: 0,
    terms: 0,
    duty_payment_third_party: 0,
    duty_account_number:
      (ups
        ? defaults.ups_duty_account_number
        : order.offer.carrier_code === "DHL"
          ? defaults.dhl_duty_account_number
          : defaults.fedex_duty_account_number) ?? "",
    duty_account_postcode: ups ? (defaults.ups_duty_account_postcode ?? "") : "",
    duty_account_country: "",
    remarks: "",
    passport_number: "",
    voucher: "",
    notification_recipient: defaults.notification_recipient ?? 0,
  };
}

/** The insurance the offers were priced with (decision 050), in the shipment's currency. */
function insuranceOfRating(shipment: TOrderInProgress["shipment"]): Partial<TOrderFormValues> {
  const asked = shipment.preferences;
  if (asked?.insurance !== 1 || asked.insurance_declared_value === null) return {};
  return { insurance: 1, value: centsToText(asked.insurance_declared_value), currency: shipment.currency };
}

/** Unticked "add to my contacts" (spec §3): the customer decides each time. */
const NO_TICKS = { add_address1_to_contact: 0, add_address2_to_contact: 0 } as const;

/** What the ship-to-contact page typed (decision 041): both addresses and the shipment info. */
function prefilledFields(prefill: TOrderPrefill, order: TOrderInProgress): Partial<TOrderFormValues> {
  const { shipment, options } = order;
  return {
    ship_from: fromPrefill(prefill.ship_from, shipment.ship_from),
    ship_to: fromPrefill(prefill.ship_to, shipment.ship_to),
    reason: options.reasons.includes(prefill.reason) ? prefill.reason : "commercial",
    content: prefill.content,
    value: centsToText(prefill.declared_value),
    currency: prefill.currency,
    insurance: prefill.insurance,
    ...(prefill.duties.length > 0
      ? { duties: prefill.duties.map((row) => ({ ...row, unit_price: centsToText(row.unit_price) })) }
      : {}),
  };
}

/** What POST /update-shipment receives: fields the offer does not use are left out. */
export function toShippingInfo(
  values: TOrderFormValues,
  order: TOrderInProgress,
  blocks: TOrderFormBlocks = ALL_ORDER_FORM_BLOCKS,
): TShippingInfoInput {
  const { duties, value, reason, content, insurance, currency, ...rest } = values;
  const pickup = values.shipping_method === "pickup";
  return {
    ...rest,
    // Fields of a block the brand switched off do not exist there (decision 049).
    ...(blocks.shipmentInfo ? { reason, content } : {}),
    ...(blocks.shipmentValue
      ? { insurance, currency, ...(value.trim() ? { value: value.trim() } : {}) }
      : {}),
    ready_time: pickup ? values.ready_time : undefined,
    close_time: pickup ? values.close_time : undefined,
    duties: order.options.customs_required ? duties : [],
  };
}

/** Live figures of the form: insurance premium, customs totals, EEI warning, personal effects. */
export function describeForm(values: TOrderFormValues, order: TOrderInProgress) {
  const { shipment, offer } = order;
  const from = shipment.ship_from.country_code;
  const to = shipment.ship_to.country_code;
  const abroad = isPersonalEffectsAbroad(values.reason, from, to);
  const insurance = insurancePriceOf(values, { from, to, priceCurrency: offer.currency });
  const { rows, rowTotals, dutiesTotal } = describeDuties(values.duties);
  return {
    personalEffects: values.reason === "personal_effects",
    personalEffectsAbroad: abroad,
    insurance,
    rowTotals,
    dutiesTotal,
    eeiRequired: needsEei(shipment.ship_from.country_code, rows),
    total: computeOrderTotal(offer.price_ti, insurance, order.price.voucher_discount),
  };
}

/** Fields the page hides (spec §5; the rule is the shared characteristics fields'). */
export function hiddenFields(
  values: { reason: string; insurance?: 0 | 1 },
  order: TOrderInProgress,
): Set<"insurance" | "value"> {
  const { ship_from, ship_to } = order.shipment;
  return hiddenCharacteristics(values, { from: ship_from.country_code, to: ship_to.country_code });
}
