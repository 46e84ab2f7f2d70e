import type { TStubPair } from "../../testing/carrier-stub-server.ts";
import type { TCarrierCallErrorCode } from "../carrier-call-error.ts";
import { PICKUP_BY_ID_PATH, PICKUP_SEARCH_PATH } from "./relay-points.ts";
import { SLS_GENERATE_LABEL_PATH } from "./shipping.ts";
import { TIMELINE_PATH } from "./tracking.ts";

// Request/response pairs written from Colissimo's public documentation (docs/carriers/colissimo.md
// lists the pages): the stub server replays them to the connector's tests, the contract test and
// the API's tests. Names are "<operation>: <case>".

const SLS_SOURCE =
  "Colissimo Shipping Web Service (SLS) REST 2.0, generateLabel: multipart/mixed answer with the jsonInfos, label and cn23 parts; responses 200, 400 (functional error), 403, 422, 500 (ws.colissimo.fr/sls-ws, SlsServiceWS documentation)";
const SLS_ERRORS_SOURCE = "Colissimo Shipping Web Service, generateLabel: messages[] error ids (type ERROR)";
const PICKUP_SOURCE =
  "Colissimo Delivery Options web service (point retrait v2, JSON): findRDVPointRetraitAcheminement, listePointRetraitAcheminement and errorCode/errorMessage";
const PICKUP_BY_ID_SOURCE =
  "Colissimo Delivery Options web service (point retrait v2, JSON): findPointRetraitAcheminementByID, pointRetraitAcheminement";
const TIMELINE_SOURCE =
  "Colissimo tracking timeline web service (tracking-timeline-ws, timelineCompany): status[], parcel.event[] with six-letter event codes";

const BOUNDARY = "uuid:5c1f8e2a-7d0b-4c3e-9a41-2f6d3b8e9c10";
const encoder = new TextEncoder();

/** A multipart/mixed SLS answer: the JSON part, then the label bytes as they are (binary). */
function slsMultipart(infos: Record<string, unknown>, label?: Uint8Array): Uint8Array {
  const head = (id: string, type: string) =>
    `--${BOUNDARY}\r\nContent-Type: ${type}\r\nContent-Transfer-Encoding: binary\r\nContent-ID: <${id}>\r\n\r\n`;
  const chunks: Uint8Array[] = [
    encoder.encode(head("jsonInfos", "application/json") + JSON.stringify(infos)),
  ];
  if (label) chunks.push(encoder.encode(`\r\n${head("label", "application/octet-stream")}`), label);
  chunks.push(encoder.encode(`\r\n--${BOUNDARY}--\r\n`));
  const total = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.length;
  }
  return body;
}

const MULTIPART_HEADERS = {
  "content-type": `multipart/mixed; boundary="${BOUNDARY}"; type="application/json"; start="<jsonInfos>"`,
};

/** Label bytes with a byte that is not valid UTF-8, to prove the label is never decoded as text. */
export const STUB_PDF_LABEL = new Uint8Array([
  ...encoder.encode("%PDF-1.4\n"),
  0xe2,
  0xe3,
  0xcf,
  0xd3,
  ...encoder.encode("\n%%EOF\n"),
]);
export const STUB_ZPL_LABEL = encoder.encode("^XA^FO50,50^BCN,100,Y,N,N^FD6A12345678901^FS^XZ");
export const STUB_PARCEL_NUMBER = "6A12345678901";

const slsOk = (label: Uint8Array) =>
  slsMultipart(
    {
      messages: [{ id: "0", type: "INFOS", messageContent: "La requête a été traitée avec succès" }],
      labelV2Response: { parcelNumber: STUB_PARCEL_NUMBER, parcelNumberPartner: "", pdfUrl: null },
    },
    label,
  );

const slsError = (id: string, messageContent: string) => ({
  messages: [{ id, type: "ERROR", messageContent }],
});

const MAINTENANCE_PAGE =
  "<!DOCTYPE html><html><head><title>Maintenance</title></head><body><h1>Service en maintenance</h1></body></html>";

