import {
  rateAll,
  readZonedNow,
  type TCarrierConnector,
  type TCarrierQuote,
  type TRateRequest,
  toOwnAccountQuote,
} from "@ship/carriers";
import type { TBrand, TOffer, TRateResponse, TShipmentInput } from "@ship/contracts";
import { AppError } from "../../errors/app-error.ts";
import type { TFieldError } from "../../http/zod-issues.ts";
import { createRandomId } from "../../lib/random-id.ts";
import { ownerOfSession } from "../session/owned-by.ts";
import type { TSession, TSessionService } from "../session/session-service.ts";
import type { TCityIndex } from "./city-index.ts";
import { offerSetOf, offersResponseJson } from "./offers-json.ts";
import { createQuoteCache } from "./quote-cache.ts";
import { applyQuotePreferences, preferenceDefaultsOf } from "./rating-preferences.ts";
import type { TRatingRepository } from "./rating-repository.ts";
import { validateShipment } from "./validate-shipment.ts";

type TDeps = {
  repository: TRatingRepository;
  sessions: TSessionService;
  connectors: readonly TCarrierConnector[];
  cities: TCityIndex;
  budgetMs: number;
  /** Where "today" is read for the collection date (the rate sheets' operator time zone). */
  timeZone: string;
  now?: () => Date;
  /**
   * Issue 5: the carriers (codes in upper case) a saas user has complete own credentials for,
   * with the contract discount in percent; their offers come twice, once on the user's account.
   */
  ownAccounts?: (userId: number) => Promise<ReadonlyMap<string, number>>;
};

export type TRateOutcome =
  | { ok: false; errors: TFieldError[] }
  | { ok: true; newSessionToken: string | undefined; response: TRateResponse };

/** 128 random bits: a rating's ids cannot be guessed (ownership is checked as well). */
const createRatingId = createRandomId;

/** What a rating takes from the request's brand: its currency and form blocks (decision 049). */
export type TRatingBrand = Pick<TBrand, "currency" | "blocks">;

/** Optional hooks of a rating, for the streamed variant of POST /rate. */
export type TRateHooks = {
  /** A visitor session was opened (after the spec §5 checks passed, before any carrier is asked). */
  onVisitorSession?: (token: string) => void;
  /** A carrier has answered, failed or run out of time. */
  onProgress?: (done: number, total: number) => void;
};

