import type { TShipmentReason } from "./account-settings.ts";
import {
  COLLECTION_DATE_MAX_DAYS_AHEAD,
  normalizeCollectionDate,
  validateCollectionDate,
} from "./collection-date.ts";
import { isPersonalEffectsAbroad, type TDutyThirdParty } from "./customs.ts";
import { needsCustoms } from "./europe.ts";
import type { TIsoDate } from "./iso-date.ts";
import type { TCents } from "./money.ts";
import { parseDeclaredValue, resolveShippingMethod, type TShippingMethod } from "./order-form.ts";
import { ALL_ORDER_FORM_BLOCKS, checkOrderFormBlocks, type TOrderFormBlocks } from "./order-form-blocks.ts";
import { isValidPhone } from "./phone.ts";
import {
  DEFAULT_PICKUP_CLOSE_TIME,
  DEFAULT_PICKUP_READY_TIME,
  validatePickupWindow,
} from "./pickup-times.ts";
import { comparablePostcode } from "./postcode.ts";
import { isValidPostcode } from "./postcode-check.ts";

/**
 * One problem of a form: an error code of the contracts (`errors:` messages in en, fr and es), the
 * field it belongs to, and the message's parameters.
 */
export type TFormIssue = { code: string; path: (string | number)[]; params?: { max: number } };

type TAddressFields = { company?: string; phone: string; postcode: string };

/** What the order form's check reads of the shipping info (the contract's fields, after its defaults). */
export type TShippingInfoCheckInput = {
  ship_from: TAddressFields;
  ship_to: TAddressFields;
  /** Absent only where the brand has no shipment_info block (checkOrderFormBlocks). */
  reason?: string;
  content?: string;
  value?: string | number;
  insurance: 0 | 1;
  passport_number?: string;
  duties: { unit_price: string | number }[];
  duty_payment_third_party?: 0 | 1;
  duty_account_number?: string;
  duty_account_postcode?: string;
  duty_account_country?: string;
  shipping_method: TShippingMethod;
  shipment_date?: string;
  ready_time?: string;
  close_time?: string;
  hazardous?: 0 | 1;
  terms?: 0 | 1;
};

type TRatedEnd = { country_code: string; postcode: string; pro: 0 | 1 };

/** What the check needs to know of the rated shipment and the chosen offer. */
export type TShippingInfoCheckContext = {
  ship_from: TRatedEnd;
  ship_to: TRatedEnd;
  /** 'Documents' is a reason this shipment may have (isDocumentReasonAllowed). */
  documentsAllowed: boolean;
  /** Who may pay duties for this carrier (dutyThirdPartyOf). */
  dutyThirdParty: TDutyThirdParty;
  offer: { allow_pickup: 0 | 1; allow_dropoff: 0 | 1 };
  /** The date the current offer was rated for: a drop-off without a date keeps it. */
  ratedDate: TIsoDate;
  today: TIsoDate;
  /** The brand's order form blocks (decision 049); all on when absent. */
  blocks?: TOrderFormBlocks;
};

/** What the rules decided besides the issues: the values to store when there is none. */
export type TShippingInfoDecisions = {
  /** The reason and content to store (the defaults where the brand has no shipment_info block). */
  reason: TShipmentReason;
  content: string;
  /** Insurance asked, on a brand with the shipment_value block. */
  insured: boolean;
  postcodes: { ship_from: string; ship_to: string };
  declaredValue: TCents | null;
  /** Duty rows' unit prices in cents, rows in order (customs only). */
  unitPrices: TCents[];
  customsRequired: boolean;
  personalEffectsAbroad: boolean;
  method: TShippingMethod;
  /** The offer does not allow the wished method, so the other one applies (spec §4). */
  methodSwitched: boolean;
  shipmentDate: TIsoDate;
  /** The customer's past date became today. */
  dateReset: boolean;
  readyTime: string | null;
  closeTime: string | null;
};

type TAdd = (path: TFormIssue["path"], code: string, params?: { max: number }) => void;

/**
 * The spec §5 order-form rules that need the rated shipment and the offer, written once for the API
 * (POST /update-shipment) and the web order page: company when the address is a business one, a
 * phone valid for the country, the rated postcodes, 'Documents', personal effects abroad, customs
 * and duty payment, the declared value with insurance, the pickup date and times, hazardous goods
 * and terms. The field limits are the contract's. Issues come in the order the form reads.
 */
