import type {
  TCarrierCode,
  TCents,
  TCurrency,
  TIsoDate,
  TParcel,
  TShipmentType,
  TStackable,
  TUnitSystem,
  TVatScope,
} from "@ship/domain";
import type { TCarrierCallErrorCode } from "./live/carrier-call-error.ts";
import type { TCustomerType } from "./rate-sheet-schema.ts";

export type TFlag = 0 | 1;

/** One end of a shipment, as much as rating needs (spec §3 ship_from / ship_to). */
export type TRateAddress = {
  country_code: string;
  postcode: string;
  city?: string;
  /** Business address tick of the quote form (spec §2): 1 business, 0 home. */
  pro?: TFlag;
};

export type TRateRequest = {
  ship_from: TRateAddress;
  ship_to: TRateAddress;
  /** Parcel lines in the request's unit system. */
  parcels: TParcel[];
  unit: TUnitSystem;
  shipment_type: TShipmentType;
  stackable?: TStackable;
  /** Wished collection date; a past date is read as today (spec §4). */
  shipment_date: TIsoDate;
  currency: TCurrency;
  /** Which price list applies: professional accounts get better rates (spec §6). */
  customer_type: TCustomerType;
};

export type TRateContext = {
  /** Aborted when the caller stops waiting (time budget spent, client gone). */
  signal?: AbortSignal;
  /** The current instant, for "today" and cut-off times; the real clock when absent. */
  now?: Date;
};

/** A translation key with its parameters (spec §3 raw info blocks); the UI renders the text. */
export type TInfoBlock = { key: string; params: Record<string, string | number> };

export type TOfferInfo = {
  service: TInfoBlock;
  delivery: TInfoBlock;
  delivery_time: TInfoBlock;
  tracking: TInfoBlock;
  insurance: TInfoBlock;
};

/** How a price was made, so the offer can show it honestly (no re-billing surprises). */
export type TPriceBreakdown = {
  /** Currency of every amount below (the request's). */
  currency: TCurrency;
  pricing: "per_parcel" | "per_shipment";
  zone_from: string;
  zone_to: string;
  real_weight_g: number;
  dimensional_weight_g: number;
  /** Weight the price was read at: larger of real and dimensional, rounded up to the step. */
  billable_weight_g: number;
  volumetric_divisor: number | null;
  weight_step_g: number;
  base_price: TCents;
  surcharges: { code: string; amount: TCents }[];
  margin: TCents;
  vat_scope: TVatScope;
  vat_rate_percent: number;
  vat_amount: TCents;
};

/** One offer of one carrier service: every Offer field of spec §3 that a carrier can know. */
export type TCarrierQuote = {
  /** Stable: the same carrier, service and shipment inputs give the same id. */
  id: string;
  offer_id: string;
  carrier_code: TCarrierCode;
  carrier_name: string;
  service_code: string;
  service_name: string;
  logo: string;
  allow_pickup: TFlag;
  allow_dropoff: TFlag;
  delivery_to_collection_point: TFlag;
  is_express: TFlag;
  is_saas: TFlag;
  /** A sandbox carrier's offer while another carrier is live (decision 061): shown as "Sandbox". */
  sandbox?: 1;
  currency: TCurrency;
  /** Integer cents, excluding and including VAT. */
  price_te: TCents;
  price_ti: TCents;
  /** Date the carrier takes the shipment (after cut-off and non-business days). */
  shipment_date: TIsoDate;
  /** Unix seconds. */
  shipment_timestamp: number;
  delivery_timestamp: number;
  expected_delivery_date: TIsoDate;
  /** Delivered before this time of day; '23:00' or later means during the day. */
  delivery_time: string;
  transit_days: number;
  info: TOfferInfo;
  breakdown: TPriceBreakdown;
};

/**
 * A carrier's entry in a rating's carrier_errors: out of time, failed, or skipped by its circuit
 * breaker; live connectors' errors use the finer codes of live/carrier-call-error.ts.
 */
export type TCarrierErrorCode = "carrier.timeout" | "carrier.failed" | TCarrierCallErrorCode;
export type TCarrierError = { carrier_code: TCarrierCode; code: TCarrierErrorCode; message?: string };

export type TLabelFormat = "PDF" | "ZPL";

/** A full address (spec §3 ship_from / ship_to). */
export type TPartyAddress = TRateAddress & {
  company?: string;
  name: string;
  phone: string;
  email: string;
  address1: string;
  address2?: string;
  address3?: string;
  city: string;
};

