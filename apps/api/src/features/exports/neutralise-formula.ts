/**
 * OWASP 'CSV injection': a spreadsheet reads a cell that starts with `=`, `+`, `-` or `@` (or a
 * tab or carriage return before one) as a formula. Such a text gets a leading `'`, which shows
 * it as it is; numbers are left numbers (a price stays a number in the sheet).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutraliseFormula<T extends string | number>(value: T): T | string {
  if (typeof value !== "string") return value;
  return FORMULA_START.test(value) ? `'${value}` : value;
}
