import type { TRateRequest } from "@ship/carriers";
import type { TMassMailingSettings } from "@ship/contracts";
import {
  computeInsurancePremium,
  massBillableGrams,
  routeRefusalOf,
  type TLang,
  type TMassParcel,
  type TMassRecipientInput,
} from "@ship/domain";
import { AppError } from "../../../errors/app-error.ts";
import { createRandomId } from "../../../lib/random-id.ts";
import { offerOf } from "../../rating/offers-json.ts";
import type { TSession } from "../../session/session-service.ts";
import {
  deleteRecipients,
  findOwnedContacts,
  findOwnedMailing,
  insertMailing,
  insertRecipients,
  listRecipients,
  lockMailing,
  type TNewRecipient,
  type TRecipientRow,
  updateRatedDraft,
} from "../mass-mailing-repository.ts";
import { massAddressOf, type TMassAddress, type TMassSettings } from "../mass-mailing-types.ts";
import {
  checkMassInput,
  chooseOffer,
  isValid,
  storedSettingsOf,
  type TMassCheck,
} from "../prepare-mass-mailing.ts";
import type { TMassMailingDeps } from "./mass-mailing-deps.ts";
import { requireUser, resolveSender } from "./mass-mailing-owner.ts";

type TDeps = Pick<TMassMailingDeps, "db" | "unitOfWork" | "rating" | "now">;

export type TRateBody = {
  shipment: TMassMailingSettings;
  contact_ids?: number[] | undefined;
  order?: string | undefined;
};

/** A recipient before rating: who, and its own parcels / content / value when a file gave them. */
type TPending = {
  id: string;
  position: number;
  contactId: number | null;
  address: TMassAddress;
  parcels: TMassParcel[] | null;
  content: string | null;
  declaredValueCents: number | null;
};

export type TRateMassOutcome = { ok: false; check: TMassCheck } | { ok: true; order: string };

// Recipients rated at once: the engine is CPU work, a few in flight keep the event loop fair.
const CONCURRENCY = 8;

/** The caller's contacts, in the order chosen (row = position); any other id answers 404. */
async function recipientsFromContacts(
  deps: TDeps,
  userId: number,
  ids: readonly number[],
): Promise<TPending[]> {
  const rows = await findOwnedContacts(deps.db, userId, [...new Set(ids)]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id, index) => {
    const contact = byId.get(id);
    if (!contact) throw new AppError("not_found", 404, { field: `contact_ids.${index}` });
    return {
      id: createRandomId(),
      position: index + 1,
      contactId: contact.id,
      address: massAddressOf({ ...contact, name: contact.lastname }),
      parcels: null,
      content: null,
      declaredValueCents: null,
    };
  });
}

/** An uploaded file's recipients (a draft of the caller not yet paid), with their own values. */
async function recipientsFromDraft(deps: TDeps, userId: number, order: string): Promise<TPending[]> {
  const mailing = await findOwnedMailing(deps.db, order, userId);
  if (!mailing) throw new AppError("not_found", 404, { field: "order" });
  if (mailing.status !== "draft") throw new AppError("mass_mailing.not_editable", 409);
  const rows = await listRecipients(deps.db, order);
  return rows
    .filter((row) => !row.removed)
    .map((row: TRecipientRow) => ({
      id: row.id,
      position: row.position,
      contactId: row.contactId,
      address: row.address,
      parcels: row.parcels,
      content: row.content,
      declaredValueCents: row.declaredValueCents,
    }));
}

/** The rule check's view of a recipient: a file row's values are checked again under its row. */
const ruleInputOf = (recipient: TPending): TMassRecipientInput => ({
  row: recipient.position,
  ...(recipient.parcels?.[0] ? { parcel: recipient.parcels[0] } : {}),
  ...(recipient.content !== null ? { content: recipient.content } : {}),
});

type TPlace = Awaited<ReturnType<TDeps["rating"]["resolvePlace"]>>;

/** A town resolved once per rating: recipients often share one. */
function placeOf(deps: TDeps, places: Map<string, Promise<TPlace>>, address: TMassAddress): Promise<TPlace> {
  const key = `${address.country_code}|${address.postcode}|${address.city}`;
  let place = places.get(key);
  if (!place) {
    place = deps.rating.resolvePlace(address.country_code, address.postcode, address.city);
    places.set(key, place);
  }
  return place;
}

