import type { TDocumentAddress } from "@ship/documents";
import type { TExecutor, TUnitOfWork } from "../../../db/unit-of-work.ts";
import type { TSecretBox } from "../../settings/secret-box.ts";

/** What the direct-debit use cases need; each takes the `Pick` it uses. */
export type TDirectDebitDeps = {
  db: TExecutor;
  unitOfWork: TUnitOfWork;
  /** Opens the IBAN the settings feature sealed. */
  secrets: TSecretBox;
  /** The operator, as seller on invoices, with its SEPA creditor identifier when configured. */
  creditor: TDocumentAddress & { creditorId?: string };
  /** The operator's time zone: the mandate's date is its calendar day there. */
  timeZone: string;
};
