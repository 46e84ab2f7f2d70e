import {
  isValidPhone,
  type TOrderShippingInfo,
  type TRatedShipment,
  type TShippingInfoFields,
} from "@ship/contracts";
import {
  COLLECTION_DATE_MAX_DAYS_AHEAD,
  computeDutyRowTotal,
  DEFAULT_CURRENCY,
  DEFAULT_PICKUP_CLOSE_TIME,
  DEFAULT_PICKUP_READY_TIME,
  dutyThirdPartyOf,
  isDocumentReasonAllowed,
  isPersonalEffectsAbroad,
  needsCustoms,
  needsEei,
  normalizeCollectionDate,
  parseDeclaredValue,
  resolveShippingMethod,
  type TIsoDate,
  validateCollectionDate,
  validatePickupWindow,
} from "@ship/domain";
import { postcodeValidator, postcodeValidatorExistsForCountry } from "postcode-validator";
import type { TFieldError } from "../../http/zod-issues.ts";

export type TCheckedShippingInfo = {
  info: TOrderShippingInfo;
  /** The customer's past date became today. */
  dateReset: boolean;
  /** The offer does not allow the wished method, so the other one applies (spec §4). */
  methodSwitched: boolean;
};

const PREFIX = "shipping_info";

/** Postcodes compare without spaces, hyphens or case ('75 011' is '75011'). */
const comparablePostcode = (postcode: string) => postcode.replace(/[\s-]/g, "").toUpperCase();

/** A postcode typed on the order form for a town quoted by name: the country's format, if known. */
const isValidPostcode = (postcode: string, country: string) =>
  postcode !== "" && (!postcodeValidatorExistsForCountry(country) || postcodeValidator(postcode, country));

