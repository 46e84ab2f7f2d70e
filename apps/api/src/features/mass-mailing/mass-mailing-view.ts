import {
  formatErrorMessage,
  type TErrorCode,
  type TMassChosenOffer,
  type TMassMailing,
  type TMassRecipient,
} from "@ship/contracts";
import type { TLang } from "@ship/domain";
import type { TMassMailingRow, TRecipientRow } from "./mass-mailing-repository.ts";

/** GET /mass-mailing/{order}'s answer from the stored rows (contract ZMassMailing). */

function chosenOffer(recipient: TRecipientRow): TMassChosenOffer | null {
  const offer = recipient.offer;
  if (!offer || recipient.priceTi === null || recipient.priceTe === null) return null;
  return {
    carrier_code: offer.carrier_code,
    carrier_name: offer.carrier_name,
    service_code: offer.service_code,
    service_name: offer.service_name,
    logo: offer.logo,
    is_express: offer.is_express,
    // What the recipient costs (the offer, and the insurance premium when insured).
    price_te: recipient.priceTe,
    price_ti: recipient.priceTi,
    currency: offer.currency,
    shipment_date: offer.shipment_date,
    expected_delivery_date: offer.expected_delivery_date,
    delivery_time: offer.delivery_time,
    transit_days: offer.transit_days,
  };
}

function statusOf(recipient: TRecipientRow): TMassRecipient["status"] {
  if (recipient.removed) return "removed";
  if (recipient.priceTi === null) return "no_offer";
  return recipient.status;
}

export function recipientView(
  recipient: TRecipientRow,
  tracking: ReadonlyMap<string, string[]>,
  lang: TLang,
): TMassRecipient {
  const code = recipient.status === "refused" ? "mass_mailing.carrier_refused" : recipient.errorCode;
  return {
    id: recipient.id,
    row: recipient.position,
    contact: {
      contact_id: recipient.contactId,
      name: recipient.address.name,
      company: recipient.address.company,
      address1: recipient.address.address1,
      postcode: recipient.address.postcode,
      city: recipient.address.city,
      country_code: recipient.address.country_code,
    },
    billable_grams: recipient.billableGrams,
    offer: chosenOffer(recipient),
    error: code ? { code, message: formatErrorMessage(lang, code as TErrorCode) } : null,
    status: statusOf(recipient),
    shipment_id: recipient.shipmentPublicId,
    tracking_numbers: tracking.get(recipient.id) ?? [],
  };
}

export function mailingView(
  mailing: TMassMailingRow,
  recipients: readonly TRecipientRow[],
  totals: { count: number; priceTe: number; priceTi: number },
  tracking: ReadonlyMap<string, string[]>,
  lang: TLang,
): TMassMailing {
  const views = recipients.map((recipient) => recipientView(recipient, tracking, lang));
  const count = (status: TMassRecipient["status"]) => views.filter((view) => view.status === status).length;
  const shipped = count("shipped");
  const base = `/mass-mailing/${mailing.id}/labels`;
  return {
    order: mailing.id,
    status: mailing.status,
    priority: mailing.settings.priority,
    totals: {
      count: totals.count,
      price_te: totals.priceTe,
      price_ti: totals.priceTi,
      currency: mailing.currency,
    },
    payment_method: mailing.paymentMethod,
    refunded: mailing.refundedCents,
    counts: { recipients: views.length, shipped, refused: count("refused"), waiting: count("waiting") },
    labels: shipped > 0 ? { pdf: `${base}?type=pdf`, zpl: `${base}?type=zpl` } : null,
    recipients: views,
    created_at: mailing.createdAt.toISOString(),
  };
}
