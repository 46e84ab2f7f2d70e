import { addressOfContact, type TOrderPrefill, type ZShipToContactBody } from "@ship/contracts";
import { checkParcelLines, DEFAULT_LANG, isDocumentReasonAllowed, SHIPMENT_TYPES } from "@ship/domain";
import type { z } from "zod";
import { AppError } from "../../../errors/app-error.ts";
import type { TFieldError } from "../../../http/zod-issues.ts";
import { findContact } from "../../contacts/contact-repository.ts";
import type { TRateOutcome, TRatingBrand } from "../../rating/rating-service.ts";
import type { TSession } from "../../session/session-service.ts";
import { checkShipToContactInfo, type TEndFields } from "../check-ship-to-contact-info.ts";
import { insertDraft } from "../ship-to-contact-repository.ts";
import type { TShipToContactDeps } from "./ship-to-contact-deps.ts";

type TBody = z.output<typeof ZShipToContactBody>;
type TEnd = TOrderPrefill["ship_from"];

/** The caller's contact, or 404 not_found naming the field (another user's contact looks absent). */
async function ownedContact(deps: TShipToContactDeps, userId: number, id: number, field: string) {
  // The country's name is not used: any language reads the same contact.
  const contact = await findContact(deps.db, userId, id, DEFAULT_LANG);
  if (!contact) throw new AppError("not_found", 404, { field });
  return addressOfContact(contact);
}

/** A rating error of one end goes to the sender's field or to the picked contact. */
function endFields(body: TBody): TEndFields {
  return {
    ship_from: (field) =>
      body.sender_id !== undefined ? "sender_id" : `sender.${field === "address" ? "city" : field}`,
    ship_to: () => "recipient_id",
  };
}

function mapRatingErrors(errors: TFieldError[], fields: TEndFields): TFieldError[] {
  return errors.map((error) => {
    const match = /^shipment\.(ship_from|ship_to)\.(.*)$/.exec(error.field ?? "");
    if (!match) return error;
    const end = match[1] as "ship_from" | "ship_to";
    return { ...error, field: fields[end](match[2] ?? "") };
  });
}

/**
 * POST /ship-to-contact (spec §2 ship to contact, §4 rating): the recipient from the caller's
 * address book, the sender picked or typed; the addresses and shipment info checked as the order
 * form will check them, then rated by the engine of POST /rate; what was typed is kept with the
 * rating for the order (POST /ship-to-contact/offer/{id}).
 */
export function createRateToContact(deps: TShipToContactDeps) {
  return async function rateToContact(
    body: TBody,
    session: TSession & { user: NonNullable<TSession["user"]> },
    brand: TRatingBrand,
  ): Promise<TRateOutcome> {
    const userId = session.user.id;
    const recipient = await ownedContact(deps, userId, body.recipient_id, "recipient_id");
    let sender: TEnd;
    if (body.sender_id !== undefined && body.sender) {
      return { ok: false, errors: [{ code: "validation.contact_or_address", field: "sender" }] };
    }
    if (body.sender_id !== undefined) sender = await ownedContact(deps, userId, body.sender_id, "sender_id");
    else if (body.sender) sender = body.sender;
    else return { ok: false, errors: [{ code: "validation.required", field: "sender" }] };

    const fields = endFields(body);
    const unit = body.shipment.unit ?? "fr";
    const type = body.shipment.shipment_type ?? SHIPMENT_TYPES.parcel;
    const lines = checkParcelLines(body.shipment.parcels, unit);
    const checked = checkShipToContactInfo({
      ends: { ship_from: sender, ship_to: recipient },
      info: body.info,
      documentsAllowed: lines.issues.length > 0 || isDocumentReasonAllowed(type, lines.parcels, unit),
      fields,
      today: deps.today(),
    });
    if (!checked.ok) return checked;

    const place = (end: TEnd) => ({
      country_code: end.country_code,
      postcode: end.postcode,
      city: end.city,
      pro: end.pro,
    });
    const outcome = await deps.rating.rate(
      { ...body.shipment, ship_from: place(sender), ship_to: place(recipient) },
      session,
      brand,
    );
    if (!outcome.ok) return { ok: false, errors: mapRatingErrors(outcome.errors, fields) };
    await insertDraft(deps.db, {
      shipmentId: outcome.response.shipment_id,
      userId,
      prefill: { ship_from: sender, ship_to: recipient, ...checked.info },
    });
    return outcome;
  };
}
