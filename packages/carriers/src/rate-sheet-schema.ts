import { CARRIER_CODES } from "@ship/domain";
import { z } from "zod";

// The shape of the operator-editable data files in packages/carriers/rate-sheets/ (see its README).
// Money is in integer cents excluding VAT, weights in grams, lengths in centimetres.

const ZCents = z.number().int("expected whole cents").nonnegative();
const ZGrams = z.number().int("expected whole grams").positive();
const ZCentimetres = z.number().positive();
const ZPercent = z.number().min(0).max(100);
const ZTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "expected a time of day HH:MM (00:00 to 23:59)");
const ZCountryCode = z
  .string()
  .regex(/^([A-Z]{2}|\*)$/, 'expected a two-letter country code in capitals, or "*"');
const ZId = z.string().regex(/^[A-Z0-9][A-Z0-9_-]*$/, "expected capitals, digits, '_' or '-'");
const ZCode = z.string().regex(/^[a-z0-9][a-z0-9_]*$/, "expected lower-case letters, digits or '_'");
const ZShipmentType = z.literal([1, 2, 3], "expected 1 (envelope), 2 (parcel) or 3 (pallet)");
const ZCustomerType = z.enum(["private", "pro"]);

const ZPostcodeRange = z
  .strictObject({ from: z.string().min(1), to: z.string().min(1) })
  .refine((range) => range.from.length === range.to.length && range.from <= range.to, {
    message: "a postcode range needs 'from' <= 'to', both of the same length",
  });

export const ZZone = z.strictObject({
  id: ZId,
  label: z.string().min(1),
  countries: z.array(ZCountryCode).min(1),
  /** When present, the zone holds only these postcodes of its countries (and beats country zones). */
  postcodes: z
    .strictObject({
      prefixes: z.array(z.string().min(1)).default([]),
      ranges: z.array(ZPostcodeRange).default([]),
    })
    .refine((p) => p.prefixes.length + p.ranges.length > 0, { message: "give at least one prefix or range" })
    .optional(),
});

export const ZBand = z
  .strictObject({
    /** Billable weight band: min_g <= weight < max_g. */
    min_g: z.number().int().nonnegative().default(0),
    max_g: ZGrams,
    private: ZCents,
    /** Professional price; when absent, the private price less the sheet's pro_discount_percent. */
    pro: ZCents.optional(),
    /** Added per started kilogram above min_g (heavy parcels, pallets). */
    extra_per_kg: ZCents.optional(),
  })
  .refine((band) => band.min_g < band.max_g, { message: "min_g must be below max_g", path: ["max_g"] })
  .refine((band) => band.pro === undefined || band.pro <= band.private, {
    message: "the pro price must not exceed the private price",
    path: ["pro"],
  });

export const ZRate = z.strictObject({
  from: z.array(ZId).min(1),
  to: z.array(ZId).min(1),
  /** Origin and destination must fall in the same zone (a city courier stays in its city). */
  same_zone: z.boolean().default(false),
  /** Business days from shipment to delivery (0: same day). */
  transit_days: z.number().int().min(0).max(60),
  bands: z.array(ZBand).min(1),
});

export const ZCondition = z.strictObject({
  services: z.array(ZId).optional(),
  from_zones: z.array(ZId).optional(),
  to_zones: z.array(ZId).optional(),
  from_countries: z.array(ZCountryCode).optional(),
  to_countries: z.array(ZCountryCode).optional(),
  international: z.boolean().optional(),
  /** Spec §5 customs: origin outside the Europe list, destination inside. */
  customs: z.boolean().optional(),
  /** Whether the recipient's address is a business ('pro') or a home ('private'). */
  recipient: ZCustomerType.optional(),
  customer_type: ZCustomerType.optional(),
  shipment_types: z.array(ZShipmentType).optional(),
  stackable: z.boolean().optional(),
  // Parcel conditions: the surcharge applies when at least one piece goes over the threshold.
  over_longest_side_cm: ZCentimetres.optional(),
  over_weight_g: ZGrams.optional(),
  /** Length + girth: longest side + 2 x the two others. */
  over_length_plus_girth_cm: ZCentimetres.optional(),
});

const ZSurchargeBase = { code: ZCode, when: ZCondition.default({}) };

export const ZSurcharge = z.discriminatedUnion("type", [
  z.strictObject({
    ...ZSurchargeBase,
    type: z.literal("percent"),
    percent: ZPercent,
    /** 'base': of the base price; 'subtotal': of the base plus the surcharges listed before. */
    of: z.enum(["base", "subtotal"]).default("base"),
  }),
  z.strictObject({
    ...ZSurchargeBase,
    type: z.literal("fixed"),
    amount_cents: ZCents,
    /** 'parcel': per piece (per matching piece when the condition has parcel thresholds). */
    per: z.enum(["shipment", "parcel"]).default("shipment"),
  }),
]);

