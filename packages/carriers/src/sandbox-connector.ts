import { createHash } from "node:crypto";
import { preloadHolidays } from "./business-days.ts";
import { compileRateSheet } from "./compile-rate-sheet.ts";
import { loadRateSheets } from "./load-rate-sheets.ts";
import { prepareRateRequestOnce } from "./prepare-request.ts";
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
 * A sheet's prices are a pure function of the sheet, the operator's settings (margins, VAT, time
 * zone) and the engine: their digest names this tariff (decision 053). RATING_ENGINE_VERSION is
 * raised with any change of the engine that changes a price, a date or an offer id.
 */
const RATING_ENGINE_VERSION = 1;
function tariffVersionOf(sheet: TRateSheet, operator: TOperatorSettings): string {
  const text = JSON.stringify({ engine: RATING_ENGINE_VERSION, sheet, operator });
  return createHash("sha256").update(text).digest("hex").slice(0, 16);
}

/**
 * Builds a connector that rates from a sheet; ordering, tracking and cancellation come from
 * sandbox-shipping.ts (tracking numbers in the carrier's format, events that follow the clock).
 */
export function createSandboxConnector(sheet: TRateSheet, operator: TOperatorSettings): TSandboxConnector {
  const compiled = compileRateSheet(sheet);
  const explainRate = (request: TRateRequest, ctx: TRateContext = {}) =>
    rateWithSheet(
      compiled,
      operator,
      prepareRateRequestOnce(request, ctx.now ?? new Date(), operator.time_zone),
    );
  return {
    carrier_code: sheet.carrier_code,
    carrier_name: sheet.carrier_name,
    tariff_version: tariffVersionOf(sheet, operator),
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
