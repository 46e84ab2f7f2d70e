import {
  CARRIER_CODES,
  COLLECTION_POINT_SELECTIONS,
  CURRENCIES,
  QUOTE_PRIORITIES,
  QUOTE_SELECTIONS,
  UNIT_SYSTEMS,
} from "@ship/domain";
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

const ZShipmentType = z.union([z.literal(1), z.literal(2), z.literal(3)]);
const ZCollectionPointSelection = z.union(
  COLLECTION_POINT_SELECTIONS.map((value) => z.literal(value)) as unknown as [
    z.ZodLiteral<-1>,
    z.ZodLiteral<0>,
    z.ZodLiteral<1>,
  ],
);

export const ZShipmentInput = z.strictObject({
  ship_from: ZRateAddress,
  ship_to: ZRateAddress,
  /** At most 50 lines: a larger quote is a request for a custom quote (spec §9). */
  parcels: z.array(ZParcelInput).min(1).max(50),
  unit: z.enum(UNIT_SYSTEMS).default("fr"),
  /** Year-month-day; a past date is reset to today, more than 15 days ahead is refused. */
  shipment_date: z.string().max(10),
  /** 1 envelope, 2 parcel, 3 pallet; default 2 (the spec's alias `type` is accepted too). */
  shipment_type: ZShipmentType.optional(),
  /** Spec §3 alias of shipment_type; sending both with different values is refused. */
  type: ZShipmentType.optional(),
  stackable: ZFlag.optional(),
  currency: z.enum(CURRENCIES).optional(),
  // Spec §3 quote preferences (decision 050). A logged-in caller's missing ones come from the
  // saved shipment defaults, else: cheapest, every carrier, all, either, no insurance.
  /** Order of the offers, the first one being the recommended one. */
  priority: z.enum(QUOTE_PRIORITIES).optional(),
  /** Carrier codes (GET /carriers) whose offers are kept; empty = every carrier. */
  preferred_carrier_groups: z.array(z.string().max(32)).max(CARRIER_CODES.length).optional(),
  /** The offers screen's tab kept: all (default), courier, express or standard. */
  selection: z.enum(QUOTE_SELECTIONS).optional(),
  /** 1: insure the declared value; every offer then carries insurance_ti. */
  insurance: ZFlag.optional(),
  /** In the shipment's currency, up to 2 decimals ("120", "99,90", 45.5); required with insurance. */
  insurance_declared_value: ZNumberInput.nullable().optional(),
  /** 0 either, -1 on-site delivery only, 1 collection-point (relay) delivery only. */
  delivery_to_collection_point_selection: ZCollectionPointSelection.optional(),
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
  /**
   * Issue 19 (decision 061): 1 on an offer of a sandbox carrier (no real parcel moves) while some
   * other carrier is live; absent when every carrier is sandbox, and on live carriers' offers.
   */
  sandbox: z.literal(1).optional(),
  dropoffUrl: z.string().nullable(),
  currency: z.enum(CURRENCIES),
  /** Integer cents. */
  price_te: z.number().int(),
  price_ti: z.number().int(),
  /**
   * With insurance asked at rating (decision 050): the premium, integer cents, charged on top of
   * price_ti when this offer is ordered with the same declared value.
   */
  insurance_ti: z.number().int().optional(),
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

/** The quote preferences of a rating as applied (decision 050). */
export const ZQuotePreferences = z.object({
  priority: z.enum(QUOTE_PRIORITIES),
  preferred_carrier_groups: z.array(z.enum(CARRIER_CODES)),
  selection: z.enum(QUOTE_SELECTIONS),
  delivery_to_collection_point_selection: ZCollectionPointSelection,
  insurance: ZFlag,
  /** Integer cents of the shipment's currency; null without insurance. */
  insurance_declared_value: z.number().int().nullable(),
  /** The premium every offer carries (integer cents; 0 without insurance). */
  insurance_ti: z.number().int(),
  /** The offer_id of the first offer by the priority; null when none is left. */
  recommended_offer_id: z.string().nullable(),
});
export type TQuotePreferencesView = z.infer<typeof ZQuotePreferences>;

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
  /** The quote preferences the offers were chosen with (absent on ratings made before them). */
  preferences: ZQuotePreferences.optional(),
});
export type TRatedShipment = z.infer<typeof ZRatedShipment>;