export function createRatingService(deps: TDeps) {
  const { repository } = deps;
  const quotes = createQuoteCache();
  const now = deps.now ?? (() => new Date());
  let countryCodes: Promise<ReadonlySet<string>> | undefined;
  // Reference countries change only with a new release: read once.
  const loadCountryCodes = () => {
    countryCodes ??= repository
      .listCountryCodes()
      .then((codes) => new Set(codes))
      .catch((error: unknown) => {
        countryCodes = undefined;
        throw error;
      });
    return countryCodes;
  };

  /** A saas user's own-account offers beside the operator's, cheapest first. */
  async function addOwnAccountOffers(
    offers: readonly TCarrierQuote[],
    user: TSession["user"],
  ): Promise<readonly TCarrierQuote[]> {
    if (user?.saas !== 1 || !deps.ownAccounts) return offers;
    const discounts = await deps.ownAccounts(user.id);
    if (discounts.size === 0) return offers;
    const own = offers.flatMap((quote) => {
      const discount = discounts.get(quote.carrier_code);
      return discount === undefined ? [] : [toOwnAccountQuote(quote, discount)];
    });
    return [...offers, ...own].sort((a, b) => a.price_ti - b.price_ti);
  }

  /** Every carrier's quotes, from this minute's cache when the same request was just rated. */
  async function rateWithCache(
    request: TRateRequest,
    at: Date,
    onProgress: TRateHooks["onProgress"],
  ): Promise<{
    offers: readonly TCarrierQuote[];
    errors: { carrier_code: TOffer["carrier_code"]; code: string }[];
  }> {
    const cached = quotes.get(request, at);
    if (cached) {
      const total = deps.connectors.length;
      for (let done = 1; done <= total; done++) onProgress?.(done, total);
      return { offers: cached, errors: [] };
    }
    const result = await rateAll(deps.connectors, request, {
      budgetMs: deps.budgetMs,
      now: at,
      ...(onProgress ? { onProgress } : {}),
    });
    if (result.errors.length === 0) quotes.set(request, at, result.offers);
    return result;
  }

  return {
    /**
     * Spec §5 checks, then (spec §4) a visitor session when the caller has none, then every
     * carrier in parallel within the time budget; the rating is stored and its ids returned.
     */
    async rate(
      input: TShipmentInput,
      session: TSession | undefined,
      brand: TRatingBrand,
      hooks: TRateHooks = {},
    ): Promise<TRateOutcome> {
      const at = now();
      const checked = validateShipment({
        shipment: input,
        today: readZonedNow(at, deps.timeZone).date,
        countryCodes: await loadCountryCodes(),
        cities: deps.cities,
        defaultCurrency: brand.currency,
        blocks: brand.blocks,
        preferenceDefaults: preferenceDefaultsOf(
          session?.user?.shipment_defaults,
          input.currency ?? brand.currency,
        ),
      });
      if (!checked.ok) return checked;
      const shipment = checked.shipment;
      const owner = session ?? (await deps.sessions.openVisitor());
      if (!session) hooks.onVisitorSession?.(owner.token);
      const customerType = owner.user?.pro === 1 ? "pro" : "private";
      const request: TRateRequest = {
        ship_from: shipment.ship_from,
        ship_to: shipment.ship_to,
        parcels: shipment.parcels,
        unit: shipment.unit,
        shipment_type: shipment.shipment_type,
        stackable: shipment.stackable,
        shipment_date: shipment.shipment_date,
        currency: shipment.currency,
        customer_type: customerType,
      };
      const rated = await rateWithCache(request, at, hooks.onProgress);
      const { errors } = rated;
      // Own-carrier offers only where the brand offers own-carrier accounts (decision 049).
      const ownAccountUser = brand.blocks.includes("account_provider") ? owner.user : null;
      const all = await addOwnAccountOffers(rated.offers, ownAccountUser);
      const { quotes: offers, view } = applyQuotePreferences(all, checked.preferences, shipment.currency);
      const shipmentId = createRatingId();
      const orderId = createRatingId();
      const carrierErrors = errors.map(({ carrier_code, code }) => ({ carrier_code, code }));
      await repository.insert({
        shipmentId,
        orderId,
        sessionId: ownerOfSession(owner).sessionId,
        userId: owner.user?.id ?? null,
        customerType,
        shipmentJson: JSON.stringify({ ...shipment, preferences: view }),
        quotes: offers,
        offerSet: offerSetOf(offers),
        carrierErrorsJson: JSON.stringify(carrierErrors),
      });
      return {
        ok: true,
        newSessionToken: session ? undefined : owner.token,
        response: {
          success: true,
          shipment_id: shipmentId,
          order_id: orderId,
          carrier_errors: carrierErrors,
        },
      };
    },

    /**
     * The offers of a rating the caller made, as the JSON text of the POST /offers answer (its
     * parts were checked against the contract when the rating was made); anyone else gets
     * not_found (no hint it exists).
     */
    async listOffers(shipmentId: string, orderId: string, session: TSession | undefined): Promise<string> {
      const rating = await repository.findOwned(shipmentId, orderId, ownerOfSession(session));
      if (!rating) throw new AppError("not_found", 404);
      if (rating.offerCount === 0) throw new AppError("rating.no_offer", 404);
      return offersResponseJson({
        shipment: rating.shipmentJson,
        offers: rating.offersJson,
        carrierErrors: rating.carrierErrorsJson,
      });
    },

    /**
     * Issue 14 (mass mailing): one request's quotes through the same engine and minute cache as
     * POST /rate, with a saas user's own-account offers; nothing is stored (the mass mailing
     * copies the offer it chooses). Carriers that fail or run out of time only offer nothing.
     */
    async quote(request: TRateRequest, user: TSession["user"], at: Date): Promise<readonly TCarrierQuote[]> {
      const rated = await rateWithCache(request, at, undefined);
      return addOwnAccountOffers(rated.offers, user);
    },

    /** The place a postcode and town name in a known country, as POST /rate resolves it; else undefined. */
    async resolvePlace(countryCode: string, postcode: string, city: string) {
      if (!(await loadCountryCodes()).has(countryCode)) return undefined;
      return deps.cities.resolve(countryCode, postcode, city);
    },

    /** Today in the rate sheets' time zone (the collection date's reference). */
    today: () => readZonedNow(now(), deps.timeZone).date,

    /** Up to `max` 'postcode, city' suggestions in a reference country; 404 for an unknown country. */
    async suggestCities(countryId: number, text: string, max: number) {
      const code = await repository.findCountryCode(countryId);
      if (code === undefined) throw new AppError("country.not_found", 404, { field: "country_id" });
      return deps.cities.suggest(code, text, max);
    },
  };
}
export type TRatingService = ReturnType<typeof createRatingService>;
