import type { TSepaMandateStatus } from "@ship/contracts";
import { findBankSecret, findMandate, type TMandateRow } from "../mandate-repository.ts";
import type { TDirectDebitDeps } from "./direct-debit-deps.ts";

/** A moment's calendar day in a time zone, YYYY-MM-DD. */
export function calendarDayIn(timeZone: string, moment: Date): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(moment);
}

/** The status the page shows: the reference and date, the signed PDF's upload date and size. */
export function toMandateStatus(
  timeZone: string,
  bankSaved: boolean,
  mandate: TMandateRow | undefined,
): TSepaMandateStatus {
  const signed =
    mandate?.signed_uploaded_at && mandate.signed_size !== null
      ? { uploaded_at: new Date(mandate.signed_uploaded_at).toISOString(), size: mandate.signed_size }
      : null;
  return {
    bank_saved: bankSaved,
    mandate_reference: mandate?.mandate_reference ?? null,
    mandate_date: mandate ? calendarDayIn(timeZone, new Date(mandate.created_at)) : null,
    signed,
  };
}

/** Reads the caller's mandate without creating it. */
export function createReadMandateStatus(deps: Pick<TDirectDebitDeps, "db" | "timeZone">) {
  return async (userId: number): Promise<TSepaMandateStatus> => {
    const [bank, mandate] = await Promise.all([
      findBankSecret(deps.db, userId),
      findMandate(deps.db, userId),
    ]);
    return toMandateStatus(deps.timeZone, Boolean(bank), mandate);
  };
}
