import type { TCreatedShipment, TCreateShipmentRequest, TRateContext } from "../../types.ts";
import { CarrierCallError, isCarrierCallError } from "../carrier-call-error.ts";
import { callCarrier } from "../carrier-http.ts";
import { ZCreatedLabel, ZCreationEtiquetteResult } from "./schemas.ts";
import { buildCreationParams } from "./shipment-params.ts";
import { callWsi, MONDIALRELAY, statError, type TWsiAccount } from "./wsi-call.ts";

/** The production host of the label PDFs WSI2_CreationEtiquette points to (a relative URL). */
const PRODUCTION_API_HOST = "api.mondialrelay.com";
const PRODUCTION_LABEL_ORIGIN = "https://www.mondialrelay.com";

/**
 * Where the label's URL is read from: Mondial Relay's site in production; any other API root (a
 * stub, a proxy) serves the labels itself. An absolute URL is followed only to one of these hosts,
 * so an answer cannot send the connector elsewhere.
 */
export function resolveLabelUrl(baseUrl: string, labelUrl: string): string {
  const api = new URL(baseUrl);
  const origin = api.host === PRODUCTION_API_HOST ? PRODUCTION_LABEL_ORIGIN : api.origin;
  const url = new URL(labelUrl, origin);
  if (url.origin !== origin) {
    throw new CarrierCallError(
      MONDIALRELAY,
      "carrier.malformed_answer",
      `label URL on another host: ${labelUrl}`,
    );
  }
  return url.toString();
}

/** The shipment exists at Mondial Relay from here on: any later failure must be reconciled. */
function afterCreation(error: unknown, expedition: string): never {
  if (!isCarrierCallError(error)) throw error;
  throw new CarrierCallError(
    error.carrier_code,
    error.code,
    `shipment ${expedition} created: ${error.detail}`,
    {
      status: error.status,
      outcomeUnknown: true,
      cause: error,
    },
  );
}

async function downloadLabel(account: TWsiAccount, url: string, timeoutMs: number, signal?: AbortSignal) {
  const response = await callCarrier({
    carrier_code: MONDIALRELAY,
    url,
    method: "GET",
    timeoutMs,
    signal,
    idempotent: true,
    fetch: account.fetch,
  });
  const isPdf = new TextDecoder().decode(response.bytes.slice(0, 5)) === "%PDF-";
  if (response.status !== 200 || !isPdf) {
    throw new CarrierCallError(
      MONDIALRELAY,
      response.status === 200 ? "carrier.malformed_answer" : "carrier.unavailable",
      `label ${url}: HTTP ${response.status}, not a PDF: ${response.text.slice(0, 200)}`,
      { status: response.status },
    );
  }
  return response.bytes;
}

/**
 * WSI2_CreationEtiquette, then the label PDF it points to. Never repeated: a timeout or an
 * unreadable answer leaves the outcome unknown (the WSI has no lookup by our reference, so the
 * API marks such a shipment for review).
 */
export async function createMondialRelayShipment(
  account: TWsiAccount,
  request: TCreateShipmentRequest,
  ctx: TRateContext,
  timeoutMs: number,
): Promise<TCreatedShipment> {
  const params = buildCreationParams(request, account.enseigne);
  const result = await callWsi(account, {
    method: "WSI2_CreationEtiquette",
    params,
    result: ZCreationEtiquetteResult,
    timeoutMs,
    idempotent: false,
    signal: ctx.signal,
  }).catch((error: unknown) => {
    // A malformed answer to a creation call may follow a shipment the carrier did make.
    if (isCarrierCallError(error) && error.code === "carrier.malformed_answer") afterCreation(error, "?");
    throw error;
  });
  if (result.STAT !== "0") throw statError("WSI2_CreationEtiquette", result.STAT);
  const created = ZCreatedLabel.safeParse(result);
  if (!created.success) {
    afterCreation(
      new CarrierCallError(
        MONDIALRELAY,
        "carrier.malformed_answer",
        `STAT 0 without shipment number or label URL`,
      ),
      result.ExpeditionNum ?? "?",
    );
  }
  const expedition = created.data.ExpeditionNum;
  try {
    const url = resolveLabelUrl(account.baseUrl, created.data.URL_Etiquette);
    const data = await downloadLabel(account, url, timeoutMs, ctx.signal);
    return {
      carrier_shipment_id: expedition,
      tracking_numbers: [expedition],
      labels: [{ tracking_number: expedition, format: "PDF", content_type: "application/pdf", data }],
    };
  } catch (error) {
    afterCreation(error, expedition);
  }
}
