import { computePercentOfCents, sumCents, type TCents } from "@ship/domain";
import type { TInvoiceLine } from "../types.ts";

export type TInvoiceTotals = {
  netCents: TCents;
  /** One entry per VAT rate, highest rate first; VAT rounded half up once per rate. */
  vat: { ratePercent: number; baseCents: TCents; vatCents: TCents }[];
  vatCents: TCents;
  grossCents: TCents;
};

/** Totals of invoice lines in integer cents: net, VAT per rate, gross. */
export function computeInvoiceTotals(lines: readonly TInvoiceLine[]): TInvoiceTotals {
  const bases = new Map<number, TCents>();
  for (const line of lines) {
    if (!Number.isSafeInteger(line.unitPriceCents) || !Number.isInteger(line.quantity)) {
      throw new RangeError(`invoice amounts must be integer cents and whole quantities: ${line.description}`);
    }
    bases.set(
      line.vatRatePercent,
      (bases.get(line.vatRatePercent) ?? 0) + line.quantity * line.unitPriceCents,
    );
  }
  const vat = [...bases.entries()]
    .sort(([a], [b]) => b - a)
    .map(([ratePercent, baseCents]) => ({
      ratePercent,
      baseCents,
      vatCents: computePercentOfCents(baseCents, ratePercent),
    }));
  const netCents = sumCents([...bases.values()]);
  const vatCents = sumCents(vat.map((entry) => entry.vatCents));
  return { netCents, vat, vatCents, grossCents: netCents + vatCents };
}
