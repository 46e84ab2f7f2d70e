import fs from "node:fs";
import { CARRIER_CODES, CREDENTIAL_FIELDS, type TCarrierCode, type TCredentialField } from "@ship/domain";
import type { TLiveCarrier, TLiveCredentials } from "./live-carrier.ts";

/**
 * The operator's live carriers as configured (issue 19 item 3, decision 061), before they are
 * matched with the connectors: nothing configured means every carrier stays on its sandbox.
 */
export type TLiveCarrierSettings = {
  /** CARRIERS_LIVE: the carriers switched to their real API for everyone. */
  live: readonly TCarrierCode[];
  /** The operator's accounts: CARRIER_<CODE>_<FIELD> variables over CARRIER_SECRETS_FILE's values. */
  credentials: Partial<Record<TCarrierCode, TLiveCredentials>>;
  /** CARRIER_<CODE>_BASE_URL: another API root (a stub, the carrier's test environment). */
  baseUrls: Partial<Record<TCarrierCode, string>>;
};

/** A carrier switched to live, with the account and API root it uses. */
export type TResolvedLiveCarrier = {
  carrier: TLiveCarrier;
  credentials: TLiveCredentials;
  baseUrl: string;
};

/** A configuration the start refuses; its message names the variables to fix. */
export class LiveCarrierConfigError extends Error {
  override name = "LiveCarrierConfigError";
}

type TEnv = Record<string, string | undefined>;

const isCarrierCode = (code: string): code is TCarrierCode =>
  (CARRIER_CODES as readonly string[]).includes(code);
const isCredentialField = (field: string): field is TCredentialField =>
  (CREDENTIAL_FIELDS as readonly string[]).includes(field);

function parseLiveList(value: string | undefined): TCarrierCode[] {
  const codes = (value ?? "")
    .split(",")
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean);
  const unknown = codes.filter((code) => !isCarrierCode(code));
  if (unknown.length > 0) {
    throw new LiveCarrierConfigError(
      `CARRIERS_LIVE: unknown carrier ${unknown.join(", ")} (carriers: ${CARRIER_CODES.join(", ")})`,
    );
  }
  return [...new Set(codes)] as TCarrierCode[];
}

/**
 * The secrets file: `{ "UPS": { "username": "...", "password": "..." }, ... }`. It holds the
 * operator's carrier passwords, so a file any user of the machine can read is refused.
 */
function readSecretsFile(file: string): Partial<Record<TCarrierCode, TLiveCredentials>> {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch (error) {
    throw new LiveCarrierConfigError(
      `CARRIER_SECRETS_FILE: cannot read ${file} (${(error as Error).message})`,
    );
  }
  if ((stat.mode & 0o004) !== 0) {
    throw new LiveCarrierConfigError(
      `CARRIER_SECRETS_FILE: ${file} is readable by every user of this machine; chmod 600 it first`,
    );
  }
  let data: unknown;
  try {
    data = JSON.parse(fs.readFileSync(file, "utf8"));
  } catch (error) {
    throw new LiveCarrierConfigError(
      `CARRIER_SECRETS_FILE: ${file} is not JSON (${(error as Error).message})`,
    );
  }
  if (typeof data !== "object" || data === null || Array.isArray(data)) {
    throw new LiveCarrierConfigError(`CARRIER_SECRETS_FILE: ${file} must hold an object by carrier code`);
  }
  const credentials: Partial<Record<TCarrierCode, TLiveCredentials>> = {};
  for (const [code, fields] of Object.entries(data)) {
    const carrier = code.toUpperCase();
    if (!isCarrierCode(carrier))
      throw new LiveCarrierConfigError(`CARRIER_SECRETS_FILE: unknown carrier ${code}`);
    if (typeof fields !== "object" || fields === null) {
      throw new LiveCarrierConfigError(
        `CARRIER_SECRETS_FILE: ${code} must be an object of credential fields`,
      );
    }
    const values: TLiveCredentials = {};
    for (const [field, value] of Object.entries(fields)) {
      if (!isCredentialField(field) || typeof value !== "string") {
        throw new LiveCarrierConfigError(
          `CARRIER_SECRETS_FILE: ${code}.${field} is not a credential field with a text value (fields: ${CREDENTIAL_FIELDS.join(", ")})`,
        );
      }
      values[field] = value;
    }
    credentials[carrier] = values;
  }
  return credentials;
}

function parseBaseUrl(variable: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new LiveCarrierConfigError(`${variable}: not a URL`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new LiveCarrierConfigError(`${variable}: an http(s) URL`);
  }
  return value.replace(/\/+$/, "");
}

/** Reads CARRIERS_LIVE, CARRIER_SECRETS_FILE, CARRIER_<CODE>_<FIELD> and CARRIER_<CODE>_BASE_URL. */
export function parseLiveCarrierSettings(env: TEnv): TLiveCarrierSettings {
  const live = parseLiveList(env.CARRIERS_LIVE);
  const credentials = env.CARRIER_SECRETS_FILE ? readSecretsFile(env.CARRIER_SECRETS_FILE) : {};
  const baseUrls: TLiveCarrierSettings["baseUrls"] = {};
  for (const code of CARRIER_CODES) {
    const baseUrl = env[`CARRIER_${code}_BASE_URL`];
    if (baseUrl) baseUrls[code] = parseBaseUrl(`CARRIER_${code}_BASE_URL`, baseUrl);
    for (const field of CREDENTIAL_FIELDS) {
      const value = env[`CARRIER_${code}_${field.toUpperCase()}`];
      if (value !== undefined && value !== "") credentials[code] = { ...credentials[code], [field]: value };
    }
  }
  return { live, credentials, baseUrls };
}

/**
 * The live carriers' connectors and accounts: a carrier listed live without a connector, or
 * without every credential field its connector needs, stops the start with the variables to set.
 */
export function resolveLiveCarriers(
  settings: TLiveCarrierSettings,
  catalogue: readonly TLiveCarrier[],
): TResolvedLiveCarrier[] {
  const problems: string[] = [];
  const resolved: TResolvedLiveCarrier[] = [];
  for (const code of settings.live) {
    const carrier = catalogue.find((entry) => entry.carrier_code === code);
    if (!carrier) {
      const available = catalogue.map((entry) => entry.carrier_code).join(", ") || "none yet";
      problems.push(`CARRIERS_LIVE: ${code} has no live connector (carriers with one: ${available})`);
      continue;
    }
    const credentials = settings.credentials[code] ?? {};
    const missing = carrier.credential_fields.filter((field) => !credentials[field]);
    if (missing.length > 0) {
      const variables = missing.map((field) => `CARRIER_${code}_${field.toUpperCase()}`).join(", ");
      problems.push(`${variables}: required with CARRIERS_LIVE=${code} (or in CARRIER_SECRETS_FILE)`);
      continue;
    }
    resolved.push({ carrier, credentials, baseUrl: baseUrlOf(settings, carrier) });
  }
  if (problems.length > 0)
    throw new LiveCarrierConfigError(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  return resolved;
}

/** The API root a live carrier is called at: CARRIER_<CODE>_BASE_URL, else its production root. */
export function baseUrlOf(settings: Pick<TLiveCarrierSettings, "baseUrls">, carrier: TLiveCarrier): string {
  return settings.baseUrls[carrier.carrier_code] ?? carrier.default_base_url;
}
