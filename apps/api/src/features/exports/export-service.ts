import type {
  TExportInvoiceQuery,
  TExportPaymentQuery,
  TExportShipmentQuery,
  TSessionUser,
} from "@ship/contracts";
import type { TLang } from "@ship/domain";
import type { TExecutor } from "../../db/unit-of-work.ts";
import { invoiceExport } from "./use-cases/export-invoices.ts";
import { paymentExport } from "./use-cases/export-payments.ts";
import { shipmentExport } from "./use-cases/export-shipments.ts";
import { createRunExport } from "./use-cases/run-export.ts";

/** My account's exports (decision 032), one source each in use-cases/, assembled for the routes. */
export function createExportService(deps: { db: TExecutor }) {
  const runExport = createRunExport(deps);
  return {
    shipments: (user: TSessionUser, query: TExportShipmentQuery, lang: TLang) =>
      runExport(shipmentExport, user, query, lang),
    invoices: (user: TSessionUser, query: TExportInvoiceQuery, lang: TLang) =>
      runExport(invoiceExport, user, query, lang),
    payments: (user: TSessionUser, query: TExportPaymentQuery, lang: TLang) =>
      runExport(paymentExport, user, query, lang),
  };
}
export type TExportService = ReturnType<typeof createExportService>;
