import type { TVoucherCreateBody } from "@ship/contracts";
import { normalizeVoucherCode } from "@ship/domain";
import { AppError } from "../../../errors/app-error.ts";
import { insertVoucher } from "../../voucher/voucher-repository.ts";
import { appendAudit } from "../audit-repository.ts";
import type { TActor, TConsoleDeps } from "./console-deps.ts";

/** A new voucher code (stored upper-case) and its audit row, in one transaction; a taken code is 409. */
export function createCreateVoucher(deps: TConsoleDeps) {
  return async function createVoucher(body: TVoucherCreateBody, actor: TActor): Promise<string> {
    const code = normalizeVoucherCode(body.code);
    await deps.unitOfWork.transaction(async (trx) => {
      const created = await insertVoucher(trx, {
        code,
        kind: body.kind,
        value: body.value,
        valid_from: body.valid_from ? new Date(body.valid_from) : null,
        valid_until: body.valid_until ? new Date(body.valid_until) : null,
        usage_limit: body.usage_limit,
      });
      if (!created) throw new AppError("console.voucher_exists", 409, { field: "code" });
      await appendAudit(trx, {
        ...actor,
        action: "voucher.create",
        target: `voucher:${code}`,
        details: {
          kind: body.kind,
          value: body.value,
          valid_from: body.valid_from,
          valid_until: body.valid_until,
          usage_limit: body.usage_limit,
        },
      });
    });
    return code;
  };
}
