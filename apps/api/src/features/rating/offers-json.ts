import { createHash } from "node:crypto";
import type { TCarrierQuote } from "@ship/carriers";
import { type TOffer, ZOffer } from "@ship/contracts";

/** An offer without the ids of the rating it belongs to: what a carrier quote becomes once checked. */
const ZQuotedOffer = ZOffer.omit({ shipment_id: true, order_id: true, dropoffUrl: true });

// A quote object is shared by every rating of the same request in the same minute (quote cache):
// it is checked against the contract and turned into JSON once, not once per rating.
const fragments = new WeakMap<TCarrierQuote, string>();
const offerSets = new WeakMap<readonly TCarrierQuote[], { digest: string; json: string }>();

// The info blocks are the bigger half of an offer and are shared by the offers of a service on the
// same dates (carriers' offer-info.ts): each is checked and turned into JSON once. An offer's JSON
// is then its other fields as the contract orders them (info and breakdown are its last two).
const ZQuotedOfferHead = ZQuotedOffer.omit({ info: true });
const ZQuotedInfo = ZQuotedOffer.shape.info;
const infoFragments = new WeakMap<TCarrierQuote["info"], string>();

function infoFragment(info: TCarrierQuote["info"]): string {
  let fragment = infoFragments.get(info);
  if (fragment === undefined) {
    fragment = JSON.stringify(ZQuotedInfo.parse(info));
    infoFragments.set(info, fragment);
  }
  return fragment;
}

function quoteFragment(quote: TCarrierQuote): string {
  let fragment = fragments.get(quote);
  if (fragment === undefined) {
    const { breakdown, ...head } = ZQuotedOfferHead.parse(quote);
    fragment = `${JSON.stringify(head).slice(0, -1)},"info":${infoFragment(quote.info)},"breakdown":${JSON.stringify(breakdown)}}`;
    fragments.set(quote, fragment);
  }
  return fragment;
}

/**
 * The offers of a rating as the JSON array POST /offers answers and the ratings table stores:
 * each quote as the contract's ZOffer (unknown fields dropped), with the rating's ids. Relay-point
 * chooser links (dropoffUrl) are not given by the rating.
 */
export function serializeOffers(
  quotes: readonly TCarrierQuote[],
  shipmentId: string,
  orderId: string,
): string {
  const ids = `{"shipment_id":${JSON.stringify(shipmentId)},"order_id":${JSON.stringify(orderId)},"dropoffUrl":null,`;
  return `[${quotes.map((quote) => ids + quoteFragment(quote).slice(1)).join(",")}]`;
}

/**
 * The offers of a rating without its ids (its offer set, stored once for every rating of the
 * same quotes) and the SHA-256 that names it. Memoized per quote list: the quote cache hands the
 * same list to every rating of the same request in the same minute.
 */
export function offerSetOf(quotes: readonly TCarrierQuote[]): { digest: string; json: string } {
  let set = offerSets.get(quotes);
  if (set === undefined) {
    const json = `[${quotes.map(quoteFragment).join(",")}]`;
    set = { digest: createHash("sha256").update(json).digest("hex"), json };
    offerSets.set(quotes, set);
  }
  return set;
}

/** The POST /offers answer (contract ZOffersResponse) from parts that are already JSON. */
export function offersResponseJson(parts: {
  shipment: string;
  offers: string;
  carrierErrors: string;
}): string {
  return `{"success":true,"shipment":${parts.shipment},"offers":${parts.offers},"carrier_errors":${parts.carrierErrors}}`;
}

/**
 * One quote as the contract's offer with the ids it is kept under (issue 14: a mass mailing copies
 * the offer it chose for a recipient, as POST /offer/select copies one from a rating).
 */
export function offerOf(quote: TCarrierQuote, shipmentId: string, orderId: string): TOffer {
  return JSON.parse(serializeOffers([quote], shipmentId, orderId).slice(1, -1)) as TOffer;
}
