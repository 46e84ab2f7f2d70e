import { type TOrderInProgress, ZShippingInfoInput } from "@ship/contracts";
import { describe, expect, it } from "vitest";
import { checkOrderForm } from "./order-form-schema.ts";
import { describeForm, initialValues, type TOrderFormValues, toShippingInfo } from "./order-form-values.ts";

const order = (from = "FR", to = "FR", over: Partial<TOrderInProgress["options"]> = {}) =>
  ({
    shipment_id: "s1",
    order_id: "o1",
    shipment: {
      ship_from: { country_code: from, postcode: "75011", city: "Paris", pro: 0 },
      ship_to: { country_code: to, postcode: "13001", city: "Marseille", pro: 0 },
      parcels: [{ number: 1, weight: 2, x: 30, y: 20, z: 10 }],
      unit: "fr",
      shipment_type: 2,
      stackable: 0,
      shipment_date: "2026-03-12",
      currency: "EUR",
    },
    offer: {
      offer_id: "f1",
      carrier_code: "UPS",
      currency: "EUR",
      price_ti: 2000,
      price_te: 1667,
      shipment_date: "2026-03-12",
    },
    price: {
      currency: "EUR",
      offer_te: 1667,
      offer_ti: 2000,
      insurance: 0,
      voucher_discount: 0,
      total_ti: 2000,
    },
    options: {
      pickup_allowed: true,
      dropoff_allowed: true,
      customs_required: from === "US",
      reasons: ["commercial", "gift", "sample", "returns_and_repairs", "personal_effects"],
      default_ready_time: "11:00",
      default_close_time: "17:00",
      duty_third_party: "ups",
      ...over,
    },
    shipping_info: null,
  }) as unknown as TOrderInProgress;

describe("order form values", () => {
  it("prefills the rated postcodes, the spec §9 times, pickup and one goods row of quantity 1", () => {
    const values = initialValues(order("US"));
    expect(values.ship_from).toMatchObject({ postcode: "75011", city: "Paris", name: "" });
    expect(values).toMatchObject({ shipping_method: "pickup", ready_time: "11:00", close_time: "17:00" });
    expect(values.duties).toEqual([{ desc: "", country: "US", qty: 1, unit_price: "", currency: "EUR" }]);
    expect(values.hazardous).toBe(0);
  });

  it("prefills the sender from the account address and the shipment defaults", () => {
    const values = initialValues(order(), {
      email: "me@example.com",
      account: {
        company: "ACME",
        lastname: "Martin",
        phone: "+33612345678",
        address1: "1 rue A",
        address2: "",
        address3: "",
        country_id: 1,
        postcode: "75011",
        city: "Paris",
      },
      defaults: { reason: "gift", content: "Books", label_format: "ZPL", dropoff: 1 },
    });
    expect(values.ship_from).toMatchObject({ company: "ACME", name: "Martin", email: "me@example.com" });
    expect(values).toMatchObject({
      reason: "gift",
      content: "Books",
      label_format: "ZPL",
      shipping_method: "dropoff",
    });
  });

  it("ticks the recipient's notice as the account's default says, and sends it", () => {
    const account = { email: "me@example.com", account: null as never };
    expect(initialValues(order()).notification_recipient).toBe(0);
    const told = initialValues(order(), { ...account, defaults: { notification_recipient: 1 } });
    expect(told.notification_recipient).toBe(1);
    expect(toShippingInfo(told, order()).notification_recipient).toBe(1);
  });

  it("insures the order as the rating did, so the price stays the one the offers showed (decision 050)", () => {
    const rated = order();
    const preferences = { insurance: 1, insurance_declared_value: 12_050, insurance_ti: 200 };
    const insured = { ...rated, shipment: { ...rated.shipment, preferences } } as TOrderInProgress;
    const values = initialValues(insured, {
      email: "me@example.com",
      account: null as never,
      defaults: { insurance: 0 },
    });
    expect(values).toMatchObject({ insurance: 1, value: "120.50", currency: "EUR" });
    expect(describeForm(values, insured).insurance).toBe(200);
    expect(initialValues(rated)).toMatchObject({ insurance: 0, value: "" });
  });

  it("sends no reason, content, insurance or value where the brand has no such block (decision 049)", () => {
    const none = { shipmentInfo: false, shipmentValue: false };
    const defaults = { insurance: 1 as const, insurance_declared_value: 80, reason: "gift" as const };
    const values = initialValues(
      order(),
      { email: "me@example.com", account: null as never, defaults },
      none,
    );
    expect(values).toMatchObject({ insurance: 0, value: "" });
    const body = toShippingInfo({ ...values, content: "Books" }, order(), none);
    for (const field of ["reason", "content", "insurance", "value", "currency"])
      expect(field in body).toBe(false);
    const dated = order("FR", "FR", { min_date: "2026-03-10" } as never);
    expect(checkOrderForm(body as never, dated, none)).not.toContainEqual(
      expect.objectContaining({ path: ["content"] }),
    );
  });

  it("sends no customs rows or pickup times the offer does not use", () => {
    const values = { ...initialValues(order()), shipping_method: "dropoff" } as TOrderFormValues;
    const body = toShippingInfo({ ...values, value: " " }, order());
    expect(body.duties).toEqual([]);
    expect(body.ready_time).toBeUndefined();
    expect("value" in body).toBe(false);
  });

  it("computes the insurance premium, row totals in euros, the total line and the EEI warning", () => {
    const base = initialValues(order("US"));
    const values: TOrderFormValues = {
      ...base,
      insurance: 1,
      value: "100",
      duties: [
        { desc: "Laptop", country: "US", qty: 2, unit_price: "1300", currency: "USD" },
        { desc: "Case", country: "CN", qty: 1, unit_price: "x", currency: "EUR" },
      ],
    };
    const figures = describeForm(values, order("US"));
    expect(figures.insurance).toBe(200);
    expect(figures.rowTotals).toEqual([244_608, null]);
    expect(figures.dutiesTotal).toBe(244_608);
    expect(figures.eeiRequired).toBe(true);
    expect(figures.total).toBe(2200);
  });

  it("hides insurance for personal effects sent abroad", () => {
    const values = {
      ...initialValues(order("FR", "DE")),
      reason: "personal_effects",
      insurance: 1,
      value: "500",
    };
    const figures = describeForm(values as TOrderFormValues, order("FR", "DE"));
    expect(figures.personalEffectsAbroad).toBe(true);
    expect(figures.insurance).toBe(0);
  });
});