export type TCreateShipmentRequest = {
  /** The quote chosen by the customer. */
  quote: Pick<TCarrierQuote, "offer_id" | "service_code" | "shipment_date">;
  ship_from: TPartyAddress;
  ship_to: TPartyAddress;
  parcels: TParcel[];
  unit: TUnitSystem;
  shipment_type: TShipmentType;
  shipping_method: "pickup" | "dropoff";
  /** Pickup window (spec §9: every 15 minutes, 08:00 to 20:00). */
  pickup?: { date: TIsoDate; ready_time: string; close_time: string };
  /** Relay point chosen when the offer delivers to a collection point. */
  collection_point_id?: string;
  label_format: TLabelFormat;
  content: string;
  reason: string;
  declared_value?: { amount: TCents; currency: TCurrency };
  insurance?: { amount: TCents; currency: TCurrency };
  /** Customs lines when needed (spec §5). */
  duties?: {
    description: string;
    country: string;
    quantity: number;
    unit_price: TCents;
    currency: TCurrency;
  }[];
  customer_reference?: string;
};

export type TLabel = {
  tracking_number: string;
  format: TLabelFormat;
  content_type: string;
  data: Uint8Array;
};

export type TCreatedShipment = {
  carrier_shipment_id: string;
  tracking_numbers: string[];
  labels: TLabel[];
  pickup_confirmation?: string;
  tracking_url?: string;
};

export type TCancelRequest = { carrier_shipment_id: string; tracking_numbers: string[] };
export type TCancelResult = { cancelled: boolean; reason_key?: string };

export type TTrackRequest = { tracking_number: string; carrier_shipment_id?: string };
/** Spec §4 ship statuses. */
export type TShipmentStatus = "Created" | "Validated" | "Pickuped" | "Delivered" | "Cancelled";
export type TTrackingEvent = { date: string; description: TInfoBlock; location: string };
export type TTrackResult = { status: TShipmentStatus; events: TTrackingEvent[]; tracking_url?: string };

export type TDropOffLocationsRequest = {
  service_code: string;
  country_code: string;
  postcode: string;
  city?: string;
  /** Spec §2: the chooser shows markers 1 to 10. */
  limit?: number;
};

export type TOpeningHours = { weekday: number; open: string; close: string };

/** Spec §3 dropoff_to. */
export type TDropOffLocation = {
  id: string;
  name: string;
  company?: string;
  address1: string;
  address2?: string;
  address3?: string;
  postcode: string;
  city: string;
  country_code: string;
  latitude: number;
  longitude: number;
  opening_hours: TOpeningHours[];
};

/**
 * What the API needs from a carrier. `rate` is required. The other four are optional until the
 * ordering, tracking and relay-point issues implement them: a connector without one simply cannot
 * do that yet, and callers must check for the method (no connector fakes a result).
 */
export type TCarrierConnector = {
  carrier_code: TCarrierCode;
  carrier_name: string;
  /**
   * Issue 19: "live" when the connector calls the carrier's own API (real parcels, the carrier's
   * labels), "sandbox" (the default when absent) when it prices from a rate sheet and makes its
   * own labels and tracking.
   */
  mode?: "sandbox" | "live";
  /**
   * Decision 053: set when `rate` is a pure function of the request, the instant (read to the
   * minute) and this version of the connector's tariff: a rating can then be derived again instead
   * of kept. A connector whose answers cannot be reproduced (a carrier's live API) leaves it out.
   */
  tariff_version?: string;
  rate(request: TRateRequest, ctx: TRateContext): Promise<TCarrierQuote[]>;
  createShipment?(request: TCreateShipmentRequest, ctx: TRateContext): Promise<TCreatedShipment>;
  cancel?(request: TCancelRequest, ctx: TRateContext): Promise<TCancelResult>;
  /**
   * The shipment the carrier made for our reference, if any: after a creation call whose outcome
   * is unknown (timeout), the caller reconciles with this instead of calling createShipment again.
   */
  findShipment?(
    request: { customer_reference: string },
    ctx: TRateContext,
  ): Promise<TCreatedShipment | undefined>;
  track?(request: TTrackRequest, ctx: TRateContext): Promise<TTrackResult>;
  dropOffLocations?(request: TDropOffLocationsRequest, ctx: TRateContext): Promise<TDropOffLocation[]>;
  /** One relay point of a service by id: an order's dropoff_to is re-read, never taken from the client. */
  dropOffLocation?(
    request: { service_code: string; id: string },
    ctx: TRateContext,
  ): Promise<TDropOffLocation | undefined>;
};
