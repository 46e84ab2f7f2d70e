import type {
  TErrorCode,
  TOrderPrefill,
  TPreorderAddress,
  TPreorderProduct,
  ZPreorderRateBody,
} from "@ship/contracts";
import {
  checkPreOrderShipment,
  ORDER_FORM_LIMITS,
  preOrderPickupDateOf,
  type TCurrency,
  type TPreOrderShippingIssue,
} from "@ship/domain";
import type { z } from "zod";
import type { TFieldError } from "../../../http/zod-issues.ts";
import type { TRateOutcome, TRatingBrand } from "../../rating/rating-service.ts";
import type { TSession } from "../../session/session-service.ts";
import { insertMarker } from "../pre-order-marker-repository.ts";
import type { TPreOrderShippingDeps } from "./pre-order-shipping-deps.ts";
import { readPreOrderLines } from "./read-pre-order-lines.ts";
import { senderOf } from "./sender-of.ts";

type TBody = z.output<typeof ZPreorderRateBody>;
type TLoggedIn = TSession & { user: NonNullable<TSession["user"]> };

const toFieldError = (issue: TPreOrderShippingIssue): TFieldError => ({
  code: issue.code as TErrorCode,
  field: issue.path.join("."),
  ...("params" in issue && issue.params ? { params: issue.params } : {}),
});

/** The rating's field errors named as the modal shows them: the products' addresses, the parcels. */
function mapRatingErrors(errors: TFieldError[]): TFieldError[] {
  return errors.map((error) => {
    const field = error.field
      ?.replace(/^shipment\.ship_from\b/, "address_from")
      .replace(/^shipment\.ship_to\b/, "address_to")
      .replace(/^shipment\.parcels\b/, "parcels");
    return field === undefined ? error : { ...error, field };
  });
}

/** What the order page starts from: the pre-order's addresses, a commercial shipment of its products. */
function prefillOf(
  products: readonly TPreorderProduct[],
  sender: TPreorderAddress,
  currency: TCurrency,
): TOrderPrefill {
  const first = products[0] as TPreorderProduct;
  const names = products.map((product) => product.name || product.sku).filter(Boolean);
  return {
    ship_from: sender,
    ship_to: first.address_to,
    reason: "commercial",
    content: names.join(", ").slice(0, ORDER_FORM_LIMITS.content),
    declared_value: null,
    currency,
    insurance: 0,
    duties: [],
  };
}

/**
 * POST /pre-order/rate (spec §2 new pre-order shipment modal, §5): the products read from the
 * pre-order service, the §5 rules checked by domain's checkPreOrderShipment, then the shipment
 * rated by the engine of POST /rate from the products' addresses (the account's as sender when the
 * store gave none), type and expected pickup date.
 * The rating keeps the pre-order marker (which units of which merchant order it ships).
 */
export function createRatePreOrder(deps: TPreOrderShippingDeps) {
  return async function ratePreOrder(
    body: TBody,
    session: TLoggedIn,
    brand: TRatingBrand,
  ): Promise<TRateOutcome> {
    const userId = session.user.id;
    const picked = await readPreOrderLines(deps, userId, body.products);
    const checked = checkPreOrderShipment({
      picks: picked.map((pick, index) => ({ line: pick.line, quantity: body.products[index]?.quantity })),
      parcels: body.parcels,
      unit: body.unit,
    });
    if (checked.issues.length > 0) return { ok: false, errors: checked.issues.map(toFieldError) };

    const products = picked.map((pick) => pick.product);
    const first = picked[0] as (typeof picked)[number];
    const sender = await senderOf(deps, userId, first.product.address_from);
    const place = (address: TPreorderProduct["address_from"]) => ({
      country_code: address.country_code,
      postcode: address.postcode,
      city: address.city,
      pro: address.pro,
    });
    const outcome = await deps.rating.rate(
      {
        ship_from: place(sender),
        ship_to: place(first.product.address_to),
        parcels: body.parcels,
        unit: body.unit,
        shipment_date: preOrderPickupDateOf(first.product.expected_pickup_date, deps.today()),
        shipment_type: first.product.parcel_type,
        ...(first.product.parcel_type === 3 ? { stackable: first.product.stackable } : {}),
      },
      session,
      brand,
    );
    if (!outcome.ok) return { ok: false, errors: mapRatingErrors(outcome.errors) };
    await insertMarker(deps.db, {
      shipmentId: outcome.response.shipment_id,
      userId,
      merchantOrderId: first.preorder.merchant_order_id,
      products: picked.map((pick, index) => ({
        product_id: pick.product.product_id,
        quantity: checked.quantities[index] as number,
      })),
      selectedOffer: first.product.selected_offer,
      prefill: prefillOf(products, sender, brand.currency),
    });
    return outcome;
  };
}
