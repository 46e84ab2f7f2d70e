import { createHash, randomUUID } from "node:crypto";
import type { z } from "zod";
import { CarrierCallError } from "../carrier-call-error.ts";
import { callCarrier, parseCarrierJson, type TCarrierHttpResponse } from "../carrier-http.ts";
import type { TLiveConnectorOptions, TLiveTimeouts } from "../live-carrier.ts";
import { ZUpsToken } from "./schemas.ts";
import { toUpsError } from "./ups-errors.ts";

/** The Rating and Shipping APIs' version: from v2409 on, one-element lists stay lists. */
export const UPS_API_VERSION = "v2409";

/** Default time limits (ms); rating must leave room in the rating budget (RATING_BUDGET_MS 2500). */
export const UPS_TIMEOUTS: Required<TLiveTimeouts> = {
  auth: 1000,
  rate: 1500,
  ship: 15_000,
  track: 3000,
  relay: 3000,
};

/** Our application's name in UPS's transactionSrc header (Tracking requires it). */
const TRANSACTION_SOURCE = "shipcompare";
/** A token is renewed this long before UPS says it expires (clock drift, slow calls). */
const TOKEN_MARGIN_MS = 60_000;
/** Bounded so that many customers' own accounts cannot grow the cache without end. */
const MAX_CACHED_TOKENS = 500;

type TCachedToken = { token: Promise<string>; expiresAt: number };

/**
 * Tokens by API root, client id and a digest of the secret, shared by every connector of the
 * process: the API builds a connector per own-account rating, and each must not ask UPS for a
 * token. The pending promise is cached too, so that concurrent calls share one token request.
 */
const tokens = new Map<string, TCachedToken>();

function tokenKey(options: TLiveConnectorOptions): string {
  const { username = "", password = "", account_number = "" } = options.credentials;
  const secret = createHash("sha256").update(password).digest("hex");
  return `${options.baseUrl}\n${username}\n${account_number}\n${secret}`;
}

function remember(key: string, entry: TCachedToken) {
  if (tokens.size >= MAX_CACHED_TOKENS) {
    const oldest = tokens.keys().next().value;
    if (oldest !== undefined) tokens.delete(oldest);
  }
  tokens.set(key, entry);
}

export type TUpsCallContext = { signal?: AbortSignal; now?: Date };

/**
 * POST /security/v1/oauth/token: client credentials, the account number as x-merchant-id. It
 * runs without the caller's signal: concurrent callers share it, and one caller giving up (its
 * rating budget spent) must not fail the others; its own time limit bounds it.
 */
async function requestToken(options: TLiveConnectorOptions) {
  const { username = "", password = "", account_number } = options.credentials;
  const basic = Buffer.from(`${username}:${password}`).toString("base64");
  const response = await callCarrier({
    carrier_code: "UPS",
    url: `${options.baseUrl}/security/v1/oauth/token`,
    method: "POST",
    headers: {
      authorization: `Basic ${basic}`,
      "content-type": "application/x-www-form-urlencoded",
      accept: "application/json",
      ...(account_number ? { "x-merchant-id": account_number } : {}),
    },
    body: "grant_type=client_credentials",
    timeoutMs: options.timeouts?.auth ?? UPS_TIMEOUTS.auth,
    idempotent: true,
    fetch: options.fetch,
  });
  if (response.status >= 400) throw toUpsError(response, "oauth token");
  const body = parseCarrierJson("UPS", response, ZUpsToken);
  const seconds = Number(body.expires_in);
  if (!Number.isFinite(seconds) || seconds <= 0) {
    throw new CarrierCallError(
      "UPS",
      "carrier.malformed_answer",
      `oauth token: expires_in ${body.expires_in}`,
    );
  }
  return { token: body.access_token, expiresInMs: seconds * 1000 };
}

/** The shared token, or the caller's own abort as soon as it happens. */
function untilAborted(token: Promise<string>, signal: AbortSignal | undefined): Promise<string> {
  if (!signal) return token;
  signal.throwIfAborted();
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener("abort", abort, { once: true });
    token.then(resolve, reject).finally(() => signal.removeEventListener("abort", abort));
  });
}

/** A valid token: the cached one, the one being fetched, or a new one. */
export async function getUpsToken(options: TLiveConnectorOptions, ctx: TUpsCallContext): Promise<string> {
  return untilAborted(sharedToken(options), ctx.signal);
}

function sharedToken(options: TLiveConnectorOptions): Promise<string> {
  const key = tokenKey(options);
  const now = Date.now();
  const cached = tokens.get(key);
  if (cached && cached.expiresAt > now) return cached.token;
  const entry: TCachedToken = { token: Promise.resolve(""), expiresAt: Number.POSITIVE_INFINITY };
  entry.token = requestToken(options).then(
    ({ token, expiresInMs }) => {
      entry.expiresAt = Date.now() + Math.max(0, expiresInMs - TOKEN_MARGIN_MS);
      return token;
    },
    (error) => {
      // A refused or failed token request is not remembered: the next call asks again.
      if (tokens.get(key) === entry) tokens.delete(key);
      throw error;
    },
  );
  remember(key, entry);
  return entry.token;
}

/** Forgets a token UPS no longer accepts (revoked, or the credentials changed). */
function forgetUpsToken(options: TLiveConnectorOptions) {
  tokens.delete(tokenKey(options));
}

export type TUpsCall = {
  method: "GET" | "POST" | "DELETE";
  /** Path and query under the API root, e.g. "/api/rating/v2409/Shop". */
  path: string;
  body?: unknown;
  timeoutMs: number;
  idempotent: boolean;
  /** For the logs: "rate", "ship", ... */
  operation: string;
};

/**
 * One authorised call to a UPS API. A 401 means UPS refused the token (nothing was done), so the
 * token is renewed once and the call made again; any other 4xx is read as UPS's error body.
 */
export async function callUps(
  options: TLiveConnectorOptions,
  call: TUpsCall,
  ctx: TUpsCallContext,
): Promise<TCarrierHttpResponse> {
  for (let attempt = 0; ; attempt++) {
    const token = await getUpsToken(options, ctx);
    const response = await callCarrier({
      carrier_code: "UPS",
      url: `${options.baseUrl}${call.path}`,
      method: call.method,
      headers: {
        authorization: `Bearer ${token}`,
        accept: "application/json",
        ...(call.body === undefined ? {} : { "content-type": "application/json" }),
        // A 32-character id per request, for UPS's support and our logs.
        transId: randomUUID().replaceAll("-", ""),
        transactionSrc: TRANSACTION_SOURCE,
      },
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      timeoutMs: call.timeoutMs,
      signal: ctx.signal,
      idempotent: call.idempotent,
      fetch: options.fetch,
    });
    if (response.status === 401 && attempt === 0) {
      forgetUpsToken(options);
      continue;
    }
    if (response.status >= 400) throw toUpsError(response, call.operation);
    return response;
  }
}

/** A 2xx answer read against its documented shape. */
export function readUps<TSchema extends z.ZodType>(
  response: TCarrierHttpResponse,
  schema: TSchema,
): z.infer<TSchema> {
  return parseCarrierJson("UPS", response, schema);
}
