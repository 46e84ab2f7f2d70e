import type { TStubPair } from "../../testing/carrier-stub-server.ts";
import type { TCarrierCallErrorCode } from "../carrier-call-error.ts";
import { WSI_NAMESPACE, WSI_PATH } from "./wsi-call.ts";

// Request/response pairs written from Mondial Relay's public WSI documentation (Web Service
// v5.7, October 2020) and the service's WSDL: the shapes, STAT codes and value formats are the
// documented ones; names, numbers and addresses are made up.

const DOC = "Mondial Relay Web Service documentation v5.7 (October 2020)";
const WSDL = "https://api.mondialrelay.com/Web_Services.asmx?WSDL";

/** What the connector must make of a pair: a result, "none" (no such point), or an error code. */
export type TMondialRelayExpectation = "ok" | "none" | TCarrierCallErrorCode;
export type TMondialRelayStubPair = TStubPair & {
  /** The connector call that replays it in the contract test. */
  operation: "dropOffLocations" | "dropOffLocation" | "createShipment" | "label" | "track";
  expect: TMondialRelayExpectation;
};

function soap(method: string, result: string): string {
  return (
    '<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/" ' +
    'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema"><soap:Body>' +
    `<${method}Response xmlns="${WSI_NAMESPACE}"><${method}Result>${result}</${method}Result></${method}Response>` +
    "</soap:Body></soap:Envelope>"
  );
}

const XML = { "content-type": "text/xml; charset=utf-8" };
const soapAnswer = (method: string, result: string) => ({
  status: 200,
  headers: XML,
  body: soap(method, result),
});
const post = (method: string, includes: string[] = []) => ({
  method: "POST" as const,
  path: WSI_PATH,
  includes: [`<${method} `, ...includes],
});

/** Never in a request: the pair answers only when a test forces it with stub.use(name). */
const FORCED_ONLY = "\u0000forced";

const hours = (...times: string[]) => times.map((time) => `<string>${time}</string>`).join("");
const week = (weekday: string, saturday: string, sunday: string) =>
  ["Lundi", "Mardi", "Mercredi", "Jeudi", "Vendredi"]
    .map((day) => `<Horaires_${day}>${weekday}</Horaires_${day}>`)
    .join("") +
  `<Horaires_Samedi>${saturday}</Horaires_Samedi><Horaires_Dimanche>${sunday}</Horaires_Dimanche>`;

const CLOSED = hours("0000", "0000", "0000", "0000");
const BALTO =
  "<PointRelais_Details><STAT/><Num>066974</Num><LgAdr1>TABAC LE BALTO</LgAdr1><LgAdr2/>" +
  "<LgAdr3>12 RUE DE LA ROQUETTE</LgAdr3><LgAdr4/><CP>75011</CP><Ville>PARIS</Ville><Pays>FR</Pays>" +
  "<Localisation1/><Localisation2/><Latitude>48.8553400</Latitude><Longitude>2.3726100</Longitude>" +
  "<TypeActivite>000</TypeActivite><NACE>47.26Z</NACE><Information/>" +
  week(hours("0900", "1230", "1400", "1900"), hours("0900", "1230", "0000", "0000"), CLOSED) +
  "<Informations_Dispo/><URL_Photo/><URL_Plan/><Distance>210</Distance></PointRelais_Details>";
const PROXI =
  "<PointRelais_Details><STAT/><Num>020458</Num><LgAdr1>SUPERETTE PROXI</LgAdr1><LgAdr2>CHEZ M. DUPONT</LgAdr2>" +
  "<LgAdr3>41 BOULEVARD VOLTAIRE</LgAdr3><LgAdr4>ANGLE RUE OBERKAMPF</LgAdr4><CP>75011</CP><Ville>PARIS</Ville>" +
  "<Pays>FR</Pays><Latitude>48,8634900</Latitude><Longitude>2,3704200</Longitude>" +
  week(
    hours("0730", "2000", "0000", "0000"),
    hours("0730", "2000", "0000", "0000"),
    hours("0800", "1300", "0000", "0000"),
  ) +
  "<Distance>640</Distance></PointRelais_Details>";

const SEARCH = "WSI4_PointRelais_Recherche";
const LABEL = "WSI2_CreationEtiquette";
const TRACE = "WSI2_TracingColisDetaille";
const stat = (method: string, code: string) => soapAnswer(method, `<STAT>${code}</STAT>`);

