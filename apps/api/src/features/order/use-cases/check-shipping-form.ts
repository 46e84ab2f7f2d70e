import type { TOffer, TOrderShippingInfo, TRatedShipment, TShippingInfoFields } from "@ship/contracts";
import {
  checkVoucher,
  normalizeVoucherCode,
  type TIsoDate,
  type TLang,
  type TOrderFormBlocks,
  type TVoucher,
} from "@ship/domain";
import type { TFieldError } from "../../../http/zod-issues.ts";
import { resolveDropoffTo } from "../../relay-points/relay-point-service.ts";
import { validateShippingInfo } from "../validate-shipping-info.ts";
import type { TOrderDeps } from "./order-deps.ts";

type TDeps = Pick<TOrderDeps, "vouchers" | "connectors" | "budgetMs" | "now" | "today">;

export type TCheckedShippingForm =
  | { ok: false; errors: TFieldError[] }
  | {
      ok: true;
      info: TOrderShippingInfo;
      voucher: TVoucher | undefined;
      dateReset: boolean;
      methodSwitched: boolean;
    };

/**
 * Every check of the order form at once (spec §5), so the page shows every error together: the
 * shipping info (domain's checkShippingInfo), the voucher, and the relay point, read again from
 * the carrier by id (spec §3 dropoff_to: a point of the offer's service, never the client's copy).
 */
export function createCheckShippingForm(deps: TDeps) {
  return async function checkShippingForm(args: {
    input: TShippingInfoFields;
    shipment: TRatedShipment;
    offer: TOffer;
    ratedDate: TIsoDate;
    dutyPaymentDisplayed: 0 | 1;
    lang: TLang;
    blocks: TOrderFormBlocks;
  }): Promise<TCheckedShippingForm> {
    const checked = validateShippingInfo({
      input: args.input,
      shipment: args.shipment,
      offer: args.offer,
      dutyPaymentDisplayed: args.dutyPaymentDisplayed,
      ratedDate: args.ratedDate,
      today: deps.today(),
      blocks: args.blocks,
    });
    const typedCode = normalizeVoucherCode(args.input.voucher ?? "");
    const voucher = typedCode === "" ? undefined : await deps.vouchers.findVoucher(typedCode);
    const voucherRefusal = typedCode === "" ? null : checkVoucher(voucher, deps.now());
    const relay = await resolveDropoffTo({
      connectors: deps.connectors,
      offer: args.offer,
      id: args.input.dropoff_to,
      lang: args.lang,
      budgetMs: deps.budgetMs,
    });
    if (!checked.ok || voucherRefusal || !relay.ok) {
      const errors = checked.ok ? [] : checked.errors;
      if (voucherRefusal) errors.push({ code: voucherRefusal, field: "shipping_info.voucher" });
      if (!relay.ok) errors.push({ code: relay.code, field: "shipping_info.dropoff_to" });
      return { ok: false, errors };
    }
    return {
      ok: true,
      info: { ...checked.checked.info, voucher: voucher?.code ?? "", dropoff_to: relay.point },
      voucher,
      dateReset: checked.checked.dateReset,
      methodSwitched: checked.checked.methodSwitched,
    };
  };
}