export function checkShippingInfo(
  input: TShippingInfoCheckInput,
  context: TShippingInfoCheckContext,
): { issues: TFormIssue[]; decisions: TShippingInfoDecisions } {
  const issues: TFormIssue[] = [];
  const add: TAdd = (path, code, params) => issues.push({ code, path, ...(params ? { params } : {}) });

  const postcodes = {
    ship_from: checkAddress("ship_from", input, context, add),
    ship_to: checkAddress("ship_to", input, context, add),
  };
  const { reason, content, insured } = checkOrderFormBlocks(
    input,
    context.blocks ?? ALL_ORDER_FORM_BLOCKS,
    add,
  );
  if (reason === "documents" && !context.documentsAllowed) add(["reason"], "order.documents_not_allowed");

  // Spec §5: personal effects abroad cannot be insured; they ask a passport number instead.
  const personalEffectsAbroad = isPersonalEffectsAbroad(
    reason ?? "",
    context.ship_from.country_code,
    context.ship_to.country_code,
  );
  if (personalEffectsAbroad) {
    if (insured) add(["insurance"], "order.insurance_not_allowed");
    if (!input.passport_number?.trim()) add(["passport_number"], "validation.required");
  }

  const customsRequired = needsCustoms(context.ship_from.country_code, context.ship_to.country_code);
  const unitPrices = customsRequired ? checkCustoms(input, context.dutyThirdParty, add) : [];

  let declaredValue: TCents | null = null;
  const valueTyped =
    input.value !== undefined && !(typeof input.value === "string" && input.value.trim() === "");
  if (context.blocks?.shipmentValue === false) {
    // The block does not exist on this brand: checkOrderFormBlocks refused a value sent.
  } else if (valueTyped && input.value !== undefined) {
    const parsed = parseDeclaredValue(input.value);
    if (parsed.ok) declaredValue = parsed.cents;
    else add(["value"], parsed.error, parsed.params);
  } else if (input.insurance === 1) {
    add(["value"], "validation.required");
  }

  const pickup = checkMethod(input, context, add);
  if (input.hazardous !== 1) add(["hazardous"], "order.hazardous_required");
  if (input.terms !== 1) add(["terms"], "account.terms_required");

  return {
    issues,
    decisions: {
      // A missing reason is an issue above: the default only keeps the type whole.
      reason: reason ?? "commercial",
      content,
      insured,
      postcodes,
      declaredValue,
      unitPrices,
      customsRequired,
      personalEffectsAbroad,
      ...pickup,
    },
  };
}

/** Company, phone and postcode of one end; answers the postcode to keep. */
function checkAddress(
  side: "ship_from" | "ship_to",
  input: TShippingInfoCheckInput,
  context: TShippingInfoCheckContext,
  add: TAdd,
): string {
  const typed = input[side];
  const rated = context[side];
  if (rated.pro === 1 && !typed.company?.trim()) add([side, "company"], "validation.required");
  if (!isValidPhone(typed.phone, rated.country_code)) add([side, "phone"], "account.invalid_phone");
  // A town quoted by name only (towns abroad) has no rated postcode: the form asks it, checked
  // against the country's format. Otherwise it must stay the rated one (a new postcode is a new quote).
  if (rated.postcode !== "") {
    if (comparablePostcode(typed.postcode) !== comparablePostcode(rated.postcode)) {
      add([side, "postcode"], "order.postcode_changed");
    }
    return rated.postcode;
  }
  const postcode = typed.postcode.trim().toUpperCase();
  if (!isValidPostcode(postcode, rated.country_code)) add([side, "postcode"], "order.postcode_invalid");
  return postcode;
}

/**
 * Spec §5 customs block and duty payment, when duties apply (origin outside Europe, destination
 * inside): at least one goods row with a valid unit price, and who may pay duties for this carrier.
 * Answers the unit prices that parsed, in cents.
 */
function checkCustoms(input: TShippingInfoCheckInput, rule: TDutyThirdParty, add: TAdd): TCents[] {
  if (input.duties.length === 0) add(["duties"], "order.duties_required");
  const unitPrices = input.duties.flatMap((row, index) => {
    const price = parseDeclaredValue(row.unit_price);
    if (price.ok) return [price.cents];
    add(["duties", index, "unit_price"], price.error, price.params);
    return [];
  });
  if (input.duty_payment_third_party === 1) {
    if (rule === "not_allowed") add(["duty_payment_third_party"], "order.duty_third_party_not_allowed");
    if (!input.duty_account_number?.trim()) add(["duty_account_number"], "validation.required");
    if (rule === "ups") {
      if (!input.duty_account_postcode?.trim()) add(["duty_account_postcode"], "validation.required");
      if (!input.duty_account_country) add(["duty_account_country"], "validation.required");
    }
  }
  return unitPrices;
}

/** Spec §4, §5, §9: the method the offer allows, the collection date and the pickup window. */
function checkMethod(input: TShippingInfoCheckInput, context: TShippingInfoCheckContext, add: TAdd) {
  const { ratedDate, today } = context;
  const method = resolveShippingMethod(input.shipping_method, context.offer);
  const methodSwitched = method !== input.shipping_method;
  let shipmentDate: TIsoDate = normalizeCollectionDate(ratedDate, today);
  let dateReset = false;
  // A pickup needs a date (spec §5); a drop-off, or a pickup the offer imposed, keeps the rated one.
  const wantedDate = input.shipment_date?.trim() || (method === "dropoff" || methodSwitched ? ratedDate : "");
  const dateError = validateCollectionDate(wantedDate, today);
  if (dateError === "validation.too_big") {
    add(["shipment_date"], "rating.date_too_late", { max: COLLECTION_DATE_MAX_DAYS_AHEAD });
  } else if (dateError) {
    add(["shipment_date"], dateError);
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
    if (timeErrors.ready_time) add(["ready_time"], timeErrors.ready_time);
    if (timeErrors.close_time) add(["close_time"], timeErrors.close_time);
  }
  return { method, methodSwitched, shipmentDate, dateReset, readyTime, closeTime };
}