const MAINTENANCE = {
  status: 503,
  headers: { "content-type": "text/html; charset=utf-8" },
  body: "<!DOCTYPE html><html><body><h1>Maintenance en cours</h1><p>Le service sera de retour sous peu.</p></body></html>",
};
const SOAP_FAULT = {
  status: 500,
  headers: XML,
  body:
    '<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body>' +
    "<soap:Fault><faultcode>soap:Server</faultcode><faultstring>Server was unable to process request.</faultstring>" +
    "</soap:Fault></soap:Body></soap:Envelope>",
};

const relayPairs: TMondialRelayStubPair[] = [
  {
    name: "relay: unknown or not unique city (STAT 9)",
    operation: "dropOffLocations",
    expect: "carrier.invalid_address",
    source: `${DOC}, WSI4_PointRelais_Recherche, return code 9`,
    request: post(SEARCH, ["<CP>99999</CP>"]),
    response: stat(SEARCH, "9"),
  },
  {
    name: "relay: incorrect security key (STAT 97)",
    operation: "dropOffLocations",
    expect: "carrier.auth_failed",
    source: `${DOC}, MD5 Hash and return code 97`,
    request: post(SEARCH, ["<Enseigne>BDTEST99</Enseigne>"]),
    response: stat(SEARCH, "97"),
  },
  {
    name: "relay: technical error (STAT 99)",
    operation: "dropOffLocations",
    expect: "carrier.unavailable",
    source: `${DOC}, return code 99`,
    request: post(SEARCH, ["<CP>99099</CP>"]),
    response: stat(SEARCH, "99"),
  },
  {
    name: "relay: unknown point number (STAT 70)",
    operation: "dropOffLocation",
    expect: "none",
    source: `${DOC}, WSI4_PointRelais_Recherche by NumPointRelais, return code 70`,
    request: post(SEARCH, ["<NumPointRelais>999999</NumPointRelais>"]),
    response: stat(SEARCH, "70"),
  },
  {
    name: "relay: one point by number",
    operation: "dropOffLocation",
    expect: "ok",
    source: `${DOC}, WSI4_PointRelais_Recherche by NumPointRelais; ${WSDL} (PointRelais_Details)`,
    request: post(SEARCH, ["<NumPointRelais>066974</NumPointRelais>"]),
    response: soapAnswer(SEARCH, `<STAT>0</STAT><PointsRelais>${BALTO}</PointsRelais>`),
  },
  {
    name: "relay: points near a postcode",
    operation: "dropOffLocations",
    expect: "ok",
    source: `${DOC}, WSI4_PointRelais_Recherche; ${WSDL} (PointRelais_Details, Horaires_* as ArrayOfString)`,
    request: post(SEARCH),
    response: soapAnswer(SEARCH, `<STAT>0</STAT><PointsRelais>${BALTO}${PROXI}</PointsRelais>`),
  },
  {
    name: "relay: no answer (hang)",
    operation: "dropOffLocations",
    expect: "carrier.timeout",
    source: "a carrier that does not answer",
    request: post(SEARCH, [FORCED_ONLY]),
    response: { hang: true },
  },
  {
    name: "relay: not XML",
    operation: "dropOffLocations",
    expect: "carrier.malformed_answer",
    source: "an answer that is not the documented XML",
    request: post(SEARCH, [FORCED_ONLY]),
    response: { status: 200, headers: XML, body: "STAT=0;PointsRelais=" },
  },
  {
    name: "relay: point without its number",
    operation: "dropOffLocations",
    expect: "carrier.malformed_answer",
    source: `${WSDL}: PointRelais_Details with its Num missing`,
    request: post(SEARCH, [FORCED_ONLY]),
    response: soapAnswer(
      SEARCH,
      `<STAT>0</STAT><PointsRelais>${BALTO.replace("<Num>066974</Num>", "")}</PointsRelais>`,
    ),
  },
  {
    name: "relay: maintenance page",
    operation: "dropOffLocations",
    expect: "carrier.unavailable",
    source: "an HTML maintenance page in front of the service",
    request: post(SEARCH, [FORCED_ONLY]),
    response: MAINTENANCE,
  },
  {
    name: "relay: SOAP fault",
    operation: "dropOffLocations",
    expect: "carrier.unavailable",
    source: "SOAP 1.1 Fault (HTTP 500) of an ASP.NET web service",
    request: post(SEARCH, [FORCED_ONLY]),
    response: SOAP_FAULT,
  },
];

