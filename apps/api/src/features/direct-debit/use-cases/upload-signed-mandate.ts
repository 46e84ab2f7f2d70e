import { createHash } from "node:crypto";
import type { TSepaMandateStatus } from "@ship/contracts";
import { isReadablePdf } from "@ship/documents";
import { SEPA_MANDATE_MAX_BYTES } from "@ship/domain";
import { AppError } from "../../../errors/app-error.ts";
import { findMandate, storeSignedMandate } from "../mandate-repository.ts";
import type { TDirectDebitDeps } from "./direct-debit-deps.ts";
import type { TEnsureMandate } from "./ensure-mandate.ts";
import { toMandateStatus } from "./mandate-status.ts";

/**
 * Stores the signed mandate (spec §5: PDF only, at most 1 MB), judged by its bytes: the `%PDF-`
 * header and a document pdf-lib can read, whatever the file's name or declared type. The mandate
 * is created if needed and the file stored in one transaction; a second upload replaces the first;
 * a refused file changes nothing.
 */
export function createUploadSignedMandate(
  deps: Pick<TDirectDebitDeps, "unitOfWork" | "timeZone">,
  ensureMandate: TEnsureMandate,
) {
  return async (userId: number, file: Uint8Array): Promise<TSepaMandateStatus> => {
    if (file.byteLength === 0) throw new AppError("sepa.file_required", 400, { field: "file" });
    if (file.byteLength > SEPA_MANDATE_MAX_BYTES)
      throw new AppError("sepa.file_too_large", 400, { field: "file" });
    if (!(await isReadablePdf(file))) throw new AppError("sepa.file_not_pdf", 400, { field: "file" });
    const sha256 = createHash("sha256").update(file).digest("hex");
    const mandate = await deps.unitOfWork.transaction(async (trx) => {
      await ensureMandate(userId, trx);
      await storeSignedMandate(trx, userId, { pdf: file, size: file.byteLength, sha256 });
      return findMandate(trx, userId);
    });
    return toMandateStatus(deps.timeZone, true, mandate);
  };
}
