import type { TListOwners } from "./list-owners.ts";

/** A list body's page as rows to skip and take. */
export function pageWindow(body: { rows: number; page: number }) {
  return { limit: body.rows, offset: (body.page - 1) * body.rows };
}

/** The page's place in the whole list, and the sub-accounts the list may be narrowed to (historyPageAnswer). */
export function pageAnswer(body: { rows: number; page: number }, total: number, owners: TListOwners) {
  return {
    total,
    page: body.page,
    pages: Math.ceil(total / body.rows),
    rows_per_page: body.rows,
    sub_accounts: [...owners.subAccounts.values()],
  };
}
