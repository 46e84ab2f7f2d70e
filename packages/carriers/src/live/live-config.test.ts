import { chmodSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FIXTURE_LIVE_CARRIER, FIXTURE_OPERATOR_ENV } from "../testing/fixture-live-carrier.ts";
import { LiveCarrierConfigError, parseLiveCarrierSettings, resolveLiveCarriers } from "./live-config.ts";

function secretsFile(content: unknown, mode: number): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "carrier-secrets-")), "carriers.json");
  writeFileSync(file, JSON.stringify(content));
  chmodSync(file, mode);
  return file;
}

describe("live carrier settings (decision 061)", () => {
  it("is empty when nothing is configured: every carrier stays on its sandbox", () => {
    const settings = parseLiveCarrierSettings({});
    expect(settings).toEqual({ live: [], credentials: {}, baseUrls: {} });
    expect(resolveLiveCarriers(settings, [FIXTURE_LIVE_CARRIER])).toEqual([]);
  });

  it("reads CARRIERS_LIVE, the CARRIER_<CODE>_<FIELD> accounts and CARRIER_<CODE>_BASE_URL", () => {
    const settings = parseLiveCarrierSettings({
      CARRIERS_LIVE: " fedex ,",
      ...FIXTURE_OPERATOR_ENV,
      CARRIER_FEDEX_BASE_URL: "http://127.0.0.1:9999/",
    });
    expect(settings.live).toEqual(["FEDEX"]);
    expect(settings.baseUrls).toEqual({ FEDEX: "http://127.0.0.1:9999" });
    const [resolved] = resolveLiveCarriers(settings, [FIXTURE_LIVE_CARRIER]);
    expect(resolved?.baseUrl).toBe("http://127.0.0.1:9999");
    expect(resolved?.credentials).toEqual({
      key: "operator-key",
      password: "operator-password",
      account_number: "510087000",
      meter_number: "118000000",
    });
  });

  it("names an unknown carrier code", () => {
    expect(() => parseLiveCarrierSettings({ CARRIERS_LIVE: "FEDEX,ACME" })).toThrow(
      /CARRIERS_LIVE: unknown carrier ACME/,
    );
  });

  it("stops the start for a live carrier without a connector or without every credential", () => {
    expect(() =>
      resolveLiveCarriers(parseLiveCarrierSettings({ CARRIERS_LIVE: "DPD" }), [FIXTURE_LIVE_CARRIER]),
    ).toThrow(/DPD has no live connector \(carriers with one: FEDEX\)/);
    const partial = parseLiveCarrierSettings({ CARRIERS_LIVE: "FEDEX", CARRIER_FEDEX_KEY: "k" });
    expect(() => resolveLiveCarriers(partial, [FIXTURE_LIVE_CARRIER])).toThrow(
      "CARRIER_FEDEX_PASSWORD, CARRIER_FEDEX_ACCOUNT_NUMBER, CARRIER_FEDEX_METER_NUMBER: required with CARRIERS_LIVE=FEDEX",
    );
  });

  it("reads the secrets file, variables winning over it, and refuses a world-readable one", () => {
    const content = {
      fedex: { key: "file-key", password: "file-password", account_number: "1", meter_number: "2" },
    };
    const file = secretsFile(content, 0o600);
    const settings = parseLiveCarrierSettings({ CARRIER_SECRETS_FILE: file, CARRIER_FEDEX_KEY: "env-key" });
    expect(settings.credentials.FEDEX).toEqual({ ...content.fedex, key: "env-key" });
    const open = secretsFile(content, 0o644);
    expect(() => parseLiveCarrierSettings({ CARRIER_SECRETS_FILE: open })).toThrow(/readable by every user/);
  });

  it("refuses a secrets file with unknown carriers or fields, and a base URL that is not http(s)", () => {
    expect(() =>
      parseLiveCarrierSettings({ CARRIER_SECRETS_FILE: secretsFile({ FEDEX: { pin: "1" } }, 0o600) }),
    ).toThrow(LiveCarrierConfigError);
    expect(() => parseLiveCarrierSettings({ CARRIER_UPS_BASE_URL: "ftp://ups.example" })).toThrow(
      "CARRIER_UPS_BASE_URL: an http(s) URL",
    );
  });
});
