import {
  endpointPath,
  MASS_UPLOAD_FIELDS,
  massMailingDeleteEndpoint,
  massMailingLabelsEndpoint,
  massMailingPaymentEndpoint,
  massMailingRateEndpoint,
  massMailingReadEndpoint,
  massMailingShipEndpoint,
  massMailingUploadEndpoint,
  redirectPaymentEndpoint,
  shipmentLabelEndpoint,
  type TMassMailing,
  type TMassMailingRateBody,
  type TMassMailingSettingsInput,
  type TMassUploadResponse,
} from "@ship/contracts";
import { isLang, type TLang } from "@ship/domain";
import { queryOptions } from "@tanstack/react-query";
import { API_BASE, ApiError, callEndpoint, failureOf } from "../../../lib/api-client.ts";
import { callEndpointStreamed } from "../../../lib/ndjson-stream.ts";

const POLL_MS = 1000;
const langQuery = (lang: string) => (isLang(lang) ? { lang } : {});

export const massMailingKey = (order: string) => ["mass-mailing", order];

/**
 * POST /mass-mailing/rate in its streamed variant (decision 009): `onProgress` hears how many
 * recipients are rated as the server goes; the answer is the mass mailing with one offer each.
 */
export async function rateMassMailing(
  body: TMassMailingRateBody,
  onProgress: (done: number, total: number) => void,
): Promise<TMassMailing> {
  const answer = await callEndpointStreamed(
    massMailingRateEndpoint,
    { body },
    (progress: { done: number; total: number }) => onProgress(progress.done, progress.total),
  );
  return answer.data;
}

/**
 * Multipart POST /mass-mailing/upload (spec §7: file, uid, shipment). The per-row check comes back
 * with `success: false` when a row is bad: that answer is the preview, not a failure.
 */
export async function uploadMassFile(
  userId: number,
  file: File,
  shipment: TMassMailingSettingsInput,
): Promise<TMassUploadResponse> {
  const form = new FormData();
  form.append(MASS_UPLOAD_FIELDS.uid, String(userId));
  form.append(MASS_UPLOAD_FIELDS.shipment, JSON.stringify(shipment));
  form.append(MASS_UPLOAD_FIELDS.file, file);
  const path = endpointPath(massMailingUploadEndpoint, {});
  const response = await fetch(`${API_BASE}${path}`, {
    method: massMailingUploadEndpoint.method,
    headers: { Accept: "application/json" },
    credentials: "same-origin",
    body: form,
  }).catch(() => null);
  if (!response) throw new ApiError(0, [], "network error");
  const payload = (await response.json().catch(() => undefined)) as TMassUploadResponse | undefined;
  // A 200 with success false carries the rows and their problems (the spec's own answer shape).
  if (response.ok && payload && Array.isArray(payload.shipments)) return payload;
  // Anything else (a refused file, a bad session) is an error envelope: the usual ApiError.
  throw failureOf(response, payload);
}

/** GET /mass-mailing/{order}; asked again every second while the batch is being shipped. */
export function massMailingQuery(order: string, lang: string, poll = false) {
  return queryOptions({
    queryKey: massMailingKey(order),
    queryFn: ({ signal }) =>
      callEndpoint(massMailingReadEndpoint, { params: { order }, query: langQuery(lang) }, { signal }).then(
        (answer) => answer.data,
      ),
    retry: false,
    staleTime: 0,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return poll && (status === "paid" || status === "shipping") ? POLL_MS : false;
    },
  });
}

/** POST /mass-mailing/delete (spec §7: order, shipment): answers the new totals. */
export function removeRecipient(order: string, recipient: string, lang: string) {
  return callEndpoint(massMailingDeleteEndpoint, {
    body: { order, shipment: recipient },
    query: langQuery(lang),
  });
}

/** POST /mass-mailing/payment: what the payment block offers (card, credit, pay later). */
export function massPaymentQuery(order: string, lang: string) {
  return queryOptions({
    queryKey: ["mass-mailing-payment", order],
    queryFn: ({ signal }) =>
      callEndpoint(massMailingPaymentEndpoint, { body: { order }, query: langQuery(lang) }, { signal }).then(
        (answer) => answer.payment,
      ),
    retry: false,
    staleTime: 0,
  });
}

/** POST /redirect_payment with type mass_shipment (spec §7): answers the card page's URL. */
export function openMassCardPayment(order: string, lang: TLang) {
  return callEndpoint(redirectPaymentEndpoint, {
    body: { type: "mass_shipment", order_id: order, origin_lang: lang },
    query: { lang },
  });
}

/** POST /mass-mailing/ship: pays by credit or later (or answers a batch a card already paid). */
export function shipMassMailing(order: string, lang: string, paymentMethod?: "credit" | "deferred") {
  return callEndpoint(massMailingShipEndpoint, {
    body: { order, ...(paymentMethod ? { payment_method: paymentMethod } : {}) },
    query: langQuery(lang),
  }).then((answer) => answer.data);
}

/** Every shipped recipient's label in one file (a plain link: the browser sends the cookie). */
export const batchLabelsUrl = (order: string, type: "pdf" | "zpl", lang: string) =>
  `${API_BASE}${endpointPath(massMailingLabelsEndpoint, { params: { order }, query: { type, ...langQuery(lang) } })}`;

/** One recipient's label. */
export const recipientLabelUrl = (shipmentId: string, lang: string) =>
  `${API_BASE}${endpointPath(shipmentLabelEndpoint, { params: { id: shipmentId }, query: langQuery(lang) })}`;
