import type { TOrderPrefill, ZShipToContactInfo } from "@ship/contracts";
import { checkShippingInfo, type TFormIssue } from "@ship/domain";
import type { z } from "zod";
import type { TFieldError } from "../../http/zod-issues.ts";

type TEnd = TOrderPrefill["ship_from"];
/** The page's shipment info after the contract's defaults. */
type TInfoFields = z.output<typeof ZShipToContactInfo>;
/** The shipment info the order page starts from. */
export type TPrefillInfo = Omit<TOrderPrefill, "ship_from" | "ship_to">;

/** Where the page shows an issue of each end: the typed sender's field, or the picked contact. */
export type TEndFields = { ship_from: (field: string) => string; ship_to: (field: string) => string };

/** The order form's checks that do not depend on the offer; the order page asks the rest later. */
const LATER = new Set(["passport_number", "shipping_method", "shipment_date", "ready_time", "close_time"]);

/**
 * The spec §5 order-form rules the ship-to-contact page's fields can meet before any offer is
 * chosen, by the order form's own check (domain's checkShippingInfo): a phone valid for each
 * address's country, a postcode in the country's format, 'Documents' only for documents, no
 * insurance for personal effects abroad, the declared value with insurance, and the customs rows
 * when some are sent. The pickup, hazardous goods, terms and a missing customs table are the order
 * page's.
 */
export function checkShipToContactInfo(args: {
  ends: { ship_from: TEnd; ship_to: TEnd };
  info: TInfoFields;
  /** 'Documents' is a reason these parcels may have (isDocumentReasonAllowed). */
  documentsAllowed: boolean;
  fields: TEndFields;
  today: string;
}): { ok: false; errors: TFieldError[] } | { ok: true; info: TPrefillInfo } {
  const { ends, info } = args;
  const rated = (end: TEnd) => ({ country_code: end.country_code, postcode: "", pro: end.pro });
  const { issues, decisions } = checkShippingInfo(
    {
      ship_from: ends.ship_from,
      ship_to: ends.ship_to,
      reason: info.reason,
      content: info.content,
      ...(info.value === undefined ? {} : { value: info.value }),
      insurance: info.insurance,
      duties: info.duties,
      shipping_method: "dropoff",
      hazardous: 1,
      terms: 1,
    },
    {
      ship_from: rated(ends.ship_from),
      ship_to: rated(ends.ship_to),
      documentsAllowed: args.documentsAllowed,
      dutyThirdParty: "not_allowed",
      offer: { allow_pickup: 0, allow_dropoff: 1 },
      ratedDate: args.today,
      today: args.today,
    },
  );
  // Without goods rows, the customs table is the order page's to ask (as for any order).
  const later = (issue: TFormIssue) =>
    LATER.has(String(issue.path[0])) || (info.duties.length === 0 && issue.path[0] === "duties");
  const errors = issues.filter((issue) => !later(issue)).map((issue) => toFieldError(issue, args.fields));
  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    info: {
      reason: info.reason,
      content: info.content,
      declared_value: decisions.declaredValue,
      currency: info.currency,
      insurance: info.insurance,
      duties: decisions.customsRequired
        ? info.duties.map((row, index) => ({
            desc: row.desc,
            country: row.country,
            qty: row.qty,
            unit_price: decisions.unitPrices[index] ?? 0,
            currency: row.currency,
          }))
        : [],
    },
  };
}

function toFieldError({ code, path, params }: TFormIssue, fields: TEndFields): TFieldError {
  const [head, ...rest] = path;
  const field =
    head === "ship_from" || head === "ship_to" ? fields[head](rest.join(".")) : `info.${path.join(".")}`;
  return { code: code as TFieldError["code"], field, ...(params ? { params } : {}) };
}
