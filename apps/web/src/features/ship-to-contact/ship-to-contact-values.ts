import type {
  TAccountSettings,
  TContact,
  TCountry,
  TShipToContactAddressInput,
  TShipToContactBody,
} from "@ship/contracts";
import type { TCurrency } from "@ship/domain";
import type { TDutyRowValues } from "../../components/customs/goods-rows-values.ts";
import {
  createDefaultQuote,
  type TQuoteFormValues,
  toShipmentInput,
} from "../../components/quote-form/quote-form-values.ts";
import type { TCharacteristicsValues } from "../../components/shipment-info/characteristics.ts";
import { senderFieldsOfAccount } from "../../lib/account-settings.ts";

/** The sender as the page holds it: typed (or the account's address), or one of the contacts. */
export type TSender =
  | { kind: "typed"; address: TShipToContactAddressInput }
  | { kind: "contact"; contact: TContact };

/** The shipment info form: the order page's characteristics and, when customs apply, the goods rows. */
export type TInfoValues = TCharacteristicsValues & { duties: TDutyRowValues[] };
/** What the info form's resolver is told: whether the two countries need customs (spec §5). */
export type TInfoContext = { customs: boolean };

/** What the page keeps between visits (the "ship-to-contact" client store; logging out clears it). */
export type TShipToContactDraft = {
  sender: TSender | null;
  recipient: TContact | null;
  quote: TQuoteFormValues;
  info: TInfoValues;
};

export const emptyInfo = (): TInfoValues => ({
  reason: "commercial",
  content: "",
  value: "",
  currency: "EUR",
  insurance: 0,
  duties: [],
});

export function createDraft(today: string): TShipToContactDraft {
  return { sender: null, recipient: null, quote: createDefaultQuote(today), info: emptyInfo() };
}

/** A stored draft, its collection date moved to today when it has passed (spec §4). */
export function readDraft(stored: TShipToContactDraft | null, today: string): TShipToContactDraft {
  if (!stored?.quote || !stored.info) return createDraft(today);
  const date = stored.quote.shipment_date < today ? today : stored.quote.shipment_date;
  // A draft kept before the customs table was on this page has no goods rows.
  const duties = Array.isArray(stored.info.duties) ? stored.info.duties : [];
  return { ...stored, quote: { ...stored.quote, shipment_date: date }, info: { ...stored.info, duties } };
}

/** Spec §2: the sender defaults to the account's address from settings. */
export function senderFromAccount(
  account: TAccountSettings | undefined,
  countries: readonly TCountry[] | undefined,
): TSender | null {
  const address = account?.address;
  const country = countries?.find((candidate) => candidate.id === address?.country_id);
  if (!address || !country || !account) return null;
  return {
    kind: "typed",
    address: {
      ...senderFieldsOfAccount(address, account.email),
      country_code: country.code,
      postcode: address.postcode ?? "",
      city: address.city,
      pro: address.company ? 1 : 0,
    },
  };
}

/** What a summary shows of an end: name, lines, 'postcode city', country code. */
export function summaryOf(sender: TSender | TContact) {
  if ("kind" in sender && sender.kind === "typed") {
    const a = sender.address;
    return {
      name: a.company ? `${a.company}, ${a.name}` : a.name,
      lines: [a.address1, a.address2, a.address3].filter(Boolean) as string[],
      place: `${a.postcode ?? ""} ${a.city}`.trim(),
      countryCode: a.country_code,
      phone: a.phone,
      email: a.email,
    };
  }
  const c = "kind" in sender ? sender.contact : sender;
  return {
    name: c.company ? `${c.company}, ${c.lastname}` : c.lastname,
    lines: [c.address1, c.address2, c.address3].filter(Boolean),
    place: `${c.postcode} ${c.city}`.trim(),
    countryCode: c.country_code,
    phone: c.phone,
    email: c.email,
  };
}

/** The places of the quote form, from the two addresses (the quote form's checks want them). */
export function withPlaces(quote: TQuoteFormValues, sender: TSender | null, recipient: TContact | null) {
  const place = (end: TSender | TContact | null) => {
    if (!end) return { country_code: quote.ship_from.country_code, place: "", pro: false };
    const summary = summaryOf(end);
    const pro =
      "kind" in end ? (end.kind === "typed" ? end.address.pro === 1 : end.contact.pro === 1) : end.pro === 1;
    return { country_code: summary.countryCode, place: summary.place, pro };
  };
  return { ...quote, ship_from: place(sender), ship_to: place(recipient) };
}

/** The body of POST /ship-to-contact; the goods rows only when the two countries need customs. */
export function toShipToContactBody(
  draft: { sender: TSender; recipient: TContact; quote: TQuoteFormValues; info: TInfoValues },
  currency: TCurrency,
  customs: boolean,
): TShipToContactBody {
  // Its screen shows no quote preferences: left out, the account's saved ones apply (decision 050).
  const {
    ship_from: _from,
    ship_to: _to,
    priority: _priority,
    preferred_carrier_groups: _carriers,
    ...shipment
  } = toShipmentInput(draft.quote, currency);
  const { info } = draft;
  return {
    recipient_id: draft.recipient.id,
    ...(draft.sender.kind === "contact"
      ? { sender_id: draft.sender.contact.id }
      : { sender: draft.sender.address }),
    shipment,
    info: {
      reason: info.reason as TShipToContactBody["info"]["reason"],
      content: info.content,
      ...(info.value.trim() ? { value: info.value.trim() } : {}),
      currency: info.currency ?? "EUR",
      insurance: info.insurance ?? 0,
      ...(customs
        ? {
            duties: info.duties.map((row) => ({
              ...row,
              desc: row.desc.trim(),
              unit_price: row.unit_price.trim(),
            })),
          }
        : {}),
    },
  };
}

/** Where an API field error of POST /ship-to-contact shows: which part of the page, which field. */
export function placeApiField(
  field: string | undefined,
): { part: "quote" | "info" | "sender" | "recipient"; path: string } | null {
  if (!field) return null;
  if (field === "recipient_id") return { part: "recipient", path: "" };
  if (field === "sender_id" || field === "sender") return { part: "sender", path: "" };
  if (field.startsWith("sender.")) return { part: "sender", path: field.slice("sender.".length) };
  if (field.startsWith("info.")) return { part: "info", path: field.slice("info.".length) };
  const quote = /^shipment\.(parcels\.\d+\.(number|weight|x|y|z)|shipment_date)$/.exec(field);
  return quote?.[1] ? { part: "quote", path: quote[1] } : null;
}