const point = (id: string, nom: string, lat: string, lng: string) => ({
  identifiant: id,
  nom,
  adresse1: "52 RUE DU LOUVRE",
  adresse2: "",
  adresse3: "",
  codePostal: "75001",
  localite: "PARIS",
  codePays: "FR",
  libellePays: "FRANCE",
  coordGeolocalisationLatitude: lat,
  coordGeolocalisationLongitude: lng,
  distanceEnMetre: 120,
  typeDePoint: "BPR",
  congesTotal: false,
  congesPartiel: false,
  horairesOuvertureLundi: "08:00-12:00 13:30-19:00",
  horairesOuvertureMardi: "08:00-12:00 13:30-19:00",
  horairesOuvertureMercredi: "08:00-19:00 00:00-00:00",
  horairesOuvertureJeudi: "08:00-12:00 13:30-19:00",
  horairesOuvertureVendredi: "08:00-12:00 13:30-19:00",
  horairesOuvertureSamedi: "09:00-12:30 00:00-00:00",
  horairesOuvertureDimanche: "00:00-00:00 00:00-00:00",
  poidsMaxi: 30000,
  reseau: "R01",
});

const event = (code: string, date: string, labelLong: string) => ({
  code,
  date,
  labelLong,
  labelShort: labelLong,
  siteName: "PARIS LOUVRE",
  siteZipCode: "75001",
  siteCountry: "FR",
});

