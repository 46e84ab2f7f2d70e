import { convertCents, type TCurrency } from "@ship/domain";
import type { TCreateShipmentRequest } from "../../types.ts";

/** Shipping.yaml InternationalForms/ReasonForExport values for our order form's reasons. */
const REASON_FOR_EXPORT: Record<string, string> = {
  commercial: "SALE",
  gift: "GIFT",
  sample: "SAMPLE",
  returns_and_repairs: "RETURN",
};
/** UPS's value for anything else (documents, personal effects). */
const OTHER_REASON = "Any other reason";

const DESCRIPTION_MAX = 35;

const centsToDecimal = (cents: number) => (cents / 100).toFixed(2);
const upsDate = (date: Date) => date.toISOString().slice(0, 10).replaceAll("-", "");

/**
 * The commercial invoice UPS prints with the label (InternationalForms, FormType 01): one product
 * per customs line, every amount in the first line's currency (the order form's table shares one).
 * Undefined when the shipment has no customs lines.
 */
export function buildUpsInternationalForms(
  request: TCreateShipmentRequest,
  soldTo: Record<string, unknown>,
  now: Date,
) {
  const duties = request.duties ?? [];
  const first = duties[0];
  if (!first) return undefined;
  const currency: TCurrency = first.currency;
  return {
    FormType: ["01"],
    InvoiceDate: upsDate(now),
    ReasonForExport: REASON_FOR_EXPORT[request.reason] ?? OTHER_REASON,
    CurrencyCode: currency,
    Contacts: { SoldTo: soldTo },
    Product: duties.map((line) => ({
      Description: [line.description.trim().slice(0, DESCRIPTION_MAX)],
      Unit: {
        Number: String(line.quantity),
        Value: centsToDecimal(convertCents(line.unit_price, line.currency, currency)),
        UnitOfMeasurement: { Code: "PCS" },
      },
      OriginCountryCode: line.country.toUpperCase(),
    })),
  };
}

/** The goods' total for the shipment's InvoiceLineTotal (customs value), in the invoice's currency. */
export function sumUpsInvoice(request: TCreateShipmentRequest) {
  const duties = request.duties ?? [];
  const first = duties[0];
  if (!first) return undefined;
  const total = duties.reduce(
    (sum, line) => sum + convertCents(line.quantity * line.unit_price, line.currency, first.currency),
    0,
  );
  return { CurrencyCode: first.currency, MonetaryValue: centsToDecimal(total) };
}
