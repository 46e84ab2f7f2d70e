import { describe, expect, it } from "vitest";
import { sampleGenericOrder, sampleShopifyOrder, sampleWooCommerceOrder } from "../stores/sample-orders.ts";
import { fromGeneric } from "./generic-order.ts";
import { toAddress, toSelectedOffer } from "./mapping-helpers.ts";
import { fromShopify, ZShopifyOrder } from "./shopify-order.ts";
import { isSignedBy, signBody } from "./signature.ts";
import { fromWooCommerce, ZWooCommerceOrder } from "./woocommerce-order.ts";

describe("store orders onto pre-orders", () => {
  it("maps a Shopify order: grams to kilograms, the shipping line's carrier, no sender address", () => {
    const order = ZShopifyOrder.parse(sampleShopifyOrder(1));
    const mapped = fromShopify(order);
    expect(mapped?.merchantOrderId).toBe(`shopify-${order.id}`);
    expect(mapped?.products[0]).toMatchObject({
      quantity: 3,
      parcels: [{ number: 3, weight: 0.45, x: null, y: null, z: null }],
      address_to: { name: "Jeanne Martin", postcode: "75002", country_code: "FR" },
      address_from: { name: "", address1: "", country_code: "" },
      selected_offer: { title: "Colissimo Domicile", carrier_code: "COLISSIMO" },
    });
  });

  it("leaves out Shopify lines that need no shipping, and an order made only of them", () => {
    const order = ZShopifyOrder.parse({
      id: 7,
      line_items: [
        { id: 1, title: "Gift card", quantity: 1, grams: 0, requires_shipping: false },
        { id: 2, title: "Mug", quantity: 2, grams: 0 },
      ],
    });
    const mapped = fromShopify(order);
    expect(mapped?.products.map((product) => [product.product_id, product.parcels[0]?.weight])).toEqual([
      ["2", null],
    ]);
    const giftOnly = ZShopifyOrder.parse({
      id: 8,
      line_items: [{ id: 1, quantity: 1, requires_shipping: false }],
    });
    expect(fromShopify(giftOnly)).toBeUndefined();
  });

  it("maps a WooCommerce order: no weight known, the billing e-mail on the delivery address", () => {
    const mapped = fromWooCommerce(ZWooCommerceOrder.parse(sampleWooCommerceOrder(1)));
    expect(mapped.products[0]).toMatchObject({
      parcels: [{ number: 3, weight: null }],
      address_to: { email: "jeanne.martin@example.com", address1: "12 rue de la Paix" },
      selected_offer: { title: "UPS Standard", carrier_code: "UPS", service_name: null },
    });
  });

  it("maps a generic order with its sizes and dates", () => {
    const mapped = fromGeneric({ ...sampleGenericOrder(1), expected_pickup_date: "2026-12-01" });
    expect(mapped.products[0]).toMatchObject({
      parcels: [{ number: 3, weight: 0.45, x: 12, y: 10, z: 10 }],
      expected_pickup_date: "2026-12-01",
      selected_offer: { carrier_code: "DHL" },
    });
  });

  it("cuts store text to the pre-order's limits, keeps only a two-letter country, marks a company address pro", () => {
    const address = toAddress({ company: "ACME", address1: "x".repeat(80), country_code: "france" });
    expect(address).toMatchObject({ address1: "x".repeat(35), country_code: "", pro: 1 });
  });

  it("recognises a carrier only as a whole word of the title", () => {
    expect(toSelectedOffer("Livraison Mondial Relay")?.carrier_code).toBeNull();
    expect(toSelectedOffer("MondialRelay point")?.carrier_code).toBe("MONDIALRELAY");
    expect(toSelectedOffer("Dupsy express")?.carrier_code).toBeNull();
    expect(toSelectedOffer("")).toBeNull();
  });
});

describe("webhook signatures", () => {
  const body = Buffer.from('{"id":1}');
  it("accepts the base64 HMAC-SHA256 of the exact bytes with the secret, and nothing else", () => {
    const signature = signBody(body, "secret-1");
    expect(isSignedBy(body, signature, "secret-1")).toBe(true);
    expect(isSignedBy(body, signature, "secret-2")).toBe(false);
    expect(isSignedBy(Buffer.from('{"id": 1}'), signature, "secret-1")).toBe(false);
    expect(isSignedBy(body, undefined, "secret-1")).toBe(false);
    expect(isSignedBy(body, "short", "secret-1")).toBe(false);
  });
});
