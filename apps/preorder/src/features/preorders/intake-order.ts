import type { TPreorderProduct, TPreorderSource } from "@ship/contracts";

/** A product as a store gives it: what the service keeps of it before anything is shipped. */
export type TIntakeProduct = Omit<
  TPreorderProduct,
  "quantity_sent" | "status" | "created_at" | "updated_at" | "shipments"
>;

/** A store order mapped onto the pre-order's shape (Shopify, WooCommerce and generic alike). */
export type TIntakeOrder = {
  merchantOrderId: string;
  source: TPreorderSource;
  orderNumber: string;
  products: TIntakeProduct[];
};
