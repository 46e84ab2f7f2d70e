import type { TRateContext } from "../../types.ts";
import { CarrierCallError } from "../carrier-call-error.ts";
import { callCarrier, type TCarrierHttpResponse, type TFetch } from "../carrier-http.ts";
import type { TLiveConnectorOptions } from "../live-carrier.ts";
import { checkHttpStatus } from "./errors.ts";
import type { TColissimoAccount } from "./label-request.ts";

/** Default time limits in ms: a label may take seconds; searches and tracking are interactive. */
export const COLISSIMO_TIMEOUTS: TColissimoTimeouts = { auth: 5000, ship: 15_000, track: 5000, relay: 3000 };

export type TColissimoTimeouts = Record<"auth" | "ship" | "track" | "relay", number>;

/** What every Colissimo call needs: the API root, the account, time limits and fetch. */
export type TColissimoClient = {
  baseUrl: string;
  account: TColissimoAccount;
  timeouts: TColissimoTimeouts;
  fetch?: TFetch;
};

/**
 * The settings form's three Colissimo fields: user_id is the web-service login (the SLS
 * contractNumber, the point-retrait accountNumber and the timeline login), password its password,
 * and account_number the Colissimo customer account the parcels are billed to. When that account
 * differs from the login (a platform's sub-contract) it is sent as the partner account.
 */
export function createColissimoClient(options: TLiveConnectorOptions): TColissimoClient {
  const login = options.credentials.user_id?.trim();
  const password = options.credentials.password;
  if (!login || !password) {
    throw new CarrierCallError("COLISSIMO", "carrier.auth_failed", "user_id and password are required");
  }
  const billed = options.credentials.account_number?.trim();
  return {
    baseUrl: options.baseUrl.replace(/\/+$/, ""),
    account: {
      contractNumber: login,
      password,
      ...(billed && billed !== login ? { billedAccount: billed } : {}),
    },
    timeouts: {
      auth: options.timeouts?.auth ?? COLISSIMO_TIMEOUTS.auth,
      ship: options.timeouts?.ship ?? COLISSIMO_TIMEOUTS.ship,
      track: options.timeouts?.track ?? COLISSIMO_TIMEOUTS.track,
      relay: options.timeouts?.relay ?? COLISSIMO_TIMEOUTS.relay,
    },
    fetch: options.fetch,
  };
}

/**
 * One JSON POST to a Colissimo service: the time limit of its kind of call, retried only when
 * idempotent (searches, tracking; never a label), and the HTTP statuses every service documents
 * alike checked before the body is read.
 */
export async function postColissimo(
  client: TColissimoClient,
  call: { path: string; body: unknown; kind: keyof TColissimoTimeouts; idempotent: boolean; accept?: string },
  ctx: TRateContext,
): Promise<TCarrierHttpResponse> {
  const response = await callCarrier({
    carrier_code: "COLISSIMO",
    url: `${client.baseUrl}${call.path}`,
    method: "POST",
    headers: { "content-type": "application/json", accept: call.accept ?? "application/json" },
    body: JSON.stringify(call.body),
    timeoutMs: client.timeouts[call.kind],
    signal: ctx.signal,
    idempotent: call.idempotent,
    fetch: client.fetch,
  });
  checkHttpStatus(response.status, response.text);
  return response;
}
