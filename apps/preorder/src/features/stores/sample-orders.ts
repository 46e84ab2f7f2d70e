import type { TGenericOrder } from "@ship/contracts";

/**
 * The my-store page's test orders: what each store would send for one paid order of a 3-unit
 * product, so the merchant sees the whole path work (signature, mapping, the pre-order list).
 * Each call makes a new order (its id from the clock).
 */
const ADDRESS = {
  first_name: "Jeanne",
  last_name: "Martin",
  company: "",
  address1: "12 rue de la Paix",
  city: "Paris",
  postcode: "75002",
  country: "FR",
  phone: "+33 1 23 45 67 89",
};
const EMAIL = "jeanne.martin@example.com";
const PRODUCT = { sku: "SAMPLE-MUG", title: "Sample mug (test order)", quantity: 3 };

function sampleId(now: number): number {
  return now * 10 + Math.floor(Math.random() * 10);
}

export function sampleShopifyOrder(now = Date.now()) {
  const id = sampleId(now);
  return {
    id,
    name: `#TEST-${String(id).slice(-6)}`,
    email: EMAIL,
    shipping_address: {
      first_name: ADDRESS.first_name,
      last_name: ADDRESS.last_name,
      company: null,
      address1: ADDRESS.address1,
      address2: null,
      city: ADDRESS.city,
      zip: ADDRESS.postcode,
      country_code: ADDRESS.country,
      phone: ADDRESS.phone,
    },
    shipping_lines: [{ title: "Colissimo Domicile", code: "colissimo-domicile" }],
    line_items: [
      {
        id: id + 1,
        sku: PRODUCT.sku,
        title: PRODUCT.title,
        quantity: PRODUCT.quantity,
        grams: 450,
        requires_shipping: true,
      },
    ],
  };
}

export function sampleWooCommerceOrder(now = Date.now()) {
  const id = sampleId(now);
  return {
    id,
    number: `TEST-${String(id).slice(-6)}`,
    billing: { email: EMAIL, phone: ADDRESS.phone },
    shipping: {
      first_name: ADDRESS.first_name,
      last_name: ADDRESS.last_name,
      company: ADDRESS.company,
      address_1: ADDRESS.address1,
      address_2: "",
      city: ADDRESS.city,
      postcode: ADDRESS.postcode,
      country: ADDRESS.country,
      phone: ADDRESS.phone,
    },
    shipping_lines: [{ method_title: "UPS Standard", method_id: "flat_rate" }],
    line_items: [{ id: id + 1, sku: PRODUCT.sku, name: PRODUCT.title, quantity: PRODUCT.quantity }],
  };
}

export function sampleGenericOrder(now = Date.now()): TGenericOrder {
  const id = sampleId(now);
  return {
    order_id: `TEST-${id}`,
    order_number: `TEST-${String(id).slice(-6)}`,
    shipping_option: "DHL Express",
    ship_to: {
      name: `${ADDRESS.first_name} ${ADDRESS.last_name}`,
      email: EMAIL,
      phone: ADDRESS.phone,
      address1: ADDRESS.address1,
      postcode: ADDRESS.postcode,
      city: ADDRESS.city,
      country_code: ADDRESS.country,
    },
    items: [
      {
        id: "1",
        sku: PRODUCT.sku,
        name: PRODUCT.title,
        quantity: PRODUCT.quantity,
        weight_kg: 0.45,
        length_cm: 12,
        width_cm: 10,
        height_cm: 10,
      },
    ],
  };
}
