import { convertCents, convertWeightToKg, type TCents } from "@ship/domain";
import { type CountryCode, parsePhoneNumberFromString } from "libphonenumber-js";
import type { TCreateShipmentRequest, TPartyAddress } from "../../types.ts";
import { CarrierCallError } from "../carrier-call-error.ts";
import {
  ANY_DROP_OFF_POINT,
  COLLECTION_MODE,
  DELIVERY_MODES,
  languageOf,
  parseRelayPointId,
} from "./services.ts";
import type { TWsiParams } from "./wsi-call.ts";
import { MONDIALRELAY } from "./wsi-call.ts";
import { toAddressLine, toCity, toEmail, toReference, wrapStreet } from "./wsi-text.ts";

/** Poids: ^[0-9]{3,7}$ grams, so at least 100 g is sent (see docs/carriers/mondialrelay.md). */
const MIN_WEIGHT_G = 100;
const MAX_WEIGHT_G = 9_999_999;
/** NbColis: ^[0-9]{1,2}$. */
const MAX_PARCELS = 99;

function refuse(code: "carrier.invalid_request" | "carrier.service_unavailable", detail: string): never {
  throw new CarrierCallError(MONDIALRELAY, code, detail);
}

/** Tel1: the international form (+33612345678), which the WSI accepts for every country. */
export function toWsiPhone(phone: string, country: string): string {
  const parsed = parsePhoneNumberFromString(phone, country.toUpperCase() as CountryCode);
  if (!parsed?.isValid()) refuse("carrier.invalid_request", `phone number not valid for ${country}`);
  return parsed.number;
}

/** Total weight of the shipment in grams (the WSI's unit), from the request's unit system. */
export function toWsiGrams(request: Pick<TCreateShipmentRequest, "parcels" | "unit">): number {
  const kg = request.parcels.reduce(
    (sum, parcel) => sum + convertWeightToKg(parcel.weight, request.unit) * parcel.number,
    0,
  );
  return Math.min(MAX_WEIGHT_G, Math.max(MIN_WEIGHT_G, Math.ceil(kg * 1000)));
}

/** One party's eight fields (Ad1 name, Ad2 company, Ad3-Ad4 street, city, postcode, ...). */
function toParty(prefix: "Expe" | "Dest", party: TPartyAddress): TWsiParams {
  const country = party.country_code.toUpperCase();
  const [street, streetMore] = wrapStreet([party.address1, party.address2, party.address3]);
  return {
    [`${prefix}_Langage`]: languageOf(country),
    [`${prefix}_Ad1`]: toAddressLine(party.name),
    [`${prefix}_Ad2`]: toAddressLine(party.company),
    [`${prefix}_Ad3`]: street,
    [`${prefix}_Ad4`]: streetMore,
    [`${prefix}_Ville`]: toCity(party.city),
    [`${prefix}_CP`]: party.postcode.trim().toUpperCase(),
    [`${prefix}_Pays`]: country,
    [`${prefix}_Tel1`]: toWsiPhone(party.phone, country),
    [`${prefix}_Tel2`]: "",
    [`${prefix}_Mail`]: toEmail(party.email),
  };
}

function toDeclaredValueCents(request: TCreateShipmentRequest): string {
  const value = request.declared_value;
  if (!value || value.amount <= 0) return "0";
  return String(convertCents(value.amount as TCents, value.currency, "EUR"));
}

/** Checks what the WSI cannot do before anything is sent (no shipment is made in vain). */
function checkSupported(request: TCreateShipmentRequest) {
  if (request.label_format !== "PDF") {
    refuse("carrier.service_unavailable", `label format ${request.label_format}: the WSI prints PDF only`);
  }
  if (request.shipping_method === "pickup") {
    refuse("carrier.service_unavailable", "pickup: the Mondial Relay services are drop-off only");
  }
}

/**
 * WSI2_CreationEtiquette's parameters in the WSDL's order (the signature depends on it). Customs
 * lines are not sent: the WSI has no customs fields and Mondial Relay serves EU countries only.
 */
export function buildCreationParams(request: TCreateShipmentRequest, enseigne: string): TWsiParams {
  checkSupported(request);
  const delivery = DELIVERY_MODES[request.quote.service_code];
  if (!delivery) refuse("carrier.service_unavailable", `unknown service ${request.quote.service_code}`);
  const relayPoint = delivery.toRelayPoint ? parseRelayPointId(request.collection_point_id ?? "") : undefined;
  if (delivery.toRelayPoint && !relayPoint) {
    refuse(
      "carrier.invalid_request",
      `relay point id "${request.collection_point_id ?? ""}" is not CC-NNNNNN`,
    );
  }
  const parcels = request.parcels.reduce((sum, parcel) => sum + parcel.number, 0);
  if (parcels < 1 || parcels > MAX_PARCELS) refuse("carrier.invalid_request", `${parcels} parcels`);
  return {
    Enseigne: enseigne,
    ModeCol: COLLECTION_MODE,
    ModeLiv: delivery.mode,
    NDossier: toReference(request.customer_reference),
    NClient: "",
    ...toParty("Expe", request.ship_from),
    ...toParty("Dest", request.ship_to),
    Poids: String(toWsiGrams(request)),
    Longueur: "",
    Taille: "",
    NbColis: String(parcels),
    CRT_Valeur: "0",
    CRT_Devise: "EUR",
    Exp_Valeur: toDeclaredValueCents(request),
    Exp_Devise: "EUR",
    COL_Rel_Pays: request.ship_from.country_code.toUpperCase(),
    COL_Rel: ANY_DROP_OFF_POINT,
    LIV_Rel_Pays: relayPoint?.country ?? "",
    LIV_Rel: relayPoint?.number ?? "",
    TAvisage: "",
    TReprise: "",
    Montage: "",
    TRDV: "",
    Assurance: "",
    Instructions: "",
  };
}
