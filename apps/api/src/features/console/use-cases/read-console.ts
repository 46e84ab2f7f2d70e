import type { TCustomerDetail, TVoucherRow } from "@ship/contracts";
import { CONSOLE_PAGE_SIZE, DEFERRED_OUTSTANDING_LIMIT_CENTS } from "@ship/domain";
import { AppError } from "../../../errors/app-error.ts";
import { findOwedDeferred } from "../../payment/settlement-repository.ts";
import { listOpenCarrierReviews } from "../../shipment/carrier-review-repository.ts";
import { listVouchersWithUses, listVoucherUses } from "../../voucher/voucher-repository.ts";
import { listAudit } from "../audit-repository.ts";
import {
  findCustomer,
  listPendingProfessionals,
  listRecentMovements,
  listSubAccountsOf,
  searchCustomers,
} from "../customer-repository.ts";
import { searchOrders } from "../order-search-repository.ts";
import type { TConsoleDeps } from "./console-deps.ts";

const MOVEMENTS_SHOWN = 20;
/** Orders under carrier review listed at once (the endpoint says 100 at most). */
const CARRIER_REVIEWS_SHOWN = 100;

type TVoucherListRow = Awaited<ReturnType<typeof listVouchersWithUses>>[number];
const toVoucherRow = (row: TVoucherListRow): TVoucherRow => ({
  code: row.code,
  kind: row.kind,
  value: row.value,
  valid_from: row.valid_from?.toISOString() ?? null,
  valid_until: row.valid_until?.toISOString() ?? null,
  usage_limit: row.usage_limit,
  uses: row.uses,
  created_at: row.created_at.toISOString(),
});

/** The console's reads (issue 18): lists and searches, no change and so no audit row. */
export function createConsoleReads(deps: TConsoleDeps & { balanceOf: (userId: number) => Promise<number> }) {
  const db = deps.db as Parameters<typeof listVouchersWithUses>[0];
  return {
    pendingAccounts: () => listPendingProfessionals(deps.db),
    searchCustomers: (text: string) => searchCustomers(deps.db, text, CONSOLE_PAGE_SIZE),
    searchOrders: (text: string) => searchOrders(deps.db, text, CONSOLE_PAGE_SIZE),
    /** Orders under carrier review, oldest first (decision 062). */
    carrierReviews: async () =>
      (await listOpenCarrierReviews(deps.db, CARRIER_REVIEWS_SHOWN)).map(({ total_cents, ...row }) => ({
        ...row,
        total: total_cents,
      })),

    async customer(id: number): Promise<TCustomerDetail> {
      const customer = await findCustomer(deps.db, id);
      if (!customer) throw new AppError("not_found", 404);
      const [balance, owed, subAccounts, movements] = await Promise.all([
        deps.balanceOf(id),
        findOwedDeferred(deps.db, id),
        listSubAccountsOf(deps.db, id),
        listRecentMovements(deps.db, id, MOVEMENTS_SHOWN),
      ]);
      const { deferredLimitCents, ...row } = customer;
      return {
        ...row,
        balance,
        deferred_limit: deferredLimitCents,
        default_deferred_limit: DEFERRED_OUTSTANDING_LIMIT_CENTS,
        deferred_owed: owed.cents,
        sub_accounts: subAccounts,
        movements,
      };
    },

    async vouchers(codes?: string[]): Promise<TVoucherRow[]> {
      return (await listVouchersWithUses(db, codes)).map(toVoucherRow);
    },

    async voucherUses(code: string) {
      const rows = await listVoucherUses(db, code, CONSOLE_PAGE_SIZE);
      return rows.map((row) => ({
        shipment_id: row.shipment_id,
        customer_email: row.customer_email,
        total: row.total_cents,
        discount: row.voucher_discount_cents,
        currency: row.currency,
        refunded: row.refunded_at !== null,
        paid_at: row.settled_at.toISOString(),
      }));
    },

    async auditLog(page: number) {
      const { rows, hasMore } = await listAudit(deps.db, {
        offset: (page - 1) * CONSOLE_PAGE_SIZE,
        limit: CONSOLE_PAGE_SIZE,
      });
      return {
        rows: rows.map((row) => ({
          id: String(row.id),
          actor: row.actor,
          action: row.action,
          target: row.target,
          details: (row.details ?? {}) as Record<string, unknown>,
          created_at: row.created_at.toISOString(),
        })),
        hasMore,
      };
    },
  };
}
