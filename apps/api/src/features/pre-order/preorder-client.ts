import { createHash } from "node:crypto";
import {
  type TLoginCheckResponse,
  type TPreorder,
  type TPreorderListQuery,
  type TPreorderListResponse,
  type TPreorderPatchBody,
  type TPreorderPatchResponse,
  type TPreorderSource,
  type TStoreConnection,
  type TStoreConnectionsResponse,
  type TStoreKind,
  type TStoreSecretBody,
  type TStoreTestOrderResponse,
  ZLoginCheckResponse,
  ZPreorderListResponse,
  ZPreorderPatchResponse,
  ZStoreConnection,
  ZStoreConnectionsResponse,
  ZStoreTestOrderResponse,
} from "@ship/contracts";
import { z } from "zod";

/** Whose pre-orders: the API's user and the api_key the service knows them by (spec §6). */
export type TPreorderMerchant = { userId: number; apiKey: string };

/**
 * A call the service did not answer with 200. `status` 0: it could not be reached (or timed out);
 * `retryable` says whether sending the same call later may succeed (unreachable, 5xx, 429), so
 * an outbox keeps it, or not (4xx: the call itself is refused), so an outbox drops it.
 */
export class PreorderCallError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly retryable: boolean;
  constructor(message: string, status: number, code?: string) {
    super(message);
    this.name = "PreorderCallError";
    this.status = status;
    this.code = code;
    this.retryable = status === 0 || status === 429 || status >= 500;
  }
}

export type TPreorderClientOptions = {
  /** The service's base URL (PREORDER_URL, else the service started beside the API): read per call. */
  baseUrl: () => string;
  /** PREORDER_SERVICE_SECRET: authenticates the API's merchant registrations (decision 045). */
  serviceSecret: string;
  timeoutMs?: number;
  now?: () => number;
};

export type TPreorderClient = {
  list(merchant: TPreorderMerchant, query: TPreorderListQuery): Promise<TPreorderListResponse>;
  /**
   * The list unless it is still the one tagged `etag` (the service's list version): then
   * `not_modified`, and the service has read one row instead of the list.
   */
  listIfChanged(
    merchant: TPreorderMerchant,
    query: TPreorderListQuery,
    etag: string | undefined,
  ): Promise<{ body: TPreorderListResponse; etag: string | undefined } | "not_modified">;
  /** One pre-order with all its products; undefined when the merchant has no such order (404). */
  get(merchant: TPreorderMerchant, merchantOrderId: string): Promise<TPreorder | undefined>;
  patch(
    merchant: TPreorderMerchant,
    merchantOrderId: string,
    body: TPreorderPatchBody,
  ): Promise<TPreorderPatchResponse>;
  stores(merchant: TPreorderMerchant): Promise<TStoreConnectionsResponse>;
  setSecret(merchant: TPreorderMerchant, kind: TStoreKind, body: TStoreSecretBody): Promise<TStoreConnection>;
  sendTestOrder(merchant: TPreorderMerchant, kind: TPreorderSource): Promise<TStoreTestOrderResponse>;
};

const DEFAULT_TIMEOUT_MS = 5000;
// A token is reused until this close to its end, so a call never leaves with an expiring one.
const TOKEN_MARGIN_MS = 30_000;

export function keyHash(apiKey: string): string {
  return createHash("sha256").update(apiKey).digest("hex");
}

/**
 * The API's client of the pre-order service (spec §7): POST /api/login_check with the user's
 * api_key gives a short-lived token (kept per user until near its end), then the calls carry it.
 * A login refused once makes the client register the key's hash with the service (the service
 * has never seen this user, or the key changed) and try once more.
 */
