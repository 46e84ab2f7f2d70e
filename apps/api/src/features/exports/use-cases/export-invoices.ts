import type { TExportInvoiceQuery } from "@ship/contracts";
import { invoiceColumns } from "../export-columns.ts";
import { keysetBatches, type TExportSource } from "../export-source.ts";
import {
  nextInvoiceBatch,
  type TInvoiceCursor,
  type TInvoiceExportRow,
} from "../invoice-export-repository.ts";

/**
 * Spec §2 My invoices 'with exports' (GET /export_invoice/{token}): the invoices of the caller's
 * shipments (and its sub-accounts', decision 012), newest first.
 */
export const invoiceExport: TExportSource<TInvoiceExportRow, TExportInvoiceQuery> = {
  name: "invoices",
  columns: (_owners, lang) => invoiceColumns(lang),
  batches: (db, owners) =>
    keysetBatches(
      (after: TInvoiceCursor | null, size) => nextInvoiceBatch(db, owners.userIds, after, size),
      (row) => ({ year: row.year, sequence: row.sequence }),
    ),
};
