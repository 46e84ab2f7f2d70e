import {
  rateAll,
  readZonedNow,
  type TCarrierConnector,
  type TCarrierError,
  type TCarrierQuote,
  type TRateRequest,
  toOwnAccountQuote,
} from "@ship/carriers";
import type { TBrand, TOffer, TQuotePreferencesView, TRateResponse, TShipmentInput } from "@ship/contracts";
import { AppError } from "../../errors/app-error.ts";
import type { TFieldError } from "../../http/zod-issues.ts";
import { createRandomId } from "../../lib/random-id.ts";
import { ownerOfSession } from "../session/owned-by.ts";
import type { TSession, TSessionService } from "../session/session-service.ts";
import type { TCityIndex } from "./city-index.ts";
import { offerSetOf, offersResponseJson, serializeOffers } from "./offers-json.ts";
import { createQuoteCache } from "./quote-cache.ts";
import {
  offersFromEngine,
  rateRequestOf,
  ratingTariffVersion,
  storedShipmentOf,
  type TRatingInputs,
  type TStoredShipment,
  withOwnAccountOffers,
} from "./rating-derivation.ts";
import { applyQuotePreferences, preferenceDefaultsOf } from "./rating-preferences.ts";
import type { TRatingRepository, TStoredRating } from "./rating-repository.ts";
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
  /**
   * Issue 19: the connectors that rate a saas user's own-account offers on the user's own contract
   * (live carriers whose connector rates); other carriers' own-account offers stay derived.
   */
  ownAccountConnectors?: (userId: number, carriers: readonly string[]) => Promise<TCarrierConnector[]>;
  /** A carrier's failure with its raw detail, for the logs only (never in an answer). */
  logCarrierError?: (error: TCarrierError, cause: unknown) => void;
};

