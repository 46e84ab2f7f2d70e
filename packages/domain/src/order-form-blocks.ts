import type { TShipmentReason } from "./account-settings.ts";
import { needsCustoms } from "./europe.ts";
import type { TFormIssue } from "./order-form-check.ts";

/**
 * The order form's blocks a brand may switch off (spec §1, decision 049): shipment_info (reason and
 * content) and shipment_value (declared value and insurance). A switched-off block does not exist on
 * that brand: its fields are refused when sent with a value, and the order stores the defaults.
 */
export type TOrderFormBlocks = { shipmentInfo: boolean; shipmentValue: boolean };

export const ALL_ORDER_FORM_BLOCKS: TOrderFormBlocks = { shipmentInfo: true, shipmentValue: true };

/** The order form blocks of a brand's `blocks` list (brand files, `GET /brand`). */
export function orderFormBlocksOf(blocks: readonly string[]): TOrderFormBlocks {
  return { shipmentInfo: blocks.includes("shipment_info"), shipmentValue: blocks.includes("shipment_value") };
}

/** What an order stores for reason and content where the brand has no shipment_info block. */
export const SHIPMENT_INFO_DEFAULTS = { reason: "commercial", content: "Goods" } as const;

type TBlockFields = { reason?: string; content?: string; value?: string | number; insurance: 0 | 1 };
type TAdd = (path: TFormIssue["path"], code: string) => void;

const filled = (value: string | number | undefined) =>
  value !== undefined && !(typeof value === "string" && value.trim() === "");

/**
 * Checks the blocks' fields against the brand's blocks and answers the reason, content and
 * insurance the order goes on with: required where the block exists, refused where it does not.
 */
export function checkOrderFormBlocks(
  input: TBlockFields,
  blocks: TOrderFormBlocks,
  add: TAdd,
): { reason: TShipmentReason | undefined; content: string; insured: boolean } {
  let reason = input.reason as TShipmentReason | undefined;
  let content = input.content?.trim() ?? "";
  if (blocks.shipmentInfo) {
    if (reason === undefined) add(["reason"], "validation.required");
    if (content === "") add(["content"], "validation.required");
  } else {
    if (reason !== undefined) add(["reason"], "validation.unknown_field");
    if (filled(input.content)) add(["content"], "validation.unknown_field");
    ({ reason, content } = SHIPMENT_INFO_DEFAULTS);
  }
  if (!blocks.shipmentValue) {
    if (input.insurance === 1) add(["insurance"], "validation.unknown_field");
    if (filled(input.value)) add(["value"], "validation.unknown_field");
  }
  return { reason, content, insured: blocks.shipmentValue && input.insurance === 1 };
}

/**
 * A route the brand does not ship (decision 049): abroad without the sending_abroad block, or one
 * that needs a customs declaration (needsCustoms) without the taxes_and_customs block. Checked by
 * every rating: the quote form's, and each recipient of a mass mailing.
 */
export function routeRefusalOf(
  blocks: readonly string[],
  fromCountry: string,
  toCountry: string,
): "rating.abroad_not_offered" | "rating.customs_not_offered" | null {
  if (!blocks.includes("sending_abroad") && fromCountry.toUpperCase() !== toCountry.toUpperCase())
    return "rating.abroad_not_offered";
  if (!blocks.includes("taxes_and_customs") && needsCustoms(fromCountry, toCountry))
    return "rating.customs_not_offered";
  return null;
}