export const ZLiability = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("per_kg"), amount_cents: ZCents, max_cents: ZCents.optional() }),
  z.strictObject({ type: z.literal("per_parcel"), amount_cents: ZCents }),
]);

export const ZLimits = z.strictObject({
  /** Real weight of each piece. */
  min_weight_g: z.number().int().nonnegative().default(0),
  max_weight_g: ZGrams,
  max_longest_side_cm: ZCentimetres.optional(),
  /** Height (z) as loaded, for pallets. */
  max_height_cm: ZCentimetres.optional(),
  /** The piece must fit these sides in any orientation (longest first). */
  max_sides_cm: z.tuple([ZCentimetres, ZCentimetres, ZCentimetres]).optional(),
  size_rule: z.strictObject({ formula: z.enum(["L+W+H", "L+2W+2H"]), max_cm: ZCentimetres }).optional(),
  max_pieces: z.number().int().positive().optional(),
  max_total_weight_g: ZGrams.optional(),
});

export const ZService = z
  .strictObject({
    code: ZId,
    name: z.string().min(1),
    shipment_types: z.array(ZShipmentType).min(1),
    is_express: z.boolean(),
    allow_pickup: z.boolean(),
    allow_dropoff: z.boolean(),
    delivery_to_collection_point: z.boolean(),
    /** 'per_parcel': each piece priced on its own weight; 'per_shipment': the total weight. */
    pricing: z.enum(["per_parcel", "per_shipment"]).default("per_parcel"),
    /** Dimensional weight divisor (cm³ per kg, spec §9 default 5000); null: real weight only. */
    volumetric_divisor: z.number().positive().nullable().default(5000),
    weight_step_g: z.number().int().positive().default(100),
    limits: ZLimits,
    /** After this time on the shipment day, the shipment leaves on the next business day. */
    cutoff_time: ZTime,
    /** Delivered before this time; 23:00 or later reads 'during the day' (spec §2). */
    delivery_time: ZTime,
    tracking: z.enum(["full", "milestones"]),
    /** Carrier cover without insurance; default spec §9 22 EUR per kg. */
    liability: ZLiability.optional(),
    rates: z.array(ZRate).min(1),
  })
  .refine((service) => service.allow_pickup || service.allow_dropoff, {
    message: "a service needs allow_pickup or allow_dropoff",
    path: ["allow_pickup"],
  });

export const ZRateSheet = z.strictObject({
  notes: z.string().optional(),
  carrier_code: z.enum(CARRIER_CODES),
  carrier_name: z.string().min(1),
  currency: z.literal("EUR"),
  /** Discount of the pro price list where a band has no pro price. */
  pro_discount_percent: ZPercent.default(0),
  zones: z.array(ZZone).min(1),
  /** Applied in this order; each with its condition. */
  surcharges: z.array(ZSurcharge).default([]),
  services: z.array(ZService).min(1),
});

export const ZMarginRule = z.strictObject({
  carriers: z.array(z.enum(CARRIER_CODES)).optional(),
  customer_type: ZCustomerType.optional(),
  percent: ZPercent,
  min_cents: ZCents,
});

export const ZOperatorSettings = z.strictObject({
  notes: z.string().optional(),
  /** Where "today" and cut-off times are read. */
  time_zone: z.string().refine(
    (zone) => {
      try {
        new Intl.DateTimeFormat("en", { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    },
    { message: "expected an IANA time zone such as Europe/Paris" },
  ),
  /** Rates for the rule in @ship/domain decideVatScope. */
  vat_rates_percent: z.strictObject({ domestic: ZPercent, intra_eu: ZPercent, outside_eu: ZPercent }),
  /** First matching rule wins; none matching means no margin. */
  margins: z.array(ZMarginRule).min(1),
});

export type TZone = z.infer<typeof ZZone>;
export type TBand = z.infer<typeof ZBand>;
export type TRate = z.infer<typeof ZRate>;
export type TCondition = z.infer<typeof ZCondition>;
export type TSurcharge = z.infer<typeof ZSurcharge>;
export type TLiability = z.infer<typeof ZLiability>;
export type TServiceLimits = z.infer<typeof ZLimits>;
export type TService = z.infer<typeof ZService>;
export type TRateSheet = z.infer<typeof ZRateSheet>;
export type TMarginRule = z.infer<typeof ZMarginRule>;
export type TOperatorSettings = z.infer<typeof ZOperatorSettings>;
export type TCustomerType = z.infer<typeof ZCustomerType>;
