import type { TExportPaymentQuery } from "@ship/contracts";
import { paymentColumns } from "../export-columns.ts";
import { keysetBatches, type TExportSource } from "../export-source.ts";
import { nextPaymentBatch, type TPaymentExportRow } from "../payment-export-repository.ts";

/**
 * Spec §2 My payments 'with exports' (GET /export_payment/{token}): the payments of the caller
 * (and its sub-accounts', decision 012), newest first, each with the invoices it settled.
 */
export const paymentExport: TExportSource<TPaymentExportRow, TExportPaymentQuery> = {
  name: "payments",
  columns: (_owners, lang) => paymentColumns(lang),
  batches: (db, owners) =>
    keysetBatches(
      (after: string | null, size) => nextPaymentBatch(db, owners.userIds, after, size),
      (row) => row.id,
    ),
};
