import { createHash } from "node:crypto";
import { z } from "zod";
import { CarrierCallError } from "../carrier-call-error.ts";
import { callCarrier, type TFetch } from "../carrier-http.ts";
import { buildXml, parseCarrierXml } from "../carrier-xml.ts";
import { describeStat } from "./stat-codes.ts";

// Mondial Relay's SOAP 1.1 "WSI" web service (documentation v5.7, October 2020): one endpoint,
// one SOAPAction per method, every request signed with an MD5 "Security" code.

export const MONDIALRELAY = "MONDIALRELAY" as const;
export const WSI_NAMESPACE = "http://www.mondialrelay.fr/webservice/";
export const WSI_PATH = "/Web_Services.asmx";

export type TWsiAccount = {
  /** The API root (production https://api.mondialrelay.com, or a stub). */
  baseUrl: string;
  /** The "Enseigne" (merchant code, 8 characters) and the private key Mondial Relay issued. */
  enseigne: string;
  privateKey: string;
  fetch?: TFetch;
};

/** A method's parameters in the WSDL's order, Security excepted (the signature follows that order). */
export type TWsiParams = Record<string, string | number>;

export type TWsiCall<TSchema extends z.ZodType> = {
  method: string;
  params: TWsiParams;
  /** The shape of `<method>Result`. */
  result: TSchema;
  timeoutMs: number;
  idempotent: boolean;
  signal?: AbortSignal;
};

/**
 * The documented signature: the upper-case hexadecimal MD5 of every parameter value, in order,
 * followed by the private key. Values are hashed as Latin-1, the code page the service reads.
 */
export function signWsiParams(params: TWsiParams, privateKey: string): string {
  const text = Object.values(params).map(String).join("") + privateKey;
  return createHash("md5").update(text, "latin1").digest("hex").toUpperCase();
}

export function buildWsiEnvelope(method: string, params: TWsiParams, privateKey: string): string {
  const body = buildXml({
    "soap:Envelope": {
      "@_xmlns:soap": "http://schemas.xmlsoap.org/soap/envelope/",
      "soap:Body": {
        [method]: { "@_xmlns": WSI_NAMESPACE, ...params, Security: signWsiParams(params, privateKey) },
      },
    },
  });
  return `<?xml version="1.0" encoding="utf-8"?>${body}`;
}

/** The error a WSI STAT stands for, with the method and code in the log detail. */
export function statError(method: string, stat: string, options: { outcomeUnknown?: boolean } = {}) {
  const { code, text } = describeStat(stat);
  return new CarrierCallError(MONDIALRELAY, code, `${method} STAT ${stat}: ${text}`, options);
}

/**
 * Calls one WSI method and returns its `<method>Result`, read against the documented shape.
 * The caller checks the STAT: what counts as success differs by method (tracking's 80 to 83).
 */
export async function callWsi<TSchema extends z.ZodType>(
  account: TWsiAccount,
  call: TWsiCall<TSchema>,
): Promise<z.infer<TSchema>> {
  const response = await callCarrier({
    carrier_code: MONDIALRELAY,
    url: `${account.baseUrl.replace(/\/+$/, "")}${WSI_PATH}`,
    method: "POST",
    headers: {
      "content-type": "text/xml; charset=utf-8",
      soapaction: `"${WSI_NAMESPACE}${call.method}"`,
    },
    body: buildWsiEnvelope(call.method, call.params, account.privateKey),
    timeoutMs: call.timeoutMs,
    signal: call.signal,
    idempotent: call.idempotent,
    fetch: account.fetch,
  });
  if (response.status === 401 || response.status === 403) {
    throw new CarrierCallError(
      MONDIALRELAY,
      "carrier.auth_failed",
      `${call.method}: HTTP ${response.status}`,
      {
        status: response.status,
      },
    );
  }
  if (response.status !== 200) {
    // The WSI answers 200 for every documented outcome (errors are STATs); anything else is the
    // service or a proxy in front of it failing.
    throw new CarrierCallError(
      MONDIALRELAY,
      "carrier.unavailable",
      `${call.method}: HTTP ${response.status} ${response.text.slice(0, 300)}`,
      { status: response.status },
    );
  }
  const envelope = z.object({
    Envelope: z.object({
      Body: z.object({
        [`${call.method}Response`]: z.object({ [`${call.method}Result`]: call.result }),
      }),
    }),
  });
  // The schema's keys are built from the method name, so zod cannot name them in the type.
  const parsed = parseCarrierXml(MONDIALRELAY, response.text, envelope) as {
    Envelope: { Body: Record<string, Record<string, z.infer<TSchema>>> };
  };
  const answer = parsed.Envelope.Body[`${call.method}Response`] ?? {};
  return answer[`${call.method}Result`] as z.infer<TSchema>;
}
