import { CARRIER_CODES, CURRENCIES, UNIT_SYSTEMS } from "@ship/domain";
import { z } from "zod";

/**
 * Rating (spec §3 Shipment, Parcel, Offer): the shapes the rating endpoints share (their bodies
 * and answers are in endpoints/rate.ts, offers.ts, cities.ts, document-allowed.ts). The API checks
 * every rule of spec §5 with @ship/domain and answers with field errors; these schemas only fix the
 * shapes.
 */

const ZFlag = z.union([z.literal(0), z.literal(1)]);
/** Forms send typed text ("2,5") or numbers; the domain rules parse and check them. */
const ZNumberInput = z.union([z.number(), z.string().max(16)]);

export const ZRateAddress = z.strictObject({
  country_code: z.string().length(2),
  /** Filled from the autocomplete text 'postcode, city' when absent (spec §5: split in two). */
  postcode: z.string().max(20).optional(),
  city: z.string().max(255).optional(),
  /** The autocomplete text 'postcode, city' (spec §3 from_address / to_address). */
  address: z.string().max(300).optional(),
  /** Business-address tick. */
  pro: ZFlag.optional(),
});
export type TRateAddressInput = z.infer<typeof ZRateAddress>;

export const ZParcelInput = z.strictObject({
  number: ZNumberInput.nullable(),
  weight: ZNumberInput.nullable(),
  x: ZNumberInput.nullable(),
  y: ZNumberInput.nullable(),
  z: ZNumberInput.nullable(),
});

export const ZShipmentInput = z.strictObject({
  ship_from: ZRateAddress,
  ship_to: ZRateAddress,
  /** At most 50 lines: a larger quote is a request for a custom quote (spec §9). */
  parcels: z.array(ZParcelInput).min(1).max(50),
  unit: z.enum(UNIT_SYSTEMS).default("fr"),
  /** Year-month-day; a past date is reset to today, more than 15 days ahead is refused. */
  shipment_date: z.string().max(10),
  shipment_type: z.union([z.literal(1), z.literal(2), z.literal(3)]).default(2),
  stackable: ZFlag.optional(),
  currency: z.enum(CURRENCIES).optional(),
});
export type TShipmentInput = z.input<typeof ZShipmentInput>;

/** A carrier that failed or ran out of time: the others' offers are still there. */
export const ZCarrierError = z.object({ carrier_code: z.enum(CARRIER_CODES), code: z.string() });

export const ZInfoBlock = z.object({
  key: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});

export const ZOffer = z.object({
  id: z.string(),
  offer_id: z.string(),
  shipment_id: z.string(),
  order_id: z.string(),
  carrier_code: z.enum(CARRIER_CODES),
  carrier_name: z.string(),
  service_code: z.string(),
  service_name: z.string(),
  /** URL of the carrier logo served by the web app. */
  logo: z.string(),
  allow_pickup: ZFlag,
  allow_dropoff: ZFlag,
  delivery_to_collection_point: ZFlag,
  is_express: ZFlag,
  is_saas: ZFlag,
  dropoffUrl: z.string().nullable(),
  currency: z.enum(CURRENCIES),
  /** Integer cents. */
  price_te: z.number().int(),
  price_ti: z.number().int(),
  shipment_date: z.string(),
  shipment_timestamp: z.number().int(),
  delivery_timestamp: z.number().int(),
  expected_delivery_date: z.string(),
  /** 'HH:MM'; 23:00 or later reads "during the day". */
  delivery_time: z.string(),
  transit_days: z.number().int(),
  info: z.object({
    service: ZInfoBlock,
    delivery: ZInfoBlock,
    delivery_time: ZInfoBlock,
    tracking: ZInfoBlock,
    insurance: ZInfoBlock,
  }),
  breakdown: z.object({
    currency: z.enum(CURRENCIES),
    billable_weight_g: z.number().int(),
    base_price: z.number().int(),
    surcharges: z.array(z.object({ code: z.string(), amount: z.number().int() })),
    margin: z.number().int(),
    vat_rate_percent: z.number(),
    vat_amount: z.number().int(),
  }),
});
export type TOffer = z.infer<typeof ZOffer>;

/** The shipment as rated, for the offers screen's recap (normalized: metric-or-imperial as sent). */
export const ZRatedShipment = z.object({
  ship_from: z.object({ country_code: z.string(), postcode: z.string(), city: z.string(), pro: ZFlag }),
  ship_to: z.object({ country_code: z.string(), postcode: z.string(), city: z.string(), pro: ZFlag }),
  parcels: z.array(
    z.object({ number: z.number(), weight: z.number(), x: z.number(), y: z.number(), z: z.number() }),
  ),
  unit: z.enum(UNIT_SYSTEMS),
  shipment_type: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  stackable: ZFlag,
  /** The date rated: a past wished date becomes today. */
  shipment_date: z.string(),
  currency: z.enum(CURRENCIES),
});
export type TRatedShipment = z.infer<typeof ZRatedShipment>;
