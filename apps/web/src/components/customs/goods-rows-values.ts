import { computeDutiesTotal, computeDutyRowTotal, parseDeclaredValue, type TCurrency } from "@ship/domain";

/** A customs goods row as a form holds it (spec §5): the unit price kept as typed. */
export type TDutyRowValues = {
  desc: string;
  country: string;
  qty: number;
  unit_price: string;
  currency: TCurrency;
};

/** Spec §5: the first goods row has quantity 1; the manufacture country starts as the sender's. */
export const emptyDutyRow = (country = ""): TDutyRowValues => ({
  desc: "",
  country,
  qty: 1,
  unit_price: "",
  currency: "EUR",
});

/** A row's quantity and price in cents, or null while either is not a valid amount yet. */
function parsedRow(row: TDutyRowValues) {
  const price = parseDeclaredValue(row.unit_price);
  const qty = Number(row.qty);
  return price.ok && Number.isInteger(qty) && qty > 0
    ? { qty, unit_price: price.cents, currency: row.currency }
    : null;
}

/**
 * The live figures of the goods rows: the rows already valid (for the EEI rule), each row's total
 * in euro cents (null while being typed) and the running total of the valid rows.
 */
export function describeDuties(duties: readonly TDutyRowValues[]) {
  const parsed = duties.map(parsedRow);
  const rows = parsed.filter((row) => row !== null);
  return {
    rows,
    rowTotals: parsed.map((row) => (row ? computeDutyRowTotal(row) : null)),
    dutiesTotal: computeDutiesTotal(rows),
  };
}