const LABEL_PATH = "/ww2/PDF/StickerMaker2.aspx";
const LABEL_URL = `${LABEL_PATH}?ens=BDTEST1311&amp;expedition=31236189&amp;lg=FR&amp;format=A4&amp;crc=A1B2C3D4E5F60718293A4B5C6D7E8F90`;
/** A minimal PDF: the connector checks the %PDF- signature and passes the bytes on. */
export const STUB_LABEL_PDF = new TextEncoder().encode(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

const shipError = (code: string, expect: TCarrierCallErrorCode, what: string): TMondialRelayStubPair => ({
  name: `ship: ${what} (STAT ${code})`,
  operation: "createShipment",
  expect,
  source: `${DOC}, WSI2_CreationEtiquette, return code ${code}`,
  request: post(LABEL, [FORCED_ONLY]),
  response: stat(LABEL, code),
});

const shipPairs: TMondialRelayStubPair[] = [
  shipError("8", "carrier.auth_failed", "incorrect password or hash"),
  shipError("20", "carrier.invalid_request", "incorrect parcel weight"),
  shipError("36", "carrier.invalid_address", "incorrect postcode"),
  shipError("38", "carrier.invalid_request", "incorrect phone number"),
  shipError("14", "carrier.invalid_request", "incorrect delivery relay point"),
  shipError("48", "carrier.service_unavailable", "multi-parcel not permitted at relay points"),
  shipError("93", "carrier.service_unavailable", "no sorting plan for the route"),
  shipError("99", "carrier.unavailable", "technical error"),
  {
    name: "ship: label created",
    operation: "createShipment",
    expect: "ok",
    source: `${DOC}, WSI2_CreationEtiquette (ExpeditionNum, URL_Etiquette)`,
    request: post(LABEL),
    response: soapAnswer(
      LABEL,
      `<STAT>0</STAT><ExpeditionNum>31236189</ExpeditionNum><URL_Etiquette>${LABEL_URL}</URL_Etiquette>`,
    ),
  },
  {
    name: "ship: no answer (hang)",
    operation: "createShipment",
    expect: "carrier.timeout",
    source: "a carrier that does not answer",
    request: post(LABEL, [FORCED_ONLY]),
    response: { hang: true },
  },
  {
    name: "ship: not XML",
    operation: "createShipment",
    expect: "carrier.malformed_answer",
    source: "an answer that is not the documented XML",
    request: post(LABEL, [FORCED_ONLY]),
    response: { status: 200, headers: XML, body: "OK 31236189" },
  },
  {
    name: "ship: success without label URL",
    operation: "createShipment",
    expect: "carrier.malformed_answer",
    source: `${WSDL}: ret_WSI2_CreationEtiquette with URL_Etiquette missing`,
    request: post(LABEL, [FORCED_ONLY]),
    response: soapAnswer(LABEL, "<STAT>0</STAT><ExpeditionNum>31236189</ExpeditionNum>"),
  },
  {
    name: "ship: maintenance page",
    operation: "createShipment",
    expect: "carrier.unavailable",
    source: "an HTML maintenance page in front of the service",
    request: post(LABEL, [FORCED_ONLY]),
    response: MAINTENANCE,
  },
  {
    name: "label: PDF",
    operation: "label",
    expect: "ok",
    source: `${DOC}, WSI2_CreationEtiquette: URL_Etiquette, relative to https://www.mondialrelay.com`,
    request: { method: "GET", path: LABEL_PATH },
    response: { status: 200, headers: { "content-type": "application/pdf" }, body: STUB_LABEL_PDF },
  },
  {
    name: "label: error page instead of the PDF",
    operation: "label",
    expect: "carrier.malformed_answer",
    source: "the label address answering an HTML page",
    request: { method: "GET", path: LABEL_PATH, includes: [FORCED_ONLY] },
    response: {
      status: 200,
      headers: { "content-type": "text/html" },
      body: "<html><body>Erreur</body></html>",
    },
  },
];

const entry = (label: string, date: string, time: string, place: string, relay = "", country = "") =>
  `<ret_WSI2_sub_TracingColisDetaille><Libelle>${label}</Libelle><Date>${date}</Date><Heure>${time}</Heure>` +
  `<Emplacement>${place}</Emplacement><Relais_Num>${relay}</Relais_Num><Relais_Pays>${country}</Relais_Pays></ret_WSI2_sub_TracingColisDetaille>`;
const EMPTY_ENTRY =
  "<ret_WSI2_sub_TracingColisDetaille><Libelle/><Date/><Heure/><Emplacement/><Relais_Num/><Relais_Pays/></ret_WSI2_sub_TracingColisDetaille>";
const traceError = (
  code: string,
  expect: TCarrierCallErrorCode,
  what: string,
  /** Absent: the answer to any other shipment number. */
  number?: string,
): TMondialRelayStubPair => ({
  name: `track: ${what} (STAT ${code})`,
  operation: "track",
  expect,
  source: `${DOC}, WSI2_TracingColisDetaille, return code ${code}`,
  request: post(TRACE, number ? [`<Expedition>${number}</Expedition>`] : []),
  response: stat(TRACE, code),
});

const trackPairs: TMondialRelayStubPair[] = [
  {
    name: "track: delivered (STAT 82)",
    operation: "track",
    expect: "ok",
    source: `${DOC}, WSI2_TracingColisDetaille (STAT 82, Tracing list); ${WSDL}`,
    request: post(TRACE, ["<Expedition>31236189</Expedition>"]),
    response: soapAnswer(
      TRACE,
      "<STAT>82</STAT><Libelle01>COLIS LIVRE</Libelle01><Relais_Libelle>TABAC LE BALTO</Relais_Libelle>" +
        "<Relais_Num>066974</Relais_Num><Libelle02/><Tracing>" +
        entry("PRIS EN CHARGE EN AGENCE", "03/11/26", "18:42", "AGENCE DE LILLE") +
        entry("COLIS EN COURS D'ACHEMINEMENT", "04/11/26", "06:15", "HUB DE PARIS") +
        entry("COLIS DISPONIBLE AU POINT RELAIS", "05/11/26", "10:05", "PARIS", "066974", "FR") +
        entry("COLIS LIVRÉ AU DESTINATAIRE", "06/11/26", "17:30", "PARIS", "066974", "FR") +
        EMPTY_ENTRY +
        EMPTY_ENTRY +
        "</Tracing>",
    ),
  },
  {
    name: "track: in Mondial Relay's hands (STAT 81)",
    operation: "track",
    expect: "ok",
    source: `${DOC}, WSI2_TracingColisDetaille (STAT 81)`,
    request: post(TRACE, ["<Expedition>31236190</Expedition>"]),
    response: soapAnswer(
      TRACE,
      `<STAT>81</STAT><Libelle01>COLIS EN COURS DE TRAITEMENT</Libelle01><Tracing>${entry("COLIS DÉPOSÉ EN POINT RELAIS", "02/11/2026", "11:20", "LILLE", "031245", "FR")}</Tracing>`,
    ),
  },
  {
    name: "track: recorded (STAT 80)",
    operation: "track",
    expect: "ok",
    source: `${DOC}, WSI2_TracingColisDetaille (STAT 80, no event yet)`,
    request: post(TRACE, ["<Expedition>31236191</Expedition>"]),
    response: soapAnswer(TRACE, "<STAT>80</STAT><Libelle01>COLIS ENREGISTRE</Libelle01><Tracing/>"),
  },
  traceError("24", "carrier.not_found", "incorrect shipment number", "12AB"),
  traceError("1", "carrier.auth_failed", "incorrect merchant", "00000001"),
  traceError("94", "carrier.not_found", "unknown parcel"),
  {
    name: "track: no answer (hang)",
    operation: "track",
    expect: "carrier.timeout",
    source: "a carrier that does not answer",
    request: post(TRACE, [FORCED_ONLY]),
    response: { hang: true },
  },
  {
    name: "track: wrong shape",
    operation: "track",
    expect: "carrier.malformed_answer",
    source: `${WSDL}: a tracing result without its STAT`,
    request: post(TRACE, [FORCED_ONLY]),
    response: soapAnswer(TRACE, "<Libelle01>COLIS LIVRE</Libelle01>"),
  },
  {
    name: "track: maintenance page",
    operation: "track",
    expect: "carrier.unavailable",
    source: "an HTML maintenance page in front of the service",
    request: post(TRACE, [FORCED_ONLY]),
    response: MAINTENANCE,
  },
];

/**
 * Every pair, in the stub's matching order: requests with the documented values get the scenario
 * written for them, any other request the generic success (an unknown shipment number: STAT 94);
 * timeouts and malformed answers answer only when a test forces them.
 */
export const MONDIALRELAY_STUB_PAIRS: readonly TMondialRelayStubPair[] = [
  ...relayPairs,
  ...shipPairs,
  ...trackPairs,
];