export const COLISSIMO_STUB_PAIRS: readonly TStubPair[] = [
  // generateLabel
  {
    name: "ship: ok (PDF)",
    operation: "ship",
    source: SLS_SOURCE,
    request: {
      method: "POST",
      path: SLS_GENERATE_LABEL_PATH,
      includes: ['"outputPrintingType":"PDF_10x15_300dpi"'],
    },
    response: { status: 200, headers: MULTIPART_HEADERS, body: slsOk(STUB_PDF_LABEL) },
  },
  {
    name: "ship: ok (ZPL)",
    operation: "ship",
    source: SLS_SOURCE,
    request: {
      method: "POST",
      path: SLS_GENERATE_LABEL_PATH,
      includes: ['"outputPrintingType":"ZPL_10x15_203dpi"'],
    },
    response: { status: 200, headers: MULTIPART_HEADERS, body: slsOk(STUB_ZPL_LABEL) },
  },
  {
    name: "ship: ok with a warning",
    operation: "ship",
    source: SLS_SOURCE,
    request: { method: "POST", path: SLS_GENERATE_LABEL_PATH },
    response: {
      status: 200,
      headers: MULTIPART_HEADERS,
      body: slsMultipart(
        {
          messages: [
            { id: "0", type: "INFOS", messageContent: "La requête a été traitée avec succès" },
            {
              id: "30901",
              type: "WARNING",
              messageContent: "Le numéro de téléphone portable est recommandé",
            },
          ],
          labelV2Response: { parcelNumber: STUB_PARCEL_NUMBER },
        },
        STUB_PDF_LABEL,
      ),
    },
  },
  {
    name: "ship: credentials refused",
    operation: "ship",
    source: SLS_ERRORS_SOURCE,
    request: { method: "POST", path: SLS_GENERATE_LABEL_PATH },
    response: { status: 400, body: slsError("30000", "Identifiant ou mot de passe incorrect") },
  },
  {
    name: "ship: service not allowed",
    operation: "ship",
    source: SLS_ERRORS_SOURCE,
    request: { method: "POST", path: SLS_GENERATE_LABEL_PATH },
    response: { status: 400, body: slsError("30008", "Service non autorisé pour cet identifiant") },
  },
  {
    name: "ship: refused details (multipart)",
    operation: "ship",
    source: SLS_ERRORS_SOURCE,
    request: { method: "POST", path: SLS_GENERATE_LABEL_PATH },
    response: {
      status: 400,
      headers: MULTIPART_HEADERS,
      body: slsMultipart(slsError("30102", "Le poids du colis n'est pas valide")),
    },
  },
  {
    name: "ship: account closed (403)",
    operation: "ship",
    source: SLS_SOURCE,
    request: { method: "POST", path: SLS_GENERATE_LABEL_PATH },
    response: { status: 403, body: "Accès non autorisé" },
  },
  {
    name: "ship: badly formatted JSON (422)",
    operation: "ship",
    source: SLS_SOURCE,
    request: { method: "POST", path: SLS_GENERATE_LABEL_PATH },
    response: { status: 422, body: "Le JSON en entrée du service est mal formatté" },
  },
  {
    name: "ship: technical error (500)",
    operation: "ship",
    source: SLS_SOURCE,
    request: { method: "POST", path: SLS_GENERATE_LABEL_PATH },
    response: { status: 500, body: slsError("30999", "Erreur technique") },
  },
  {
    name: "ship: maintenance page",
    operation: "ship",
    source: "Any HTTP service: an HTML maintenance page in front of the API",
    request: { method: "POST", path: SLS_GENERATE_LABEL_PATH },
    response: { status: 503, headers: { "content-type": "text/html" }, body: MAINTENANCE_PAGE },
  },
  {
    name: "ship: not JSON",
    operation: "ship",
    source: "Malformed answer: a 200 whose body is neither multipart nor JSON",
    request: { method: "POST", path: SLS_GENERATE_LABEL_PATH },
    response: { status: 200, headers: { "content-type": "text/html" }, body: MAINTENANCE_PAGE },
  },
  {
    name: "ship: success without label",
    operation: "ship",
    source: "Malformed answer: the success message of generateLabel without its label part",
    request: { method: "POST", path: SLS_GENERATE_LABEL_PATH },
    response: {
      status: 200,
      headers: MULTIPART_HEADERS,
      body: slsMultipart({
        messages: [{ id: "0", type: "INFOS", messageContent: "La requête a été traitée avec succès" }],
        labelV2Response: { parcelNumber: STUB_PARCEL_NUMBER },
      }),
    },
  },
  {
    name: "ship: hang",
    operation: "ship",
    source: "Timeout: generateLabel never answers",
    request: { method: "POST", path: SLS_GENERATE_LABEL_PATH },
    response: { hang: true },
  },
  // findRDVPointRetraitAcheminement
  {
    name: "relay: none found",
    operation: "relay",
    source: PICKUP_SOURCE,
    request: { method: "POST", path: PICKUP_SEARCH_PATH, includes: ['"zipCode":"48000"'] },
    response: {
      status: 200,
      body: { errorCode: 301, errorMessage: "Pas de point de retrait", qualiteReponse: 0 },
    },
  },
  {
    name: "relay: invalid postcode",
    operation: "relay",
    source: PICKUP_SOURCE,
    request: { method: "POST", path: PICKUP_SEARCH_PATH, includes: ['"zipCode":"00000"'] },
    response: { status: 200, body: { errorCode: 125, errorMessage: "Code postal incorrect" } },
  },
  {
    name: "relay: ok",
    operation: "relay",
    source: PICKUP_SOURCE,
    request: { method: "POST", path: PICKUP_SEARCH_PATH },
    response: {
      status: 200,
      body: {
        errorCode: 0,
        errorMessage: "Code retour OK",
        qualiteReponse: 2,
        listePointRetraitAcheminement: [
          point("987654", "BUREAU DE POSTE PARIS LOUVRE", "48.8638", "2.3433"),
          { ...point("987655", "RELAIS FERMÉ POUR CONGÉS", "48.8640", "2.3440"), congesTotal: true },
          point("987656", "TABAC DES HALLES", "48.8620", "2.3460"),
        ],
      },
    },
  },
  {
    name: "relay: credentials refused",
    operation: "relay",
    source: PICKUP_SOURCE,
    request: { method: "POST", path: PICKUP_SEARCH_PATH },
    response: { status: 200, body: { errorCode: 201, errorMessage: "Identifiant / mot de passe invalide" } },
  },
  {
    name: "relay: not JSON",
    operation: "relay",
    source: "Malformed answer: a 200 that is not JSON",
    request: { method: "POST", path: PICKUP_SEARCH_PATH },
    response: { status: 200, body: MAINTENANCE_PAGE },
  },
  {
    name: "relay: wrong shape",
    operation: "relay",
    source: "Malformed answer: JSON without the documented errorCode",
    request: { method: "POST", path: PICKUP_SEARCH_PATH },
    response: { status: 200, body: { points: [] } },
  },
  {
    name: "relay: maintenance page",
    operation: "relay",
    source: "Any HTTP service: an HTML maintenance page in front of the API",
    request: { method: "POST", path: PICKUP_SEARCH_PATH },
    response: { status: 503, headers: { "content-type": "text/html" }, body: MAINTENANCE_PAGE },
  },
  {
    name: "relay: hang",
    operation: "relay",
    source: "Timeout: the pickup-point search never answers",
    request: { method: "POST", path: PICKUP_SEARCH_PATH },
    response: { hang: true },
  },
  // findPointRetraitAcheminementByID
  {
    name: "relay by id: ok",
    operation: "relay_by_id",
    source: PICKUP_BY_ID_SOURCE,
    request: { method: "POST", path: PICKUP_BY_ID_PATH, includes: ['"id":"987654"'] },
    response: {
      status: 200,
      body: {
        errorCode: 0,
        errorMessage: "Code retour OK",
        pointRetraitAcheminement: point("987654", "BUREAU DE POSTE PARIS LOUVRE", "48.8638", "2.3433"),
      },
    },
  },
  {
    name: "relay by id: unknown",
    operation: "relay_by_id",
    source: PICKUP_BY_ID_SOURCE,
    request: { method: "POST", path: PICKUP_BY_ID_PATH },
    response: {
      status: 200,
      body: { errorCode: 124, errorMessage: "Identifiant point de retrait incorrect" },
    },
  },
  // timelineCompany
  {
    name: "track: unknown parcel",
    operation: "track",
    source: TIMELINE_SOURCE,
    request: { method: "POST", path: TIMELINE_PATH, includes: ['"parcelNumber":"6A00000000000"'] },
    response: { status: 200, body: { status: [{ code: "104", message: "Numéro de colis inconnu" }] } },
  },
  {
    name: "track: at pickup point",
    operation: "track",
    source: TIMELINE_SOURCE,
    request: { method: "POST", path: TIMELINE_PATH, includes: ['"parcelNumber":"6A22222222222"'] },
    response: {
      status: 200,
      body: {
        status: [{ code: "0", message: "OK" }],
        parcel: {
          parcelNumber: "6A22222222222",
          event: event(
            "AARREL",
            "2026-11-24T10:12:00+01:00",
            "Votre colis est disponible dans le point de retrait",
          ),
        },
      },
    },
  },
  {
    name: "track: delivered",
    operation: "track",
    source: TIMELINE_SOURCE,
    request: { method: "POST", path: TIMELINE_PATH },
    response: {
      status: 200,
      body: {
        status: [{ code: "0", message: "OK" }],
        parcel: {
          parcelNumber: STUB_PARCEL_NUMBER,
          event: [
            event("PCHCLI", "2026-11-20T09:02:00+01:00", "Votre colis est prêt à être expédié"),
            event("LIVCFM", "2026-11-23T11:40:00+01:00", "Votre colis est livré."),
            event("PCHCFM", "2026-11-20T17:31:00+01:00", "Votre colis est en cours d'acheminement."),
            event("XYZABC", "2026-11-21T06:10:00+01:00", "Code inconnu"),
            event("PRELIV", "2026-11-23T07:55:00+01:00", "Votre colis est en préparation pour la livraison."),
          ],
        },
      },
    },
  },
  {
    name: "track: credentials refused",
    operation: "track",
    source: TIMELINE_SOURCE,
    request: { method: "POST", path: TIMELINE_PATH },
    response: {
      status: 200,
      body: { status: [{ code: "202", message: "Identifiant ou mot de passe incorrect" }] },
    },
  },
  {
    name: "track: wrong shape",
    operation: "track",
    source: "Malformed answer: JSON without the documented status list",
    request: { method: "POST", path: TIMELINE_PATH },
    response: { status: 200, body: { parcel: { event: [] } } },
  },
  {
    name: "track: hang",
    operation: "track",
    source: "Timeout: the timeline never answers",
    request: { method: "POST", path: TIMELINE_PATH },
    response: { hang: true },
  },
];