/**
 * The spec §5 order-form rules that need the rated shipment and the offer: company when the
 * address is a business one, a phone valid for the country, the rated postcodes, 'Documents',
 * the declared value with insurance, the pickup date and times, hazardous goods and terms. The
 * field limits were checked by the contract already.
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
}): { ok: true; checked: TCheckedShippingInfo } | { ok: false; errors: TFieldError[] } {
  const { input, shipment, today } = args;
  const errors: TFieldError[] = [];
  const fail = (field: string, code: TFieldError["code"], params?: TFieldError["params"]) =>
    errors.push({ code, field: `${PREFIX}.${field}`, ...(params ? { params } : {}) });

  const addresses = (["ship_from", "ship_to"] as const).map((side) => {
    const typed = input[side];
    const rated = shipment[side];
    if (rated.pro === 1 && !typed.company?.trim()) fail(`${side}.company`, "validation.required");
    if (!isValidPhone(typed.phone, rated.country_code)) fail(`${side}.phone`, "account.invalid_phone");
    // A town quoted by name only (towns abroad) has no rated postcode: the form asks it, checked
    // against the country's format. Otherwise it must stay the rated one (a new postcode is a new quote).
    const postcode = rated.postcode === "" ? typed.postcode.trim().toUpperCase() : rated.postcode;
    if (rated.postcode === "") {
      if (!isValidPostcode(postcode, rated.country_code)) fail(`${side}.postcode`, "order.postcode_invalid");
    } else if (comparablePostcode(typed.postcode) !== comparablePostcode(rated.postcode)) {
      fail(`${side}.postcode`, "order.postcode_changed");
    }
    return {
      company: typed.company ?? "",
      name: typed.name,
      phone: typed.phone,
      email: typed.email,
      address1: typed.address1,
      address2: typed.address2 ?? "",
      address3: typed.address3 ?? "",
      country_code: rated.country_code,
      postcode,
      city: typed.city,
      pro: rated.pro,
    };
  });

  if (
    input.reason === "documents" &&
    !isDocumentReasonAllowed(shipment.shipment_type, shipment.parcels, shipment.unit)
  ) {
    fail("reason", "order.documents_not_allowed");
  }

  let declaredValue: number | null = null;
  // Spec §5: personal effects abroad cannot be insured; they ask a passport number instead.
  const personalEffectsAbroad = isPersonalEffectsAbroad(
    input.reason,
    shipment.ship_from.country_code,
    shipment.ship_to.country_code,
  );
  if (personalEffectsAbroad) {
    if (input.insurance === 1) fail("insurance", "order.insurance_not_allowed");
    if (!input.passport_number?.trim()) fail("passport_number", "validation.required");
  }

  const customs = checkCustoms(input, shipment, args.offer.carrier_code, args.dutyPaymentDisplayed, fail);

  if (input.value !== undefined && !(typeof input.value === "string" && input.value.trim() === "")) {
    const parsed = parseDeclaredValue(input.value);
    if (parsed.ok) declaredValue = parsed.cents;
    else fail("value", parsed.error, parsed.params);
  } else if (input.insurance === 1) {
    fail("value", "validation.required");
  }

  const method = resolveShippingMethod(input.shipping_method, args.offer);
  const methodSwitched = method !== input.shipping_method;
  let shipmentDate: TIsoDate = normalizeCollectionDate(args.ratedDate, today);
  let dateReset = false;
  // A pickup needs a date (spec §5); a drop-off, or a pickup the offer imposed, keeps the rated one.
  const wantedDate =
    input.shipment_date?.trim() || (method === "dropoff" || methodSwitched ? args.ratedDate : "");
  const dateError = validateCollectionDate(wantedDate, today);
  if (dateError) {
    fail(
      "shipment_date",
      dateError === "validation.too_big" ? "rating.date_too_late" : dateError,
      dateError === "validation.too_big" ? { max: COLLECTION_DATE_MAX_DAYS_AHEAD } : undefined,
    );
  } else {
    shipmentDate = normalizeCollectionDate(wantedDate, today);
    dateReset = shipmentDate !== wantedDate;
  }

  let readyTime: string | null = null;
  let closeTime: string | null = null;
  if (method === "pickup") {
    // Switched to pickup by the offer: the customer chose no times, the spec §9 defaults apply.
    readyTime = input.ready_time || (methodSwitched ? DEFAULT_PICKUP_READY_TIME : "");
    closeTime = input.close_time || (methodSwitched ? DEFAULT_PICKUP_CLOSE_TIME : "");
    const timeErrors = validatePickupWindow({ ready_time: readyTime, close_time: closeTime });
    if (timeErrors.ready_time) fail("ready_time", timeErrors.ready_time);
    if (timeErrors.close_time) fail("close_time", timeErrors.close_time);
  }

  if (input.hazardous !== 1) fail("hazardous", "order.hazardous_required");
  if (input.terms !== 1) fail("terms", "account.terms_required");

  if (errors.length > 0) return { ok: false, errors };
  const [shipFrom, shipTo] = addresses as [TOrderShippingInfo["ship_from"], TOrderShippingInfo["ship_to"]];
  return {
    ok: true,
    checked: {
      dateReset,
      methodSwitched,
      info: {
        ship_from: shipFrom,
        ship_to: shipTo,
        reason: input.reason,
        content: input.content,
        declared_value: declaredValue,
        currency: input.currency,
        insurance: input.insurance,
        shipping_method: method,
        shipment_date: shipmentDate,
        ready_time: readyTime,
        close_time: closeTime,
        label_format: input.label_format,
        notes: input.notes ?? "",
        customer_code: input.customer_code ?? "",
        hazardous: 1,
        terms: 1,
        ...customs,
        remarks: personalEffectsAbroad ? (input.remarks ?? "") : "",
        passport_number: personalEffectsAbroad ? (input.passport_number ?? "") : "",
        // Checked against the vouchers table by the order service, which sets the accepted code.
        voucher: "",
        // Re-read from the carrier by the order service (relay-points/relay-point-service.ts).
        dropoff_to: null,
      },
    },
  };
}

type TFail = (field: string, code: TFieldError["code"], params?: TFieldError["params"]) => void;

/**
 * Spec §5 customs block and duty payment, only when duties apply (origin outside Europe,
 * destination inside): at least one goods row with its total in euros, the US EEI flag, and who
 * may pay duties for this carrier. Without customs nothing of it is kept.
 */
function checkCustoms(
  input: TShippingInfoFields,
  shipment: TRatedShipment,
  carrierCode: string,
  dutyPaymentDisplayed: 0 | 1,
  fail: TFail,
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
  const none = {
    duties: [],
    duties_total_eur: 0,
    eei_required: false,
    duty_payment_third_party: 0 as const,
    duty_account_number: "",
    duty_account_postcode: "",
    duty_account_country: "",
  };
  if (!needsCustoms(shipment.ship_from.country_code, shipment.ship_to.country_code)) return none;
  if (input.duties.length === 0) fail("duties", "order.duties_required");
  const duties = input.duties.flatMap((row, index) => {
    const price = parseDeclaredValue(row.unit_price);
    if (!price.ok) {
      fail(`duties.${index}.unit_price`, price.error, price.params);
      return [];
    }
    const amount = { qty: row.qty, unit_price: price.cents, currency: row.currency ?? DEFAULT_CURRENCY };
    return [{ desc: row.desc, country: row.country, ...amount, total_eur: computeDutyRowTotal(amount) }];
  });

  const thirdParty = input.duty_payment_third_party === 1;
  const rule = dutyThirdPartyOf(carrierCode, dutyPaymentDisplayed);
  if (thirdParty) {
    if (rule === "not_allowed") fail("duty_payment_third_party", "order.duty_third_party_not_allowed");
    if (!input.duty_account_number?.trim()) fail("duty_account_number", "validation.required");
    if (rule === "ups") {
      if (!input.duty_account_postcode?.trim()) fail("duty_account_postcode", "validation.required");
      if (!input.duty_account_country) fail("duty_account_country", "validation.required");
    }
  }
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
