export { benchmarkRating, type TRatingBenchmark } from "./bench.ts";
export { addBusinessDays, isBusinessDay, isPublicHoliday, moveToBusinessDay } from "./business-days.ts";
export { compileRateSheet, type TCompiledRateSheet } from "./compile-rate-sheet.ts";
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
