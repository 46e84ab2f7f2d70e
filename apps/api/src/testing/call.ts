import {
  endpointPath,
  type TAnyEndpoint,
  type TEndpointInput,
  type TEndpointResponse,
  type TErrorResponse,
} from "@ship/contracts";
import type { LightMyRequestResponse } from "fastify";
import { API_PREFIX } from "../app.ts";
import type { TTestApp } from "./journey.ts";

/** The answer of `call`: the inject response, plus its body read by the descriptor. */
export type TCallResponse<E extends TAnyEndpoint> = LightMyRequestResponse & {
  /** The 200 answer, typed by the descriptor; throws with the status and body on any other status. */
  success(): TEndpointResponse<E>;
  /** The failure envelope; throws on a 200. */
  failure(): TErrorResponse;
};

export type TCallOptions = {
  /** The session cookie (PHPSESSID); none: a caller without a session. */
  cookie?: string | null;
  /** Other cookies by name (the operator console's SHIPCONSOLE). */
  cookies?: Record<string, string>;
  /** Sent as `?lang=`, as the web app's language. */
  lang?: string;
  /** Other request headers (Accept-Language, Sec-Fetch-Site ...). */
  headers?: Record<string, string>;
  /** The client's address, for the limits counted per address (lost password, login). */
  remoteAddress?: string;
  /** A body that is not JSON (a multipart upload), sent as it is with its content type. */
  rawBody?: { payload: Buffer; contentType: string };
};

/**
 * One endpoint called through app.inject as a client would (decision 027): the descriptor gives the
 * method, the path and the types of the input and of the answer. Tests that send input the
 * contract refuses on purpose cast it at the call.
 */
export async function call<E extends TAnyEndpoint>(
  t: Pick<TTestApp, "app">,
  endpoint: E,
  input: TEndpointInput<E>,
  options: TCallOptions = {},
): Promise<TCallResponse<E>> {
  const path = endpointPath(endpoint, input);
  const lang =
    options.lang === undefined
      ? ""
      : `${path.includes("?") ? "&" : "?"}lang=${encodeURIComponent(options.lang)}`;
  const response = await t.app.inject({
    method: endpoint.method,
    url: `${endpoint.root ? "" : API_PREFIX}${path}${lang}`,
    ...(input.body === undefined ? {} : { payload: input.body as object }),
    ...(options.rawBody ? { payload: options.rawBody.payload } : {}),
    ...(options.cookie || options.cookies
      ? { cookies: { ...(options.cookie ? { PHPSESSID: options.cookie } : {}), ...options.cookies } }
      : {}),
    headers: {
      ...options.headers,
      ...(options.rawBody ? { "content-type": options.rawBody.contentType } : {}),
    },
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
  const expectStatus = (ok: boolean) => {
    if (!ok)
      throw new Error(
        `${endpoint.method} ${endpoint.path} answered ${response.statusCode}: ${response.body}`,
      );
    return response.json();
  };
  return Object.assign(response, {
    success: () => expectStatus(response.statusCode === 200) as TEndpointResponse<E>,
    failure: () => expectStatus(response.statusCode !== 200) as TErrorResponse,
  });
}
