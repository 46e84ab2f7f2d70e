import { preloadHolidays } from "./business-days.ts";
import { compileRateSheet } from "./compile-rate-sheet.ts";
import { loadRateSheets } from "./load-rate-sheets.ts";
import { prepareRateRequest } from "./prepare-request.ts";
import type { TOperatorSettings, TRateSheet } from "./rate-sheet-schema.ts";
import { rateWithSheet, type TSheetRating } from "./rate-with-sheet.ts";
import { createSandboxRelayPoints } from "./relay-points/sandbox-relay-points.ts";
import { createSandboxShipping } from "./sandbox-shipping.ts";
import type { TCarrierConnector, TRateContext, TRateRequest } from "./types.ts";

/** A sandbox connector prices from its rate sheet; it also exposes the exclusions for diagnostics. */
export type TSandboxConnector = TCarrierConnector & {
  /** The validated sheet this connector prices from. */
  rateSheet: TRateSheet;
  explainRate(request: TRateRequest, ctx?: TRateContext): TSheetRating;
};

/**
 * Builds a connector that rates from a sheet; ordering, tracking and cancellation come from
 * sandbox-shipping.ts (tracking numbers in the carrier's format, events that follow the clock).
 */
export function createSandboxConnector(sheet: TRateSheet, operator: TOperatorSettings): TSandboxConnector {
  const compiled = compileRateSheet(sheet);
  const explainRate = (request: TRateRequest, ctx: TRateContext = {}) =>
    rateWithSheet(compiled, operator, prepareRateRequest(request, ctx.now ?? new Date(), operator.time_zone));
  return {
    carrier_code: sheet.carrier_code,
    carrier_name: sheet.carrier_name,
    rateSheet: sheet,
    explainRate,
    async rate(request, ctx) {
      ctx.signal?.throwIfAborted();
      return explainRate(request, ctx).quotes;
    },
    // Ordering, tracking and cancellation (issue 4): sandbox-shipping.ts.
    ...createSandboxShipping({
      carrier_code: sheet.carrier_code,
      carrier_name: sheet.carrier_name,
      timeZone: operator.time_zone,
      explainRate,
    }),
    // Relay points (drop-off / collection points): relay-points/, offline data per carrier.
    ...createSandboxRelayPoints(sheet.carrier_code),
  };
}

/** One sandbox connector per carrier sheet of the folder (the shipped sheets by default). */
export function loadSandboxConnectors(sheetDir?: string): TSandboxConnector[] {
  const { operator, sheets } = loadRateSheets(sheetDir);
  const thisYear = new Date().getUTCFullYear();
  preloadHolidays(["FR"], [thisYear, thisYear + 1]);
  return sheets.map((sheet) => createSandboxConnector(sheet, operator));
}
