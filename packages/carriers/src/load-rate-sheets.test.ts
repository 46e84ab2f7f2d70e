import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadRateSheets, parseRateSheet, RateSheetError } from "./load-rate-sheets.ts";
import { FIXTURE_OPERATOR_JSON, FIXTURE_SHEET_JSON } from "./testing/fixture-sheet.ts";

type TPath = readonly (string | number)[];

/** A copy of the fixture sheet with values replaced at JSON paths, as an operator's typo would. */
function edited(...changes: [TPath, unknown][]): unknown {
  const json: unknown = structuredClone(FIXTURE_SHEET_JSON);
  for (const [at, value] of changes) {
    let node = json as Record<string | number, unknown>;
    for (const key of at.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
    node[at[at.length - 1] as string | number] = value;
  }
  return json;
}

function captureError(run: () => unknown): RateSheetError {
  try {
    run();
  } catch (error) {
    if (error instanceof RateSheetError) return error;
    throw error;
  }
  throw new Error("expected a RateSheetError");
}

describe("rate-sheet validation", () => {
  it("accepts a good sheet and fills defaults", () => {
    const sheet = parseRateSheet(FIXTURE_SHEET_JSON, "rate-sheets/dpd.json");
    expect(sheet.services[1]?.volumetric_divisor).toBe(5000);
    expect(sheet.services[0]?.rates[0]?.bands[0]?.min_g).toBe(0);
  });

  it("names the file, the path and the problem for a band with min above max", () => {
    const error = captureError(() =>
      parseRateSheet(
        edited([["services", 0, "rates", 0, "bands", 1], { min_g: 6000, max_g: 5001, private: 800 }]),
        "rate-sheets/dpd.json",
      ),
    );
    expect(error.message).toContain("Invalid rate sheet rate-sheets/dpd.json");
    expect(error.issues).toContainEqual({
      path: "services[0].rates[0].bands[1].max_g",
      message: "min_g must be below max_g (service STANDARD)",
    });
  });

  it("reports wrong types, unknown fields and bad times", () => {
    const error = captureError(() =>
      parseRateSheet(
        edited(
          [["services", 1, "cutoff_time"], "25:00"],
          [["services", 1, "limits", "max_weight_g"], "70 kg"],
          [["fuel"], 12],
        ),
        "dpd.json",
      ),
    );
    const byPath = Object.fromEntries(error.issues.map((issue) => [issue.path, issue.message]));
    expect(byPath["services[1].cutoff_time"]).toBe(
      "expected a time of day HH:MM (00:00 to 23:59) (service EXPRESS)",
    );
    expect(byPath["services[1].limits.max_weight_g"]).toMatch(/expected number/);
    expect(byPath[""]).toMatch(/Unrecognized key: "fuel"/);
  });

  it("reports unknown zones, duplicate codes and a file named after another carrier", () => {
    const error = captureError(() =>
      parseRateSheet(
        edited(
          [["services", 0, "rates", 1, "to"], ["MARS"]],
          [["services", 1, "code"], "STANDARD"],
          [["surcharges", 1, "when"], { to_zones: ["CORSICA"] }],
        ),
        "ups.json",
      ),
    );
    expect(error.issues).toEqual(
      expect.arrayContaining([
        { path: "carrier_code", message: "DPD belongs in a file named dpd.json" },
        { path: "services[0].rates[1].to", message: "unknown zone MARS" },
        { path: "services[1].code", message: "duplicate service code STANDARD" },
        { path: "surcharges[1].when.to_zones", message: "unknown zone CORSICA" },
      ]),
    );
  });

  it("reports a zone pair priced twice in one service", () => {
    const error = captureError(() =>
      parseRateSheet(
        edited([
          ["services", 0, "rates", 1, "to"],
          ["US", "FR"],
        ]),
        "dpd.json",
      ),
    );
    expect(error.issues).toContainEqual({
      path: "services[0].rates[1]",
      message: "FR to FR is already priced by rates[0] (service STANDARD)",
    });
  });
});

describe("loadRateSheets", () => {
  let dir = "";
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  function writeSheets(files: Record<string, string>) {
    dir = mkdtempSync(path.join(tmpdir(), "rate-sheets-"));
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  }

  it("loads the operator settings and every carrier file", () => {
    writeSheets({
      "operator.json": JSON.stringify(FIXTURE_OPERATOR_JSON),
      "dpd.json": JSON.stringify(FIXTURE_SHEET_JSON),
    });
    const { operator, sheets } = loadRateSheets(dir);
    expect(operator.time_zone).toBe("Europe/Paris");
    expect(sheets.map((sheet) => sheet.carrier_code)).toEqual(["DPD"]);
  });

  it("fails at start on broken JSON, naming the file", () => {
    writeSheets({ "operator.json": JSON.stringify(FIXTURE_OPERATOR_JSON), "dpd.json": '{ "carrier_code": ' });
    const error = captureError(() => loadRateSheets(dir));
    expect(error.file).toBe(path.join(dir, "dpd.json"));
    expect(error.message).toMatch(/dpd\.json:\n {2}- \(whole file\): is not valid JSON/);
  });

  it("fails on bad operator settings", () => {
    writeSheets({
      "operator.json": JSON.stringify({ ...FIXTURE_OPERATOR_JSON, time_zone: "Europe/Nowhere", margins: [] }),
      "dpd.json": JSON.stringify(FIXTURE_SHEET_JSON),
    });
    const error = captureError(() => loadRateSheets(dir));
    expect(error.issues).toEqual([
      { path: "time_zone", message: "expected an IANA time zone such as Europe/Paris" },
      { path: "margins", message: expect.stringMatching(/>=1 items/) },
    ]);
  });
});