/** The API error each error pair must give (the contract test forces every one in turn). */
export const COLISSIMO_EXPECTED_ERRORS: Readonly<Record<string, TCarrierCallErrorCode>> = {
  "ship: credentials refused": "carrier.auth_failed",
  "ship: service not allowed": "carrier.service_unavailable",
  "ship: refused details (multipart)": "carrier.invalid_request",
  "ship: account closed (403)": "carrier.auth_failed",
  "ship: badly formatted JSON (422)": "carrier.invalid_request",
  "ship: technical error (500)": "carrier.unavailable",
  "ship: maintenance page": "carrier.unavailable",
  "ship: not JSON": "carrier.malformed_answer",
  "ship: success without label": "carrier.malformed_answer",
  "ship: hang": "carrier.timeout",
  "relay: invalid postcode": "carrier.invalid_address",
  "relay: credentials refused": "carrier.auth_failed",
  "relay: not JSON": "carrier.malformed_answer",
  "relay: wrong shape": "carrier.malformed_answer",
  "relay: maintenance page": "carrier.unavailable",
  "relay: hang": "carrier.timeout",
  "track: unknown parcel": "carrier.not_found",
  "track: credentials refused": "carrier.auth_failed",
  "track: wrong shape": "carrier.malformed_answer",
  "track: hang": "carrier.timeout",
};
