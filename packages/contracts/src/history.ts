import { isIsoDate } from "@ship/domain";
import { z } from "zod";

/**
 * What the lists of my account share (spec §2 my account, §7 POST /user-shipments, /invoices,
 * /payments): server-side pages of at most 100 rows (10 by default, spec §9), a sort column, an
 * order and a search text; a professional parent may narrow them to one of its sub-accounts
 * (decision 012).
 */
export const HISTORY_PAGE_SIZE = 10;
export const HISTORY_ROWS_MAX = 100;
/** Spec §5: the searches of the customer's lists take at most 64 characters. */
export const HISTORY_SEARCH_MAX = 64;

export function historyPageFields<const TSort extends readonly [string, ...string[]]>(sorts: TSort) {
  return {
    rows: z.number().int().min(1).max(HISTORY_ROWS_MAX).default(HISTORY_PAGE_SIZE),
    page: z.number().int().min(1).max(1_000_000).default(1),
    sort: z.enum(sorts).default(sorts[0]),
    order: z.enum(["asc", "desc"]).default("desc"),
    q: z.string().trim().max(HISTORY_SEARCH_MAX).default(""),
    /** A sub-account of the caller (its own rows only); absent: the caller and all its sub-accounts. */
    user_id: z.number().int().positive().optional(),
  };
}

/** The page's place in the whole list. */
export const historyPageAnswer = {
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pages: z.number().int().min(0),
  rows_per_page: z.number().int().min(1),
};

/** My account's lists also answer a professional parent's registered sub-accounts, for the filter. */
export const historySubAccounts = {
  sub_accounts: z.array(z.object({ id: z.number().int(), name: z.string() })),
};

/** A calendar date as the lists' filters take it ('YYYY-MM-DD', a real day). */
export const ZFilterDate = z
  .string()
  .max(10)
  .refine((value) => isIsoDate(value), { message: "validation.invalid_date" });

/** A 0/1 flag of the spec's list bodies. */
export const ZFlag = z.union([z.literal(0), z.literal(1)]);

/** Refuses a range whose end comes before its start, on the end's field. */
export function checkRange<T extends Record<string, unknown>>(from: keyof T & string, to: keyof T & string) {
  return (value: T, ctx: z.RefinementCtx) => {
    const start = value[from];
    const end = value[to];
    if (start === undefined || end === undefined || start === null || end === null) return;
    if ((end as string | number) < (start as string | number)) {
      ctx.addIssue({ code: "custom", path: [to], message: "validation.range_reversed" });
    }
  };
}