export function createPreorderClient(options: TPreorderClientOptions): TPreorderClient {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const now = options.now ?? Date.now;
  const tokens = new Map<number, { apiKey: string; token: string; expiresAt: number }>();

  /** One call; a 2xx body is checked by `schema`. `ifNoneMatch`: a 304 answers `not_modified`. */
  async function exchange<T>(
    method: string,
    path: string,
    schema: z.ZodType<T>,
    init: { body?: unknown; bearer?: string; ifNoneMatch?: string } = {},
  ): Promise<{ body: T; etag: string | undefined } | "not_modified"> {
    const headers: Record<string, string> = {};
    if (init.body !== undefined) headers["content-type"] = "application/json";
    if (init.bearer) headers.authorization = `Bearer ${init.bearer}`;
    if (init.ifNoneMatch) headers["if-none-match"] = init.ifNoneMatch;
    let response: Response;
    try {
      response = await fetch(new URL(path, options.baseUrl()), {
        method,
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new PreorderCallError(`pre-order service unreachable: ${String(error)}`, 0);
    }
    if (response.status === 304 && init.ifNoneMatch) {
      await response.body?.cancel();
      return "not_modified";
    }
    const answer: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      const code = (answer as { errors?: { code?: string }[] } | undefined)?.errors?.[0]?.code;
      throw new PreorderCallError(
        `pre-order service answered ${response.status} to ${method} ${path}`,
        response.status,
        code,
      );
    }
    const parsed = schema.safeParse(answer);
    if (!parsed.success) {
      throw new PreorderCallError(`pre-order service answered an unexpected ${method} ${path} body`, 502);
    }
    return { body: parsed.data, etag: response.headers.get("etag") ?? undefined };
  }

  async function send<T>(
    method: string,
    path: string,
    schema: z.ZodType<T>,
    init: { body?: unknown; bearer?: string } = {},
  ): Promise<T> {
    const answer = await exchange(method, path, schema, init);
    if (answer === "not_modified") throw new PreorderCallError(`unexpected 304 to ${method} ${path}`, 502);
    return answer.body;
  }

  async function loginCheck(apiKey: string): Promise<TLoginCheckResponse> {
    return send("POST", "/api/login_check", ZLoginCheckResponse, { body: { api_key: apiKey } });
  }

  async function registerMerchant(merchant: TPreorderMerchant): Promise<void> {
    await send("PUT", `/internal/merchants/${merchant.userId}`, z.unknown(), {
      body: { key_hash: keyHash(merchant.apiKey) },
      bearer: options.serviceSecret,
    });
  }

  async function token(merchant: TPreorderMerchant): Promise<string> {
    const cached = tokens.get(merchant.userId);
    if (cached && cached.apiKey === merchant.apiKey && cached.expiresAt - TOKEN_MARGIN_MS > now()) {
      return cached.token;
    }
    let login: TLoginCheckResponse;
    try {
      login = await loginCheck(merchant.apiKey);
    } catch (error) {
      if (!(error instanceof PreorderCallError) || error.status !== 401) throw error;
      await registerMerchant(merchant);
      login = await loginCheck(merchant.apiKey);
    }
    tokens.set(merchant.userId, {
      apiKey: merchant.apiKey,
      token: login.token,
      expiresAt: now() + login.expires_in * 1000,
    });
    return login.token;
  }

  /** A call with the merchant's token; a 401 (token expired early, service restarted) retries once with a new one. */
  async function authorized<T>(
    merchant: TPreorderMerchant,
    call: (bearer: string) => Promise<T>,
  ): Promise<T> {
    try {
      return await call(await token(merchant));
    } catch (error) {
      if (!(error instanceof PreorderCallError) || error.status !== 401) throw error;
      tokens.delete(merchant.userId);
      return call(await token(merchant));
    }
  }

  function listIfChanged(merchant: TPreorderMerchant, query: TPreorderListQuery, etag: string | undefined) {
    return authorized(merchant, (bearer) => {
      const search = new URLSearchParams({
        page: String(query.page),
        rows: String(query.rows),
        sort: query.sort,
        order: query.order,
        ...(query.status ? { status: query.status } : {}),
      });
      return exchange(
        "GET",
        `/api/pre-order/token/${encodeURIComponent(bearer)}?${search}`,
        ZPreorderListResponse,
        {
          ifNoneMatch: etag,
        },
      );
    });
  }

  return {
    list: async (merchant, query) => {
      const answer = await listIfChanged(merchant, query, undefined);
      if (answer === "not_modified") throw new PreorderCallError("unexpected 304 to the list", 502);
      return answer.body;
    },
    listIfChanged,
    get: (merchant, merchantOrderId) =>
      authorized(merchant, async (bearer) => {
        try {
          const path = `/api/pre-order/${encodeURIComponent(merchantOrderId)}`;
          return (await send("GET", path, ZPreorderPatchResponse, { bearer })).data;
        } catch (error) {
          if (error instanceof PreorderCallError && error.status === 404) return undefined;
          throw error;
        }
      }),
    patch: (merchant, merchantOrderId, body) =>
      authorized(merchant, (bearer) =>
        send("PATCH", `/api/pre-order/${encodeURIComponent(merchantOrderId)}`, ZPreorderPatchResponse, {
          body,
          bearer,
        }),
      ),
    stores: (merchant) =>
      authorized(merchant, (bearer) => send("GET", "/api/stores", ZStoreConnectionsResponse, { bearer })),
    setSecret: (merchant, kind, body) =>
      authorized(merchant, (bearer) =>
        send("POST", `/api/stores/${kind}/secret`, ZStoreConnection, { body, bearer }),
      ),
    sendTestOrder: (merchant, kind) =>
      authorized(merchant, (bearer) =>
        send("POST", `/api/stores/${kind}/test-order`, ZStoreTestOrderResponse, { body: {}, bearer }),
      ),
  };
}
