/**
 * The two drivers disagree on a few types; these parsers make a row read the same on both.
 * - int8 (bigint columns, count(*)): pg returns a string, PGlite a number (a bigint past 2^53).
 *   Both now follow PGlite, so counts compare with numbers.
 * - date: pg builds a Date at local midnight, PGlite at UTC midnight, so the day could shift with
 *   the server's time zone. A calendar date stays the 'YYYY-MM-DD' text on both.
 * numeric stays a string on both (exact decimals); timestamptz is a Date on both.
 */
export const INT8_OID = 20;
export const DATE_OID = 1082;

export function parseInt8(value: string): number | bigint {
  const n = Number(value);
  return Number.isSafeInteger(n) ? n : BigInt(value);
}

export function parseDate(value: string): string {
  return value;
}

export const TYPE_PARSERS: Record<number, (value: string) => unknown> = {
  [INT8_OID]: parseInt8,
  [DATE_OID]: parseDate,
};
