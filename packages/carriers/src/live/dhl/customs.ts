import { computeDutiesTotal, convertCents, type TCents, type TCurrency } from "@ship/domain";
import type { TCreateShipmentRequest } from "../../types.ts";
import { DHL_LIMITS } from "./mapping.ts";

// Customs for dutiable shipments: the declared value and exportDeclaration's line items (MyDHL
// shipment request, content.exportDeclaration), from the order's customs table (spec §5 duties).

/** Our order form's reasons as DHL's exportReasonType values. */
const EXPORT_REASON_TYPES: Record<string, string> = {
  commercial: "commercial_purpose_or_sale",
  gift: "gift",
  documents: "permanent",
  sample: "sample",
  returns_and_repairs: "return",
  personal_effects: "personal_belongings_or_personal_use",
};

/** Values are declared in euros: the customs table's total line is in euros too (spec §5). */
const DECLARED_CURRENCY: TCurrency = "EUR";

const toAmount = (cents: TCents) => cents / 100;
const toThousandths = (value: number) => Math.max(0.001, Math.round(value * 1000) / 1000);

/** The shipment's declared value: the order's, else the customs table's total. */
export function decideDeclaredValue(request: TCreateShipmentRequest): { value: number; currency: TCurrency } {
  if (request.declared_value && request.declared_value.amount > 0) {
    return { value: toAmount(request.declared_value.amount), currency: request.declared_value.currency };
  }
  const rows = (request.duties ?? []).map((row) => ({ ...row, qty: row.quantity }));
  return { value: toAmount(computeDutiesTotal(rows, DECLARED_CURRENCY)), currency: DECLARED_CURRENCY };
}

/**
 * One line item per customs row. DHL wants each line's weight and does not compute it: the
 * shipment's weight is shared between the lines by their value (our form asks no weight per row).
 */
export function buildExportDeclaration(
  request: TCreateShipmentRequest,
  declaredCurrency: TCurrency,
  totalWeight: number,
  invoice: { number: string; date: string },
) {
  const duties = request.duties ?? [];
  const lineValues = duties.map((row) =>
    convertCents(row.quantity * row.unit_price, row.currency, declaredCurrency),
  );
  const totalValue = lineValues.reduce((sum, value) => sum + value, 0);
  const reasonType = EXPORT_REASON_TYPES[request.reason] ?? "permanent";
  return {
    lineItems: duties.map((row, index) => {
      const share = totalValue > 0 ? (lineValues[index] ?? 0) / totalValue : 1 / duties.length;
      const weight = toThousandths(totalWeight * share);
      return {
        number: index + 1,
        description: row.description.trim().slice(0, DHL_LIMITS.lineItemDescription),
        price: toAmount(convertCents(row.unit_price, row.currency, declaredCurrency)),
        quantity: { value: row.quantity, unitOfMeasurement: "PCS" },
        manufacturerCountry: row.country.toUpperCase(),
        exportReasonType: reasonType,
        weight: { netValue: weight, grossValue: weight },
      };
    }),
    invoice,
    exportReason: request.reason.slice(0, 30),
    exportReasonType: reasonType,
  };
}
