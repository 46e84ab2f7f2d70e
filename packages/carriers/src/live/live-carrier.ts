import type { TCarrierCode, TCredentialCarrier, TCredentialField } from "@ship/domain";
import type { TOperatorSettings } from "../rate-sheet-schema.ts";
import type { TCarrierConnector, TRateContext } from "../types.ts";
import type { TFetch } from "./carrier-http.ts";

/** The credential fields a connector reads, by the settings form's names (spec §3). */
export type TLiveCredentials = Partial<Record<TCredentialField, string>>;

/** The time limit of each kind of call, in ms; a connector has its own defaults. */
export type TLiveTimeouts = Partial<Record<"auth" | "rate" | "ship" | "track" | "relay", number>>;

export type TLiveConnectorOptions = {
  /** The carrier's API root: its production address, or a stub's in tests and benchmarks. */
  baseUrl: string;
  /** The operator's account, or a customer's own account for own-account offers. */
  credentials: TLiveCredentials;
  /** Margins, VAT and time zone of the operator (the same as the sandbox's). */
  operator: TOperatorSettings;
  timeouts?: TLiveTimeouts;
  /** Tests may pass their own; the global fetch otherwise. */
  fetch?: TFetch;
};

/**
 * What a live connector does with the carrier's API. `rate` is optional: Colissimo and Mondial
 * Relay publish tariffs but no rating API, so their offers keep coming from the operator's rate
 * sheet (the sandbox's pricing) while shipments, labels, tracking and relay points are live.
 */
export type TLiveConnector = Partial<
  Omit<TCarrierConnector, "carrier_code" | "carrier_name" | "mode" | "tariff_version">
>;

/**
 * One real carrier API (issue 19): how to build its connector from credentials, and how to prove
 * credentials work. Each carrier's folder under live/ exports one; live-carriers.ts lists them.
 */
export type TLiveCarrier = {
  carrier_code: TCarrierCode;
  carrier_name: string;
  /**
   * The settings form's carrier whose saved credentials a customer brings for own-account offers
   * (spec §3); absent when customers cannot bring their own account for this carrier.
   */
  credential_carrier?: TCredentialCarrier;
  /** The credential fields the connector needs (the operator's: CARRIER_<CODE>_<FIELD> variables). */
  credential_fields: readonly TCredentialField[];
  /** The carrier's production API root. */
  default_base_url: string;
  create(options: TLiveConnectorOptions): TLiveConnector;
  /**
   * The carrier's cheapest authenticated call: resolves when the credentials work, otherwise
   * rejects with a CarrierCallError ("carrier.auth_failed" when the carrier refused them).
   */
  testCredentials(options: TLiveConnectorOptions, ctx: TRateContext): Promise<void>;
};