/** Own-account offers priced by the carriers' live APIs on the user's contract. */
type TOwnLiveRating = {
  offers: readonly TCarrierQuote[];
  errors: readonly TCarrierError[];
  /** The carriers whose own-account offers came live (decision 061). */
  carriers: readonly string[];
};
const NO_OWN_LIVE: TOwnLiveRating = { offers: [], errors: [], carriers: [] };

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

  // Decision 053: ratings are kept as their inputs when every connector can answer again the same.
  const tariffVersion = ratingTariffVersion(deps.connectors);

  /** A saas user's own-account discounts (issue 5), or null when it has none. */
  async function ownAccountDiscounts(user: TSession["user"]): Promise<Record<string, number> | null> {
    if (user?.saas !== 1 || !deps.ownAccounts) return null;
    const discounts = await deps.ownAccounts(user.id);
    return discounts.size === 0 ? null : Object.fromEntries(discounts);
  }

  /** Every carrier's quotes, from this minute's cache when the same request was just rated. */
  async function rateWithCache(
    request: TRateRequest,
    at: Date,
    onProgress: TRateHooks["onProgress"],
    connectors: readonly TCarrierConnector[] = deps.connectors,
  ): Promise<{
    offers: readonly TCarrierQuote[];
    errors: { carrier_code: TOffer["carrier_code"]; code: string }[];
  }> {
    const whole = connectors === deps.connectors;
    const key = whole ? quotes.keyOf(request) : undefined;
    const cached = key === undefined ? undefined : quotes.get(key, at);
    if (cached) {
      const total = connectors.length;
      for (let done = 1; done <= total; done++) onProgress?.(done, total);
      return { offers: cached, errors: [] };
    }
    const result = await rateAll(connectors, request, {
      budgetMs: deps.budgetMs,
      now: at,
      ...(onProgress ? { onProgress } : {}),
      ...(deps.logCarrierError ? { onCarrierError: deps.logCarrierError } : {}),
    });
    if (key !== undefined && result.errors.length === 0) quotes.set(key, at, result.offers);
    return result;
  }

  /**
   * Issue 19: a saas user's own-account offers from the live carriers that rate on the user's own
   * contract, in parallel with the operator's rating and within the same budget; priced without
   * the operator's margin and with the user's discount, as derived own-account offers are.
   */
  async function rateOwnLive(
    user: TSession["user"],
    discounts: Readonly<Record<string, number>> | null,
    request: TRateRequest,
    at: Date,
  ): Promise<TOwnLiveRating> {
    if (!user || !discounts || !deps.ownAccountConnectors) return NO_OWN_LIVE;
    const connectors = await deps.ownAccountConnectors(user.id, Object.keys(discounts));
    if (connectors.length === 0) return NO_OWN_LIVE;
    const result = await rateAll(connectors, request, {
      budgetMs: deps.budgetMs,
      now: at,
      ...(deps.logCarrierError ? { onCarrierError: deps.logCarrierError } : {}),
    });
    return {
      offers: result.offers.map((quote) => toOwnAccountQuote(quote, discounts[quote.carrier_code] ?? 0)),
      errors: result.errors,
      carriers: connectors.map((connector) => connector.carrier_code),
    };
  }

  /** The operator's offers with the own-account ones: live where rated live, else derived (issue 5). */
  function withOwnOffers(
    offers: readonly TCarrierQuote[],
    discounts: Readonly<Record<string, number>> | null,
    ownLive: TOwnLiveRating,
  ): readonly TCarrierQuote[] {
    if (ownLive.carriers.length === 0) return withOwnAccountOffers(offers, discounts);
    const derived = Object.fromEntries(
      Object.entries(discounts ?? {}).filter(([carrier]) => !ownLive.carriers.includes(carrier)),
    );
    return [...withOwnAccountOffers(offers, derived), ...ownLive.offers].sort(
      (a, b) => a.price_ti - b.price_ti,
    );
  }

  /**
   * Decision 053: a rating's offers derived again from its inputs, exactly as shown (same ids,
   * same prices); 409 rating.expired when that cannot be promised (the tariff changed since, or a
   * carrier that answered then does not now).
   */
  async function deriveQuotes(
    inputs: TRatingInputs,
  ): Promise<{ quotes: readonly TCarrierQuote[]; view: TQuotePreferencesView }> {
    if (inputs.tariffVersion !== tariffVersion) throw new AppError("rating.expired", 409);
    const skipped = new Set(inputs.carrierErrors.map((error) => error.carrier_code));
    const connectors =
      skipped.size === 0 ? deps.connectors : deps.connectors.filter((c) => !skipped.has(c.carrier_code));
    const request = rateRequestOf(inputs.shipment, inputs.customerType);
    const engine = await rateWithCache(request, inputs.ratedAt, undefined, connectors);
    const failed = new Set(engine.errors.map((error) => error.carrier_code));
    const derived = offersFromEngine(inputs, { offers: engine.offers, failed });
    if (!derived) throw new AppError("rating.expired", 409);
    return derived;
  }

  /**
   * The offers of a rating as read back (kept, or derived from its inputs) as their JSON text, and
   * the shipment as shown with them (a derived rating's preferences view is derived with them).
   */
  async function offersOfStored(
    rating: TStoredRating,
    ids: { shipmentId: string; orderId: string },
  ): Promise<{ json: string; count: number; shipmentJson: string }> {
    if ("offers" in rating) return { ...rating.offers, shipmentJson: rating.shipmentJson };
    const shipment = JSON.parse(rating.shipmentJson) as TStoredShipment;
    const { quotes, view } = await deriveQuotes({
      shipment,
      carrierErrors: JSON.parse(rating.carrierErrorsJson) as TRatingInputs["carrierErrors"],
      ...rating.derive,
    });
    return {
      json: serializeOffers(quotes, ids.shipmentId, ids.orderId),
      count: quotes.length,
      shipmentJson: JSON.stringify({ ...shipment, preferences: view }),
    };
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
      const request = rateRequestOf(shipment, customerType);
      // Own-carrier offers only where the brand offers own-carrier accounts (decision 049).
      const ownAccounts = brand.blocks.includes("account_provider")
        ? await ownAccountDiscounts(owner.user)
        : null;
      const [rated, ownLive] = await Promise.all([
        rateWithCache(request, at, hooks.onProgress),
        rateOwnLive(owner.user, ownAccounts, request, at),
      ]);
      const errors = [...rated.errors, ...ownLive.errors];
      const all = withOwnOffers(rated.offers, ownAccounts, ownLive);
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
        kept:
          tariffVersion === undefined
            ? { offerSet: offerSetOf(offers) }
            : {
                inputs: {
                  shipmentJson: JSON.stringify(storedShipmentOf(shipment, checked.preferences)),
                  ratedAt: at,
                  tariffVersion,
                  ownAccountsJson: ownAccounts ? JSON.stringify(ownAccounts) : null,
                },
              },
        carrierErrorsJson: JSON.stringify(carrierErrors),
        ownAccountsLive: ownLive.carriers,
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
      const offers = await offersOfStored(rating, { shipmentId, orderId });
      if (offers.count === 0) throw new AppError("rating.no_offer", 404);
      return offersResponseJson({
        shipment: offers.shipmentJson,
        offers: offers.json,
        carrierErrors: rating.carrierErrorsJson,
      });
    },

    /**
     * The offers of a rating kept as its inputs (decision 053), with the rating's ids, for the
     * order's steps (POST /offer/select copies one): the same as POST /offers shows, with the
     * preferences' view shown beside them.
     */
    async deriveOffers(
      inputs: TRatingInputs,
      ids: { shipmentId: string; orderId: string },
    ): Promise<{ offers: TOffer[]; view: TQuotePreferencesView }> {
      const { quotes, view } = await deriveQuotes(inputs);
      return { offers: JSON.parse(serializeOffers(quotes, ids.shipmentId, ids.orderId)) as TOffer[], view };
    },

    /**
     * Issue 14 (mass mailing): one request's quotes through the same engine and minute cache as
     * POST /rate, with a saas user's own-account offers; nothing is stored (the mass mailing
     * copies the offer it chooses). Carriers that fail or run out of time only offer nothing.
     */
    async quote(request: TRateRequest, user: TSession["user"], at: Date): Promise<readonly TCarrierQuote[]> {
      const discounts = await ownAccountDiscounts(user);
      const [rated, ownLive] = await Promise.all([
        rateWithCache(request, at, undefined),
        rateOwnLive(user, discounts, request, at),
      ]);
      return withOwnOffers(rated.offers, discounts, ownLive);
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
