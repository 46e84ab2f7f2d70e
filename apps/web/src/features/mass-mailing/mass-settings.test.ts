import { describe, expect, it } from "vitest";
import {
  checkSettings,
  defaultSettings,
  FILE_ROWS_SHARED_WEIGHT,
  issueTarget,
  type TMassSettingsValues,
  toSettingsInput,
} from "./mass-settings.ts";
import { placeApiErrors, placeIssues } from "./settings-errors.ts";

const filled = (): TMassSettingsValues => ({
  ...defaultSettings("2026-11-25"),
  parcel: { number: "1", weight: "2.125", x: "30", y: "20", z: "10" },
  content: "Books",
  value: "80",
});

describe("checkSettings (spec §5 through domain checkMassMailing)", () => {
  it("accepts a complete parcel, content and declared value for at least one recipient", () => {
    expect(checkSettings(filled(), 3)).toEqual([]);
  });

  it("asks for at least one recipient, the content and the declared value", () => {
    const codes = checkSettings({ ...filled(), content: " ", value: "" }, 0).map((issue) => issue.code);
    expect(codes).toEqual([
      "mass_mailing.recipients_required",
      "mass_mailing.content_required",
      "mass_mailing.value_required",
    ]);
  });

  it("refuses a weight with 4 decimals and a length over 119 cm (47 in in imperial)", () => {
    const values = { ...filled(), parcel: { number: "1", weight: "2.1255", x: "120", y: "20", z: "10" } };
    expect(checkSettings(values, 1).map((issue) => [issue.field, issue.code])).toEqual([
      ["parcels.0.weight", "mass_mailing.weight_invalid"],
      ["parcels.0.x", "mass_mailing.length_too_long"],
    ]);
    expect(
      checkSettings({ ...values, unit: "us", parcel: { ...values.parcel, weight: "2", x: "47" } }, 1),
    ).toEqual([]);
  });

  it("does not ask a shared weight when each row of a file brings its own", () => {
    const values = { ...filled(), parcel: { ...filled().parcel, weight: "" } };
    expect(checkSettings(values, 1).map((issue) => issue.field)).toEqual(["parcels.0.weight"]);
    expect(checkSettings(values, 1, true)).toEqual([]);
  });
});

describe("toSettingsInput", () => {
  it("sends the pickup window only for a pickup, and stackable only for a pallet", () => {
    const dropoff = toSettingsInput({ ...filled(), stackable: true }, null);
    expect(dropoff).not.toHaveProperty("ready_time");
    expect(dropoff).not.toHaveProperty("sender");
    expect(dropoff.stackable).toBe(0);
    const pickup = toSettingsInput(
      { ...filled(), shipping_method: "pickup", shipment_type: 3, stackable: true },
      null,
    );
    expect(pickup).toMatchObject({
      ready_time: "11:00",
      close_time: "17:00",
      stackable: 1,
      shipment_type: 3,
    });
  });

  it("leaves the weight to the file's rows when sending by file", () => {
    expect(toSettingsInput(filled(), null, true).parcels[0]?.weight).toBe(FILE_ROWS_SHARED_WEIGHT);
    expect(toSettingsInput(filled(), null).parcels[0]?.weight).toBe("2.125");
  });
});

describe("placing the problems", () => {
  it("puts shared settings' problems under their fields and recipients' rows in the red box", () => {
    expect(issueTarget("shipment.parcels.0.weight")).toBe("weight");
    expect(issueTarget("content")).toBe("content");
    expect(issueTarget("recipients")).toBeNull();
    const placed = placeApiErrors([
      { code: "mass_mailing.content_required", field: "shipment.content", message: "Describe the content." },
      {
        code: "mass_mailing.weight_invalid",
        field: "recipients.3.parcels.0.weight",
        message: "Row 3: bad weight",
      },
      { code: "not_found", message: "Not found" },
    ]);
    expect(placed).toEqual({
      fields: { content: "Describe the content." },
      general: ["Row 3: bad weight", "Not found"],
    });
  });

  it("translates the form's own issues, naming the row", () => {
    const placed = placeIssues(
      [
        { row: null, field: "recipients", code: "mass_mailing.recipients_required", params: {} },
        { row: 2, field: "content", code: "mass_mailing.content_required", params: { row: 2 } },
      ],
      "en",
    );
    expect(placed.general).toEqual(["Choose at least one recipient.", "Row 2: Describe the content."]);
    expect(placed.fields).toEqual({});
  });
});