/** Rates one recipient and keeps the chosen offer, or why there is none. */
async function rateOne(
  deps: TDeps,
  context: {
    settings: TMassSettings;
    sender: TMassAddress;
    session: TSession;
    massMailingId: string;
    places: Map<string, Promise<TPlace>>;
    /** The request brand's blocks: a route it does not ship is the recipient's error (decision 049). */
    blocks: readonly string[];
  },
  recipient: TPending,
): Promise<TNewRecipient> {
  const { settings, sender } = context;
  const parcels = recipient.parcels ?? settings.parcels;
  const declaredValueCents = recipient.declaredValueCents ?? settings.declared_value_cents;
  const base: TNewRecipient = {
    id: recipient.id,
    massMailingId: context.massMailingId,
    position: recipient.position,
    contactId: recipient.contactId,
    address: recipient.address,
    parcels,
    content: recipient.content ?? settings.content,
    declaredValueCents,
    billableGrams: massBillableGrams(parcels, settings.unit),
    offer: null,
    priceTe: null,
    priceTi: null,
    errorCode: null,
  };
  const { address } = recipient;
  const refusal = routeRefusalOf(context.blocks, sender.country_code, address.country_code);
  if (refusal) return { ...base, errorCode: refusal };
  const place = await placeOf(deps, context.places, address);
  if (!place) return { ...base, errorCode: "rating.destination_town_invalid" };
  const request: TRateRequest = {
    ship_from: {
      country_code: sender.country_code,
      postcode: sender.postcode,
      city: sender.city,
      pro: sender.pro,
    },
    ship_to: {
      country_code: address.country_code,
      postcode: place.postcode,
      city: place.city,
      pro: address.pro,
    },
    parcels,
    unit: settings.unit,
    shipment_type: settings.shipment_type,
    stackable: settings.stackable,
    shipment_date: settings.shipment_date,
    currency: settings.currency,
    customer_type: context.session.user?.pro === 1 ? "pro" : "private",
  };
  const quote = chooseOffer(await deps.rating.quote(request, context.session.user, deps.now()), settings);
  if (!quote) return { ...base, errorCode: "mass_mailing.no_offer" };
  const premium =
    settings.insurance === 1 && declaredValueCents
      ? computeInsurancePremium(declaredValueCents, quote.currency)
      : 0;
  return {
    ...base,
    offer: offerOf(quote, recipient.id, createRandomId()),
    priceTe: quote.price_te + premium,
    priceTi: quote.price_ti + premium,
  };
}

/** Rates every recipient, a few at a time, reporting each one done. */
async function rateAllRecipients(
  deps: TDeps,
  context: Parameters<typeof rateOne>[1],
  pending: readonly TPending[],
  onProgress: ((done: number, total: number) => void) | undefined,
): Promise<TNewRecipient[]> {
  const rated: TNewRecipient[] = new Array(pending.length);
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < pending.length) {
      const index = next++;
      rated[index] = await rateOne(deps, context, pending[index] as TPending);
      onProgress?.(++done, pending.length);
      // The engine answers in microtasks: let the event loop send the progress line now.
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, pending.length) }, worker));
  return rated;
}

/**
 * POST /mass-mailing/rate (spec §7): the recipients (the caller's contacts, or an uploaded
 * file's draft), spec §5's rules, then each recipient rated and its offer chosen and copied; the
 * mass mailing and its recipients are written in one transaction. Answers its id, or the rule
 * problems (nothing written).
 */
export function createRateMassMailing(deps: TDeps) {
  return async function rateMassMailing(
    body: TRateBody,
    session: TSession | undefined,
    where: { lang: TLang; blocks: readonly string[] },
    onProgress?: (done: number, total: number) => void,
  ): Promise<TRateMassOutcome> {
    const { lang } = where;
    const user = requireUser(session);
    const pending = body.order
      ? await recipientsFromDraft(deps, user.id, body.order)
      : await recipientsFromContacts(deps, user.id, body.contact_ids ?? []);
    const today = deps.rating.today();
    const check = checkMassInput(body.shipment, pending.map(ruleInputOf), today);
    if (!isValid(check)) return { ok: false, check };
    const sender = await resolveSender(deps, user.id, body.shipment.sender);
    const settings = storedSettingsOf(body.shipment, today);
    const senderPlace = await deps.rating.resolvePlace(sender.country_code, sender.postcode, sender.city);
    if (!senderPlace)
      throw new AppError("rating.origin_town_invalid", 400, { field: "shipment.sender.city" });
    const massMailingId = body.order ?? createRandomId();
    const context = {
      settings,
      sender: { ...sender, ...senderPlace },
      session: session as TSession,
      massMailingId,
      places: new Map<string, Promise<TPlace>>(),
      blocks: where.blocks,
    };
    const rated = await rateAllRecipients(deps, context, pending, onProgress);
    const stored = {
      id: massMailingId,
      settings,
      sender: context.sender,
      currency: settings.currency,
      labelFormat: user.labelFormat,
      lang,
    };
    await deps.unitOfWork.transaction(async (trx) => {
      if (body.order) {
        // Paid in the meantime (another tab): the rated draft is no longer the one to change.
        if ((await lockMailing(trx, massMailingId))?.status !== "draft") {
          throw new AppError("mass_mailing.not_editable", 409);
        }
        await updateRatedDraft(trx, stored);
        await deleteRecipients(trx, massMailingId);
      } else {
        await insertMailing(trx, { ...stored, userId: user.id, sessionId: user.sessionId, rated: true });
      }
      await insertRecipients(trx, rated);
    });
    return { ok: true, order: massMailingId };
  };
}
