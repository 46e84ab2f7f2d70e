import type { TPreorderParcel, TPreorderRateBody } from "@ship/contracts";
import { checkPreOrderShipment, type TPreOrderShippingIssue } from "@ship/domain";
import type { TParcelLineValues } from "../../components/quote-form/quote-form-values.ts";
import type { TPreOrderRow } from "./pre-order-view.ts";

/** The modal's parcel lines from the store's (kg and cm); what the store did not give stays empty. */
export function parcelLinesOf(parcels: readonly TPreorderParcel[]): TParcelLineValues[] {
  const text = (value: number | null) => (value === null ? "" : String(value));
  const lines = parcels.map((parcel) => ({
    number: String(parcel.number),
    weight: text(parcel.weight),
    x: text(parcel.x),
    y: text(parcel.y),
    z: text(parcel.z),
  }));
  return lines.length > 0 ? lines : [{ number: "1", weight: "", x: "", y: "", z: "" }];
}

/** What the modal shows: errors under each quantity, under each parcel field, and for the products. */
export type TShipIssues = {
  quantities: Record<number, TPreOrderShippingIssue>;
  parcels: TPreOrderShippingIssue[];
  products: TPreOrderShippingIssue[];
};

/** Spec §5, the API's own check (domain), run before asking: the issues sorted by where they show. */
export function checkShipValues(
  rows: readonly TPreOrderRow[],
  quantities: readonly string[],
  parcels: readonly TParcelLineValues[],
): TShipIssues {
  const { issues } = checkPreOrderShipment({
    picks: rows.map((row, index) => ({ line: row.line, quantity: quantities[index] })),
    parcels,
    // The store's weights and dimensions are kilograms and centimetres.
    unit: "fr",
  });
  const sorted: TShipIssues = { quantities: {}, parcels: [], products: [] };
  for (const issue of issues) {
    if (issue.path[0] === "products" && typeof issue.path[1] === "number")
      sorted.quantities[issue.path[1]] = issue;
    else if (issue.path[0] === "parcels") sorted.parcels.push(issue);
    else sorted.products.push(issue);
  }
  return sorted;
}

/** POST /pre-order/rate's body from the modal. */
export function toRateBody(
  rows: readonly TPreOrderRow[],
  quantities: readonly string[],
  parcels: readonly TParcelLineValues[],
): TPreorderRateBody {
  return {
    products: rows.map((row, index) => ({
      merchant_order_id: row.preorder.merchant_order_id,
      product_id: row.product.product_id,
      quantity: quantities[index] ?? "",
    })),
    parcels: [...parcels],
    unit: "fr",
  };
}
