import { AppError } from "../../../errors/app-error.ts";
import { findSignedMandate } from "../mandate-repository.ts";
import type { TDirectDebitDeps } from "./direct-debit-deps.ts";

/** The signed mandate the caller uploaded, byte for byte (404 before any upload). */
export function createReadSignedMandate(deps: Pick<TDirectDebitDeps, "db">) {
  return async (userId: number) => {
    const signed = await findSignedMandate(deps.db, userId);
    if (!signed) throw new AppError("not_found", 404);
    return { pdf: signed.pdf, filename: `sepa-mandate-${signed.reference}-signed.pdf` };
  };
}
