// Account settings, own-carrier credentials and sub-accounts (spec §3, §5, §9).

/** Carriers whose own-account credentials a saas user can store (spec §3). */
export const CREDENTIAL_CARRIERS = ["ups", "dhl", "dpd", "fedex", "tnt", "chronopost", "colissimo"] as const;
export type TCredentialCarrier = (typeof CREDENTIAL_CARRIERS)[number];

/** Per-carrier access flags of a saas user (spec §3 saas_access; tnt_inter has no credentials of its own). */
export const SAAS_ACCESS_CARRIERS = [...CREDENTIAL_CARRIERS, "tnt_inter"] as const;
export type TSaasAccessCarrier = (typeof SAAS_ACCESS_CARRIERS)[number];

/** Spec §3: the fields of an own-carrier credential set. */
export const CREDENTIAL_FIELDS = [
  "username",
  "password",
  "account_number",
  "licence_number",
  "site_id",
  "import_account_number",
  "key",
  "meter_number",
  "user_id",
  "country",
  "postcode",
  "city",
  "discount",
] as const;
export type TCredentialField = (typeof CREDENTIAL_FIELDS)[number];

/** Fields that are secrets: encrypted at rest, never sent back in full. */
export const SECRET_CREDENTIAL_FIELDS: readonly TCredentialField[] = ["password", "key", "licence_number"];

/**
 * The fields each carrier's API needs. Spec §5 fixes the counts (ups 7, dhl 5, dpd 3, fedex 4,
 * tnt 3, chronopost 2, colissimo 3); the names follow each carrier's developer documentation.
 * Every other field of the form (and the discount) is optional.
 */
export const REQUIRED_CREDENTIAL_FIELDS: Record<TCredentialCarrier, readonly TCredentialField[]> = {
  ups: ["username", "password", "licence_number", "account_number", "country", "postcode", "city"],
  dhl: ["site_id", "password", "account_number", "import_account_number", "country"],
  dpd: ["username", "password", "account_number"],
  fedex: ["key", "password", "account_number", "meter_number"],
  tnt: ["username", "password", "account_number"],
  chronopost: ["account_number", "password"],
  colissimo: ["user_id", "password", "account_number"],
};

/** The fields a carrier's form shows: its required ones, then the discount. */
export function getCredentialFormFields(carrier: TCredentialCarrier): readonly TCredentialField[] {
  return [...REQUIRED_CREDENTIAL_FIELDS[carrier], "discount"];
}

export type TCredentialCompleteness = "empty" | "partial" | "complete";

/** Spec §5: a credential set is complete when every required field is filled. */
export function getCredentialCompleteness(
  carrier: TCredentialCarrier,
  values: Partial<Record<TCredentialField, string | null | undefined>>,
): TCredentialCompleteness {
  const required = REQUIRED_CREDENTIAL_FIELDS[carrier];
  const filled = required.filter((field) => (values[field] ?? "").trim() !== "").length;
  if (filled === 0) return "empty";
  return filled === required.length ? "complete" : "partial";
}

/** Shows the last two characters of a secret at most, never the whole of it. */
export function maskSecret(value: string): string {
  if (value.length <= 4) return "••••";
  return `••••${value.slice(-2)}`;
}

// Spec §3/§5 field limits of the settings forms.
export const SETTINGS_LIMITS = {
  company: 35,
  lastname: 100,
  phone: 35,
  email: 100,
  addressLine1: 255,
  addressLine: 35,
  postcode: 20,
  city: 255,
  apporteurCode: 50,
  /** Spec §5: settings notes max 30. */
  notes: 30,
  reason: 35,
  content: 35,
  dimensionName: 35,
  declaredValue: 32,
  /** Spec §5: duty account number 12, duty postcode 20. */
  dutyAccountNumber: 12,
  dutyPostcode: 20,
  productDescription: 35,
  credentialField: 64,
  /** Spec §5: IBAN and BIC max 34, IBAN at least 5. */
  iban: 34,
  ibanMin: 5,
  bic: 34,
  /** Spec §5 sub-account: e-mail 100, company 255, last name 100. */
  subAccountCompany: 255,
  subAccountLastname: 100,
} as const;

/** Spec §5 files: the signed SEPA mandate is a PDF of at most 1 MB. */
export const SEPA_MANDATE_MAX_BYTES = 1_048_576;

/** Spec §9: 10 sub-accounts a page. */
export const SUB_ACCOUNT_PAGE_SIZE = 10;

/** How long an invitation link to register a sub-account stays valid. */
export const SUB_ACCOUNT_INVITATION_DAYS = 14;

/** Spec §3 dropoff_selection / delivery_to_collection_point_selection: 0 either, -1 pickup/on-site only, 1 dropoff/collection point only. */
export const POINT_SELECTIONS = [-1, 0, 1] as const;

/** Spec §5 order form reasons. */
export const SHIPMENT_REASONS = [
  "commercial",
  "gift",
  "documents",
  "sample",
  "returns_and_repairs",
  "personal_effects",
] as const;
export type TShipmentReason = (typeof SHIPMENT_REASONS)[number];

/** Spec §3 label_format (default PDF, spec §9). */
export const LABEL_FORMATS = ["PDF", "ZPL"] as const;

/** Spec §9: ready time 08:00 to 14:00, close time 16:00 to 20:00, every 15 minutes. */
export const READY_TIME_RANGE = { from: "08:00", to: "14:00" } as const;
export const CLOSE_TIME_RANGE = { from: "16:00", to: "20:00" } as const;

/** Times of day every 15 minutes between two "HH:MM" bounds, inclusive. */
export function listQuarterHours(from: string, to: string): string[] {
  const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  const times: string[] = [];
  for (let m = toMinutes(from); m <= toMinutes(to); m += 15) {
    times.push(`${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`);
  }
  return times;
}

/** Payment methods a customer can choose as default (spec §7 /settings/user-payment-method). */
export const PAYMENT_METHODS = ["credit_card", "direct_debit"] as const;
export type TPaymentMethod = (typeof PAYMENT_METHODS)[number];