describe("checkOrderForm: the API's spec §5 check on the order page", () => {
  const filled = (at: TOrderInProgress, over: Partial<TOrderFormValues> = {}) => {
    const values = initialValues(at);
    const party = {
      ...values.ship_to,
      name: "Louis Durand",
      phone: "+33 6 12 34 56 78",
      email: "l@example.com",
      address1: "3 La Canebière",
    };
    const typed = { ...values, ship_from: { ...party, postcode: "75011" }, ship_to: party, content: "Wine" };
    return ZShippingInfoInput.parse(toShippingInfo({ ...typed, hazardous: 1, terms: 1, ...over }, at));
  };
  const fr = order("FR", "FR", { min_date: "2026-03-10" } as never);

  it("finds nothing in a complete form, and the API's codes otherwise", () => {
    expect(checkOrderForm(filled(fr, { shipping_method: "dropoff" }), fr)).toEqual([]);
    expect(
      checkOrderForm(filled(fr, { shipping_method: "dropoff", insurance: 1, value: "0", terms: 0 }), fr),
    ).toEqual([
      { code: "0 higher", path: ["value"] },
      { code: "account.terms_required", path: ["terms"] },
    ]);
  });

  it("leaves the issue of a hidden field to the API: insurance of personal effects abroad", () => {
    const abroad = order("FR", "US", { min_date: "2026-03-10" } as never);
    const info = filled(abroad, { shipping_method: "dropoff", reason: "personal_effects", insurance: 1 });
    expect(checkOrderForm(info, abroad)).toEqual([
      { code: "validation.required", path: ["passport_number"] },
    ]);
  });
});

describe("an order chosen through ship to contact (decision 041)", () => {
  const end = (name: string, postcode: string, city: string) => ({
    company: "",
    name,
    phone: "+33 6 98 76 54 32",
    email: "contact@example.test",
    address1: "3 La Canebière",
    address2: "Bât. B",
    address3: "",
    country_code: "FR",
    postcode,
    city,
    pro: 0 as const,
  });
  const prefilled = {
    ...order(),
    prefill: {
      ship_from: end("Camille Martin", "75 011", "Paris"),
      ship_to: end("Louis Durand", "13001", "Marseille"),
      reason: "gift",
      content: "Books",
      declared_value: 12_050,
      currency: "USD",
      insurance: 1,
      duties: [],
    },
  } as TOrderInProgress;

  it("starts from the page's addresses and shipment info, the rated postcodes kept, the ticks off", () => {
    const values = initialValues(prefilled, {
      email: "me@example.test",
      account: null,
      defaults: { reason: "sample", content: "Wine" },
    });
    expect(values.ship_from).toMatchObject({ name: "Camille Martin", address2: "Bât. B", postcode: "75011" });
    expect(values.ship_to).toMatchObject({
      name: "Louis Durand",
      address1: "3 La Canebière",
      city: "Marseille",
    });
    expect(values).toMatchObject({
      reason: "gift",
      content: "Books",
      value: "120.50",
      currency: "USD",
      insurance: 1,
      add_address1_to_contact: 0,
      add_address2_to_contact: 0,
    });
  });

  it("starts the customs table from the page's goods rows, prices in cents shown as typed", () => {
    const row = { desc: "Cotton shirts", country: "US", qty: 2, unit_price: 2_550, currency: "USD" as const };
    const withRows = { ...prefilled, prefill: { ...prefilled.prefill, duties: [row] } } as TOrderInProgress;
    expect(initialValues(withRows).duties).toEqual([{ ...row, unit_price: "25.50" }]);
    // Without rows, the order page's own first row (quantity 1) stays.
    expect(initialValues(prefilled).duties).toEqual([
      { desc: "", country: "FR", qty: 1, unit_price: "", currency: "EUR" },
    ]);
  });

  it("keeps what was saved on the order page once there is one", () => {
    const info = { ...toShippingInfo(initialValues(prefilled), prefilled), content: "Vinyls" };
    const saved = { ...prefilled, shipping_info: { ...info, ship_from: prefilled.prefill?.ship_from } };
    expect(initialValues(saved as unknown as TOrderInProgress).content).toBe("Vinyls");
  });
});
