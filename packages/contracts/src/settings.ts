import {
  CARRIER_CODES,
  CREDENTIAL_CARRIERS,
  CREDENTIAL_FIELDS,
  CURRENCIES,
  SETTINGS_LIMITS as L,
  LABEL_FORMATS,
  PAYMENT_METHODS,
  SHIPMENT_REASONS,
  UNIT_SYSTEMS,
} from "@ship/domain";
import { z } from "zod";
import { successEnvelope } from "./envelope.ts";

/**
 * Settings (spec §2 settings screen, §3 User, Shipment defaults, own-carrier credentials, Bank;
 * §5 limits; §7 /settings/*). The same schemas check the forms and the API. These are the ones
 * several settings endpoints share; a schema of one endpoint only is in its file,
 * endpoints/settings-*.ts (decision 027).
 */

const ZFlag = z.union([z.literal(0), z.literal(1)]);
const optionalText = (max: number) => z.string().trim().max(max).optional().default("");
const requiredText = (max: number) => z.string().trim().min(1).max(max);

export const ZSettingsAddress = z.strictObject({
  company: optionalText(L.company),
  lastname: requiredText(L.lastname),
  phone: requiredText(L.phone),
  address1: requiredText(L.addressLine1),
  address2: optionalText(L.addressLine),
  address3: optionalText(L.addressLine),
  country_id: z.number().int().positive(),
  /** Required when the country uses postcodes (checked by the API against the country list). */
  postcode: optionalText(L.postcode),
  city: requiredText(L.city),
});
export type TSettingsAddress = z.infer<typeof ZSettingsAddress>;
export type TSettingsAddressInput = z.input<typeof ZSettingsAddress>;

/** Token of the spec's paths (/settings/user/{token}): the caller's session token. */
export const ZSettingsTokenParams = z.strictObject({ token: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) });
/** Id of the spec's paths (/settings/shipment/{id}): the caller's user id. */
export const ZSettingsIdParams = z.strictObject({ id: z.coerce.number().int().positive() });

export const ZPaymentMethod = z.enum(PAYMENT_METHODS);

export const ZAccountSettings = z.object({
  email: z.string(),
  address: ZSettingsAddress.nullable(),
  invoice_address: ZSettingsAddress.nullable(),
  apporteur_code: z.string(),
  payment_method: ZPaymentMethod,
  /** The stored IBAN is never sent back in full. */
  bank: z.object({ iban_masked: z.string(), bic: z.string() }).nullable(),
  /**
   * The name, company and phone of the account itself (given at registration): the account address
   * form starts from them while no address is saved (issue 16: it was empty).
   */
  identity: z.object({ lastname: z.string(), company: z.string(), phone: z.string() }),
});
export type TAccountSettings = z.infer<typeof ZAccountSettings>;
export const ZAccountSettingsResponse = successEnvelope({ data: ZAccountSettings });
export type TAccountSettingsResponse = z.infer<typeof ZAccountSettingsResponse>;

export const ZSettingsSavedResponse = successEnvelope({});

const ZMeasure = z.number().positive().max(99_999);
const ZTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
const ZSelection = z.union([z.literal(-1), z.literal(0), z.literal(1)]);

/** Spec §3 'Shipment defaults': every field optional; used to prefill the quote and order forms. */
export const ZShipmentDefaults = z.strictObject({
  shipment_type: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
  parcel_number: z.number().int().min(1).max(999).optional(),
  parcel_weight: ZMeasure.optional(),
  parcel_x: ZMeasure.optional(),
  parcel_y: ZMeasure.optional(),
  parcel_z: ZMeasure.optional(),
  parcel_unit: z.enum(UNIT_SYSTEMS).optional(),
  dimensions: z
    .array(z.strictObject({ name: requiredText(L.dimensionName), x: ZMeasure, y: ZMeasure, z: ZMeasure }))
    .max(20)
    .optional(),
  reason: z.enum(SHIPMENT_REASONS).optional(),
  content: z.string().trim().max(L.content).optional(),
  label_format: z.enum(LABEL_FORMATS).optional(),
  preferred_carrier_groups: z.array(z.enum(CARRIER_CODES)).max(CARRIER_CODES.length).optional(),
  dropoff_selection: ZSelection.optional(),
  delivery_to_collection_point_selection: ZSelection.optional(),
  insurance: ZFlag.optional(),
  insurance_declared_value: z.number().min(0).max(99_999_999).optional(),
  insurance_currency: z.enum(CURRENCIES).optional(),
  dropoff: ZFlag.optional(),
  ready_time: ZTime.optional(),
  close_time: ZTime.optional(),
  product_description: z.string().trim().max(L.productDescription).optional(),
  product_manufacture_country_code: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
  product_number: z.number().int().min(1).max(999).optional(),
  product_value: z.number().min(0).max(99_999_999).optional(),
  product_currency: z.enum(CURRENCIES).optional(),
  ups_duty_account_number: z.string().trim().max(L.dutyAccountNumber).optional(),
  ups_duty_account_postcode: z.string().trim().max(L.dutyPostcode).optional(),
  ups_duty_account_country_id: z.number().int().positive().optional(),
  dhl_duty_account_number: z.string().trim().max(L.dutyAccountNumber).optional(),
  fedex_duty_account_number: z.string().trim().max(L.dutyAccountNumber).optional(),
  duty_payment_displayed: ZFlag.optional(),
  notification_recipient: ZFlag.optional(),
  receive_notifications: ZFlag.optional(),
  receive_notifications_expediteur: ZFlag.optional(),
  receive_delivery_confirmations: ZFlag.optional(),
  newsletter: ZFlag.optional(),
  /** Spec §5: settings notes max 30. */
  notes: z.string().trim().max(L.notes).optional(),
});
export type TShipmentDefaults = z.infer<typeof ZShipmentDefaults>;

export const ZShipmentDefaultsResponse = successEnvelope({ data: ZShipmentDefaults });

export const ZCredentialCarrier = z.enum(CREDENTIAL_CARRIERS);
export const ZCredentialValues = z.partialRecord(
  z.enum(CREDENTIAL_FIELDS),
  z.string().trim().max(L.credentialField),
);
export type TCredentialValues = z.infer<typeof ZCredentialValues>;

export const ZCarrierCredentials = z.object({
  carrier: ZCredentialCarrier,
  /** The saas access flag of this carrier (spec §3 saas_access). */
  access: z.boolean(),
  status: z.enum(["empty", "partial", "complete"]),
  /** Plain fields in full; secrets masked (e.g. "••••42"). */
  values: ZCredentialValues,
});
export type TCarrierCredentials = z.infer<typeof ZCarrierCredentials>;

/** Read calls of the settings screen are POSTs in the spec; their body may repeat the token. */
export const ZSettingsReadBody = z.strictObject({ token: z.string().max(64).optional() }).optional();
