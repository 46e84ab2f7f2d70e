import { type TOrderInProgress, type TShippingInfoFields, ZShippingInfoInput } from "@ship/contracts";
import {
  ALL_ORDER_FORM_BLOCKS,
  checkShippingInfo,
  type TFormIssue,
  type TOrderFormBlocks,
} from "@ship/domain";
import i18next from "i18next";
import type { Resolver } from "react-hook-form";
import { contractResolver } from "../../lib/form-resolver.ts";
import { hiddenFields, type TOrderFormValues, toShippingInfo } from "./order-form-values.ts";

// The order form's checks: zod, the contract's schema and the spec §5 rules with their phone and
// postcode libraries. The form loads this module when it first validates (decision 068), so the
// page's first task does not evaluate them.

/**
 * The spec §5 rules the contract alone cannot know, checked by the same `checkShippingInfo` as the
 * API, with what the order says of the rated shipment and the offer. An issue of a field the page
 * hides is left to the API, whose answer shows it in the red box.
 */
export function checkOrderForm(
  info: TShippingInfoFields,
  order: TOrderInProgress,
  blocks: TOrderFormBlocks = ALL_ORDER_FORM_BLOCKS,
): TFormIssue[] {
  const { shipment, options, offer } = order;
  const { issues } = checkShippingInfo(info, {
    blocks,
    ship_from: shipment.ship_from,
    ship_to: shipment.ship_to,
    documentsAllowed: options.reasons.includes("documents"),
    dutyThirdParty: options.duty_third_party,
    offer: { allow_pickup: options.pickup_allowed ? 1 : 0, allow_dropoff: options.dropoff_allowed ? 1 : 0 },
    ratedDate: offer.shipment_date,
    today: options.min_date,
  });
  const hidden = hiddenFields({ ...info, reason: info.reason ?? "commercial" }, order);
  return issues.filter((issue) => !hidden.has(issue.path[0] as "insurance" | "value"));
}

/** The contract, then the spec §5 rules of the order (the API's check), with its translated messages. */
function orderSchema(order: TOrderInProgress, blocks: TOrderFormBlocks) {
  return ZShippingInfoInput.superRefine((info, ctx) => {
    for (const { code, path, params } of checkOrderForm(info, order, blocks)) {
      ctx.addIssue({ code: "custom", path, message: i18next.t(`errors:${code}`, params ?? {}) });
    }
  });
}

/**
 * The order form's resolver: the API's body is checked (fields the offer does not use left out),
 * the typed values kept.
 */
export function orderFormResolver(
  order: TOrderInProgress,
  blocks: TOrderFormBlocks,
): Resolver<TOrderFormValues> {
  const base = contractResolver<TOrderFormValues>(orderSchema(order, blocks) as never);
  return async (values, context, options) => {
    const result = await base(toShippingInfo(values, order, blocks) as never, context, options);
    return Object.keys(result.errors).length > 0 ? result : { values, errors: {} };
  };
}
