import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { z } from "zod";
import {
  type TOperatorSettings,
  type TRateSheet,
  ZOperatorSettings,
  ZRateSheet,
} from "./rate-sheet-schema.ts";

/** The sheets shipped with the package. */
export const DEFAULT_RATE_SHEET_DIR = fileURLToPath(new URL("../rate-sheets/", import.meta.url));
/** Operator-wide settings (time zone, VAT rates, margins) beside the carrier sheets. */
export const OPERATOR_SETTINGS_FILE = "operator.json";

export type TRateSheetIssue = { path: string; message: string };

/** A rate-sheet file that cannot be used; the message names the file, each path and its problem. */
export class RateSheetError extends Error {
  readonly file: string;
  readonly issues: TRateSheetIssue[];

  constructor(file: string, issues: TRateSheetIssue[]) {
    const lines = issues.map((issue) => `  - ${issue.path || "(whole file)"}: ${issue.message}`);
    super(`Invalid rate sheet ${file}:\n${lines.join("\n")}`);
    this.name = "RateSheetError";
    this.file = file;
    this.issues = issues;
  }
}

/** services[2].rates[0].bands[3].max_g */
function formatPath(segments: readonly PropertyKey[]): string {
  return segments
    .map((segment, i) =>
      typeof segment === "number" ? `[${segment}]` : `${i === 0 ? "" : "."}${String(segment)}`,
    )
    .join("");
}

/** Names the service or zone an indexed path points into, so an operator finds it in a long file. */
function describeOwner(data: unknown, segments: readonly PropertyKey[]): string {
  const [list, index] = segments;
  if (
    (list !== "services" && list !== "zones") ||
    typeof index !== "number" ||
    typeof data !== "object" ||
    !data
  ) {
    return "";
  }
  const entry = (data as Record<string, unknown[] | undefined>)[list]?.[index] as
    | Record<string, unknown>
    | undefined;
  const name = entry?.code ?? entry?.id;
  return typeof name === "string" ? ` (${list === "services" ? "service" : "zone"} ${name})` : "";
}

function parseWithSchema<T extends z.ZodType>(schema: T, data: unknown, file: string): z.output<T> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  throw new RateSheetError(
    file,
    result.error.issues.map((issue) => ({
      path: formatPath(issue.path),
      message: `${issue.message}${describeOwner(data, issue.path)}`,
    })),
  );
}

function listDuplicates(values: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  for (const value of values) (seen.has(value) ? duplicates : seen).add(value);
  return duplicates;
}

/** Cross-references zod cannot see: ids that must exist, duplicates, zone pairs priced twice. */
function listSemanticIssues(sheet: TRateSheet, file: string): TRateSheetIssue[] {
  const issues: TRateSheetIssue[] = [];
  const expectedFile = `${sheet.carrier_code.toLowerCase()}.json`;
  if (path.basename(file) !== expectedFile) {
    issues.push({
      path: "carrier_code",
      message: `${sheet.carrier_code} belongs in a file named ${expectedFile}`,
    });
  }
  const zoneIds = new Set(sheet.zones.map((zone) => zone.id));
  const serviceCodes = new Set(sheet.services.map((service) => service.code));
  const duplicateZones = listDuplicates(sheet.zones.map((zone) => zone.id));
  sheet.zones.forEach((zone, i) => {
    if (duplicateZones.has(zone.id))
      issues.push({ path: `zones[${i}].id`, message: `duplicate zone id ${zone.id}` });
  });
  const duplicateServices = listDuplicates(sheet.services.map((service) => service.code));
  const checkZones = (ids: readonly string[] | undefined, at: string) => {
    for (const id of ids ?? []) {
      if (!zoneIds.has(id)) issues.push({ path: at, message: `unknown zone ${id}` });
    }
  };
  sheet.services.forEach((service, s) => {
    const at = `services[${s}]`;
    if (duplicateServices.has(service.code)) {
      issues.push({ path: `${at}.code`, message: `duplicate service code ${service.code}` });
    }
    const pricedPairs = new Map<string, number>();
    service.rates.forEach((rate, r) => {
      checkZones(rate.from, `${at}.rates[${r}].from`);
      checkZones(rate.to, `${at}.rates[${r}].to`);
      for (const from of rate.from) {
        for (const to of rate.to) {
          if (rate.same_zone && from !== to) continue;
          const earlier = pricedPairs.get(`${from}>${to}`);
          if (earlier !== undefined) {
            issues.push({
              path: `${at}.rates[${r}]`,
              message: `${from} to ${to} is already priced by rates[${earlier}] (service ${service.code})`,
            });
          } else {
            pricedPairs.set(`${from}>${to}`, r);
          }
        }
      }
      const bandKeys = listDuplicates(rate.bands.map((band) => `${band.min_g}-${band.max_g}`));
      rate.bands.forEach((band, b) => {
        if (bandKeys.has(`${band.min_g}-${band.max_g}`)) {
          issues.push({
            path: `${at}.rates[${r}].bands[${b}]`,
            message: `two bands cover exactly ${band.min_g} to ${band.max_g} g (service ${service.code})`,
          });
        }
      });
    });
  });
  sheet.surcharges.forEach((surcharge, i) => {
    const at = `surcharges[${i}].when`;
    checkZones(surcharge.when.from_zones, `${at}.from_zones`);
    checkZones(surcharge.when.to_zones, `${at}.to_zones`);
    for (const code of surcharge.when.services ?? []) {
      if (!serviceCodes.has(code))
        issues.push({ path: `${at}.services`, message: `unknown service ${code}` });
    }
  });
  return issues;
}

/** Validates one carrier's sheet (already parsed from JSON); throws RateSheetError naming `file`. */
export function parseRateSheet(data: unknown, file: string): TRateSheet {
  const sheet = parseWithSchema(ZRateSheet, data, file);
  const issues = listSemanticIssues(sheet, file);
  if (issues.length > 0) throw new RateSheetError(file, issues);
  return sheet;
}

export function parseOperatorSettings(data: unknown, file: string): TOperatorSettings {
  return parseWithSchema(ZOperatorSettings, data, file);
}

function readJson(file: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    throw new RateSheetError(file, [{ path: "", message: `cannot be read: ${(error as Error).message}` }]);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new RateSheetError(file, [{ path: "", message: `is not valid JSON: ${(error as Error).message}` }]);
  }
}

export type TRateSheetSet = { operator: TOperatorSettings; sheets: TRateSheet[] };

/** Reads and validates operator.json and every <carrier>.json of a folder; fails on the first bad file. */
export function loadRateSheets(dir: string = DEFAULT_RATE_SHEET_DIR): TRateSheetSet {
  const operatorFile = path.join(dir, OPERATOR_SETTINGS_FILE);
  const operator = parseOperatorSettings(readJson(operatorFile), operatorFile);
  const files = readdirSync(dir)
    .filter((name) => name.endsWith(".json") && name !== OPERATOR_SETTINGS_FILE)
    .sort();
  if (files.length === 0)
    throw new RateSheetError(dir, [{ path: "", message: "holds no carrier rate sheet" }]);
  const sheets = files.map((name) => {
    const file = path.join(dir, name);
    return parseRateSheet(readJson(file), file);
  });
  return { operator, sheets };
}
