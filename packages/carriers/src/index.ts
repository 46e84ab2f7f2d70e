export { benchmarkRating, type TRatingBenchmark } from "./bench.ts";
export { addBusinessDays, isBusinessDay, isPublicHoliday, moveToBusinessDay } from "./business-days.ts";
export { capabilitiesOf, type TConnectorCapabilities } from "./capabilities.ts";
export { compileRateSheet, type TCompiledRateSheet } from "./compile-rate-sheet.ts";
export {
  CARRIER_CALL_ERROR_CODES,
  CarrierCallError,
  isCarrierCallError,
  type TCarrierCallErrorCode,
} from "./live/carrier-call-error.ts";
export {
  callCarrier,
  parseCarrierJson,
  type TCarrierHttpRequest,
  type TCarrierHttpResponse,
  type TFetch,
} from "./live/carrier-http.ts";
export { buildXml, parseCarrierXml } from "./live/carrier-xml.ts";
export {
  createCircuitBreaker,
  type TCircuitBreaker,
  type TCircuitState,
} from "./live/circuit-breaker.ts";
export { asSandboxConnector, composeLiveConnector } from "./live/compose-live-connector.ts";
export type {
  TLiveCarrier,
  TLiveConnector,
  TLiveConnectorOptions,
  TLiveCredentials,
  TLiveTimeouts,
} from "./live/live-carrier.ts";
export { LIVE_CARRIERS } from "./live/live-carriers.ts";
export {
  baseUrlOf,
  LiveCarrierConfigError,
  parseLiveCarrierSettings,
  resolveLiveCarriers,
  type TLiveCarrierSettings,
  type TResolvedLiveCarrier,
} from "./live/live-config.ts";
export { createBreakers, lineUpCarriers, type TCarrierLineUp } from "./live/live-connectors.ts";
export { buildLiveQuote, type TLivePrice, type TLiveService } from "./live/live-quote.ts";
export {
  DEFAULT_RATE_SHEET_DIR,
  loadRateSheets,
  parseOperatorSettings,
  parseRateSheet,
  RateSheetError,
  type TRateSheetIssue,
  type TRateSheetSet,
} from "./load-rate-sheets.ts";
export { OWN_ACCOUNT_DISCOUNT, toOwnAccountQuote } from "./own-account.ts";
export { rateAll, type TRateAllOptions, type TRateAllResult } from "./rate-all.ts";
export type {
  TCustomerType,
  TOperatorSettings,
  TRateSheet,
  TService,
  TSurcharge,
  TZone,
} from "./rate-sheet-schema.ts";
export { ZOperatorSettings, ZRateSheet } from "./rate-sheet-schema.ts";
export type { TExclusion, TExclusionReason, TSheetRating } from "./rate-with-sheet.ts";
export { MAX_RELAY_POINTS } from "./relay-points/relay-point-finder.ts";
export {
  createSandboxConnector,
  loadSandboxConnectors,
  type TSandboxConnector,
} from "./sandbox-connector.ts";
export type * from "./types.ts";
export { readZonedNow } from "./zoned-time.ts";
export { normalizePostcode } from "./zones.ts";
