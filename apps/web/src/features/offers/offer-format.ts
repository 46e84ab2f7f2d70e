import type { TCurrency } from "@ship/domain";
import { formatIsoDate, formatMoney } from "../../lib/format.ts";

const MONEY_PARAMS = new Set(["amount", "max", "insurance_min"]);
const DATE_PARAMS = new Set(["expected_delivery_date"]);

/**
 * The parameters of an offer info block (spec §3: raw info blocks with a translation key and
 * parameters) made readable: amounts in cents become money, dates become the language's dates.
 */
export function formatInfoParams(
  params: Record<string, string | number>,
  currency: TCurrency,
  lang: string,
): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) {
    if (MONEY_PARAMS.has(name) && typeof value === "number")
      out[name] = formatMoney(value, currency, lang, "short");
    else if (DATE_PARAMS.has(name) && typeof value === "string")
      out[name] = formatIsoDate(value, lang, "long");
    else if (typeof value === "number") out[name] = new Intl.NumberFormat(lang).format(value);
    else out[name] = value;
  }
  return out;
}
