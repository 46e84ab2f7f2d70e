import type { TDirectDebitDeps } from "./use-cases/direct-debit-deps.ts";
import { createEnsureMandate } from "./use-cases/ensure-mandate.ts";
import { createReadMandateStatus } from "./use-cases/mandate-status.ts";
import { createReadSignedMandate } from "./use-cases/read-signed-mandate.ts";
import { createRenderMandate } from "./use-cases/render-mandate.ts";
import { createUploadSignedMandate } from "./use-cases/upload-signed-mandate.ts";

/** Direct debit's use cases (one per file in use-cases/), assembled for the routes (decision 033). */
export function createDirectDebitService(deps: TDirectDebitDeps) {
  const ensureMandate = createEnsureMandate(deps);
  return {
    /** After the bank details are saved: the mandate gets its reference. */
    ensureMandate: (userId: number) => ensureMandate(userId),
    readStatus: createReadMandateStatus(deps),
    renderMandate: createRenderMandate(deps, ensureMandate),
    uploadSignedMandate: createUploadSignedMandate(deps, ensureMandate),
    readSignedMandate: createReadSignedMandate(deps),
  };
}
export type TDirectDebitService = ReturnType<typeof createDirectDebitService>;
