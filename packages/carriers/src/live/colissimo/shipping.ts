import type { TCreatedShipment, TCreateShipmentRequest, TLabel, TRateContext } from "../../types.ts";
import { CarrierCallError } from "../carrier-call-error.ts";
import { parseCarrierJson, type TCarrierHttpResponse } from "../carrier-http.ts";
import { postColissimo, type TColissimoClient } from "./client.ts";
import { colissimoError } from "./errors.ts";
import { buildLabelRequest, listPieces } from "./label-request.ts";
import { findPart, parseMultipart, readBoundary } from "./multipart.ts";
import { PICKUP_PRODUCT, toProductCode } from "./products.ts";
import { slsLabelInfosSchema, type TSlsLabelInfos } from "./schemas.ts";

export const SLS_GENERATE_LABEL_PATH = "/sls-ws/SlsServiceWSRest/2.0/generateLabel";
export const TRACKING_PAGE_URL = "https://www.laposte.fr/outils/suivre-vos-envois?code=";

const CONTENT_TYPES = { PDF: "application/pdf", ZPL: "application/x-zpl" } as const;

/** The JSON of an SLS answer: the "jsonInfos" part of a multipart body, or the whole JSON body. */
function readSlsAnswer(response: TCarrierHttpResponse) {
  const boundary = readBoundary(response.headers.get("content-type"));
  if (!boundary) {
    return { infos: parseCarrierJson("COLISSIMO", response, slsLabelInfosSchema), label: undefined };
  }
  const parts = parseMultipart(response.bytes, boundary);
  const json = findPart(parts, "jsonInfos");
  if (!json) {
    throw new CarrierCallError(
      "COLISSIMO",
      "carrier.malformed_answer",
      "multipart answer without jsonInfos",
      {
        status: response.status,
      },
    );
  }
  const infos = parseCarrierJson(
    "COLISSIMO",
    { ...response, text: new TextDecoder().decode(json.body) },
    slsLabelInfosSchema,
  );
  return { infos, label: findPart(parts, "label")?.body };
}

/**
 * The error of an SLS answer, if any: a message of type ERROR, or, when no parcel was numbered, the
 * first message other than id "0" (success). Warnings beside a numbered parcel are not errors.
 */
function findSlsError(infos: TSlsLabelInfos) {
  const error = infos.messages.find((message) => message.type === "ERROR");
  if (error || infos.labelV2Response?.parcelNumber) return error;
  return infos.messages.find((message) => message.id !== "0");
}

/** One generateLabel call: the parcel number and the label bytes, or the mapped error. */
async function generateLabel(client: TColissimoClient, body: unknown, ctx: TRateContext) {
  // A label is a shipment announced to the carrier: never sent twice blindly (issue 19 item 5).
  const response = await postColissimo(
    client,
    {
      path: SLS_GENERATE_LABEL_PATH,
      body,
      kind: "ship",
      idempotent: false,
      accept: "multipart/mixed, application/json",
    },
    ctx,
  );
  const { infos, label } = readSlsAnswer(response);
  const error = findSlsError(infos);
  if (error) throw colissimoError("sls", error.id, error.messageContent, response.status);
  const parcelNumber = infos.labelV2Response?.parcelNumber;
  if (!parcelNumber || !label || label.length === 0) {
    throw new CarrierCallError(
      "COLISSIMO",
      "carrier.malformed_answer",
      `success without ${parcelNumber ? "label" : "parcel number"}: ${response.text.slice(0, 300)}`,
      { status: response.status },
    );
  }
  return { parcelNumber, label };
}

/**
 * Labels an order: one generateLabel call per parcel (Colissimo numbers and labels parcels one by
 * one). A failure after the first parcel leaves labels that are never billed unless the parcels
 * are handed over, so the error is simply reported.
 */
export async function createColissimoShipment(
  client: TColissimoClient,
  request: TCreateShipmentRequest,
  ctx: TRateContext,
): Promise<TCreatedShipment> {
  const product = toProductCode(request.quote.service_code, request.ship_to);
  if (product === PICKUP_PRODUCT && !request.collection_point_id) {
    throw new CarrierCallError(
      "COLISSIMO",
      "carrier.invalid_request",
      "pickup product without a pickup point",
    );
  }
  const labels: TLabel[] = [];
  for (const parcel of listPieces(request.parcels)) {
    const body = buildLabelRequest(client.account, request, product, parcel);
    const { parcelNumber, label } = await generateLabel(client, body, ctx);
    labels.push({
      tracking_number: parcelNumber,
      format: request.label_format,
      content_type: CONTENT_TYPES[request.label_format],
      data: label,
    });
  }
  const tracking_numbers = labels.map((label) => label.tracking_number);
  return {
    // Colissimo has no shipment above its parcels: the first parcel number names the shipment.
    carrier_shipment_id: tracking_numbers[0] ?? "",
    tracking_numbers,
    labels,
    tracking_url: `${TRACKING_PAGE_URL}${tracking_numbers[0] ?? ""}`,
  };
}
