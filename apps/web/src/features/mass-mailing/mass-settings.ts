import {
  addressOfContact,
  type TContact,
  type TMassMailingSettingsInput,
  type TShipToContactAddressInput,
} from "@ship/contracts";
import {
  type CARRIER_CODES,
  checkMassMailing,
  DEFAULT_PICKUP_CLOSE_TIME,
  DEFAULT_PICKUP_READY_TIME,
  type TCurrency,
  type TMassMailingIssue,
  type TMassMailingPriority,
  type TShipmentReason,
  type TUnitSystem,
} from "@ship/domain";

/** The shared shipment settings as the form holds them (numbers as typed, spec §5). */
export type TMassSettingsValues = {
  shipment_type: 1 | 2 | 3;
  stackable: boolean;
  parcel: { number: string; weight: string; x: string; y: string; z: string };
  unit: TUnitSystem;
  priority: TMassMailingPriority;
  preferred_carrier_groups: (typeof CARRIER_CODES)[number][];
  reason: TShipmentReason;
  content: string;
  value: string;
  currency: TCurrency;
  insurance: boolean;
  shipping_method: "pickup" | "dropoff";
  ready_time: string;
  close_time: string;
  /** 'YYYY-MM-DD'. */
  shipment_date: string;
};

/**
 * The shared weight sent with a file's rows: never shipped (each row's own weight is), only there
 * because POST /mass-mailing/upload checks the shared parcel line whole. To become null once the
 * API's check leaves the shared weight out when every recipient brings its own (asked of mm-api).
 */
export const FILE_ROWS_SHARED_WEIGHT = "1";

/** Spec §3, §9 defaults: a parcel, cheapest offer, drop-off, pickup window 11:00-17:00, today. */
export function defaultSettings(today: string): TMassSettingsValues {
  return {
    shipment_type: 2,
    stackable: false,
    parcel: { number: "1", weight: "", x: "", y: "", z: "" },
    unit: "fr",
    priority: "cheapest",
    preferred_carrier_groups: [],
    reason: "commercial",
    content: "",
    value: "",
    currency: "EUR",
    insurance: false,
    shipping_method: "dropoff",
    ready_time: DEFAULT_PICKUP_READY_TIME,
    close_time: DEFAULT_PICKUP_CLOSE_TIME,
    shipment_date: today,
  };
}

/**
 * The settings the API takes (the contract's shared settings). The sender is the account's own
 * address unless the page chose one; its country is the origin.
 */
export function toSettingsInput(
  values: TMassSettingsValues,
  sender: TShipToContactAddressInput | null,
  weightFromFile = false,
): TMassMailingSettingsInput {
  const pickup = values.shipping_method === "pickup";
  return {
    shipment_type: values.shipment_type,
    stackable: values.shipment_type === 3 && values.stackable ? 1 : 0,
    // Sending by file: every row brings its own weight (spec §5: the only column required), which
    // is the one shipped (domain's effectiveParcelOf). The API still checks the shared line whole,
    // so a valid weight it never uses goes with it (decision 044; see FILE_ROWS_SHARED_WEIGHT).
    parcels: [{ ...values.parcel, ...(weightFromFile ? { weight: FILE_ROWS_SHARED_WEIGHT } : {}) }],
    unit: values.unit,
    priority: values.priority,
    preferred_carrier_groups: values.preferred_carrier_groups,
    reason: values.reason,
    content: values.content,
    value: values.value,
    currency: values.currency,
    insurance: values.insurance ? 1 : 0,
    ...(sender ? { sender } : {}),
    shipping_method: values.shipping_method,
    ...(pickup ? { ready_time: values.ready_time, close_time: values.close_time } : {}),
    shipment_date: values.shipment_date,
  };
}

/**
 * Spec §5 mass mailing rules, the API's own check (domain checkMassMailing, decision 029): the
 * shared settings and `recipients` recipients sending them. Empty when valid.
 */
export function checkSettings(
  values: TMassSettingsValues,
  recipients: number,
  weightFromFile = false,
): TMassMailingIssue[] {
  const issues = checkMassMailing({
    unit: values.unit,
    parcels: [values.parcel],
    content: values.content,
    value: values.value,
    recipients: Array.from({ length: recipients }, (_, index) => ({ row: index + 1 })),
  });
  return weightFromFile ? issues.filter((issue) => issue.field !== "parcels.0.weight") : issues;
}

/** Where an issue (or an API error's field) shows on the form: a settings field, else the recipients. */
export function issueTarget(field: string): keyof TMassSettingsValues["parcel"] | "content" | "value" | null {
  const match = /^(?:shipment\.)?(?:parcels\.0\.(number|weight|x|y|z)|(content|value))$/.exec(field);
  return (match?.[1] ?? match?.[2] ?? null) as ReturnType<typeof issueTarget>;
}

/** A contact of the address book as the sender of the mass mailing (its country is the origin). */
export function senderOfContact(contact: TContact): TShipToContactAddressInput {
  return addressOfContact(contact);
}
