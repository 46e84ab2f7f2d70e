/// <reference lib="dom" />
import type { Page } from "playwright-core";

/**
 * Helpers of the order-flow browser tests. `prepareOrder` makes an order ready to pay through the
 * same API calls the quote, offers and order screens make (rate, offers, offer/select,
 * update-shipment), from inside the page so the session cookie is the browser's; the screens of
 * steps 4 and 5 are then driven by clicks.
 */

export const SANDBOX_CARDS = { success: "4242 4242 4242 4242", decline: "4000 0000 0000 0002" } as const;

type TApiAnswer<T> = { status: number; json: T | null };

/** A JSON call to /api/v4 from the page (same origin, the browser's cookies). */
export async function callApi<T>(page: Page, path: string, body?: unknown): Promise<TApiAnswer<T>> {
  return page.evaluate(
    async ([path, body]) => {
      const response = await fetch(`/api/v4${path}`, {
        method: body === undefined ? "GET" : "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, json: (await response.json().catch(() => null)) as T | null };
    },
    [path, body] as const,
  );
}

/** A date the carriers collect on: two days ahead in the operator's time zone. */
export function collectionDate(daysAhead = 2): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(
    new Date(Date.now() + daysAhead * 86_400_000),
  );
}

const person = (postcode: string, city: string, name: string) => ({
  company: "",
  name,
  phone: "+33 6 12 34 56 78",
  email: "camille.martin@example.com",
  address1: "12 rue de la Roquette",
  postcode,
  city,
});

export type TPreparedOrder = { shipment_id: string; order_id: string; offer_id: string; total: number };

/** Paris 75011 to Marseille 13001, one 2 kg parcel, sender and recipient filled in: ready to pay. */
export async function prepareOrder(
  page: Page,
  baseUrl: string,
  lang = "en",
  labelFormat: "PDF" | "ZPL" = "PDF",
  parcels: readonly { number: number; weight: number; x: number; y: number; z: number }[] = [
    { number: 1, weight: 2, x: 30, y: 20, z: 10 },
  ],
): Promise<TPreparedOrder> {
  if (!page.url().startsWith(baseUrl)) {
    await page.goto(`${baseUrl}/#/${lang}/index`);
    await page.getByTestId("quote-form").waitFor({ state: "attached" });
  }
  const date = collectionDate();
  const rated = await callApi<{ shipment_id: string; order_id: string }>(page, "/rate", {
    shipment: {
      ship_from: { country_code: "FR", address: "75011, Paris" },
      ship_to: { country_code: "FR", address: "13001, Marseille", pro: 0 },
      parcels,
      unit: "fr",
      shipment_date: date,
      shipment_type: 2,
    },
  });
  if (rated.status !== 200 || !rated.json) throw new Error(`POST /rate answered ${rated.status}`);
  const { shipment_id, order_id } = rated.json;
  const offers = await callApi<{
    offers: { offer_id: string; allow_dropoff: number; delivery_to_collection_point: number }[];
  }>(page, "/offers", {
    shipment_id,
    order_id,
  });
  // Drop-off at a carrier point, delivered at the door: no relay point to choose.
  const offer = (offers.json?.offers ?? []).find(
    (candidate) => candidate.allow_dropoff === 1 && candidate.delivery_to_collection_point === 0,
  );
  if (!offer) throw new Error("no drop-off offer Paris -> Marseille");
  const key = { shipment_id, order_id, offer_id: offer.offer_id };
  const selected = await callApi(page, "/offer/select", { ...key, origin: "order-offer" });
  if (selected.status !== 200) throw new Error(`POST /offer/select answered ${selected.status}`);
  const updated = await callApi<{ order: { offer: { offer_id: string }; price: { total_ti: number } } }>(
    page,
    "/update-shipment",
    {
      ...key,
      shipping_info: {
        ship_from: person("75011", "Paris", "Camille Martin"),
        ship_to: person("13001", "Marseille", "Louis Bernard"),
        reason: "gift",
        content: "Books",
        value: "80",
        currency: "EUR",
        insurance: 0,
        shipping_method: "dropoff",
        shipment_date: date,
        label_format: labelFormat,
        hazardous: 1,
        terms: 1,
      },
    },
  );
  if (updated.status !== 200 || !updated.json)
    throw new Error(`POST /update-shipment answered ${updated.status}: ${JSON.stringify(updated.json)}`);
  const order = updated.json.order;
  const prepared = { shipment_id, order_id, offer_id: order.offer.offer_id, total: order.price.total_ti };
  // What the order page keeps for the payment screen (the spec's "shipping" cookie, §4).
  await page.evaluate((ref) => localStorage.setItem("shipping", JSON.stringify(ref)), {
    shipment_id,
    order_id,
    offer_id: prepared.offer_id,
  });
  return prepared;
}

/** Logs in through POST /login, as the login modal does. */
export async function logIn(page: Page, baseUrl: string, login: string, password: string) {
  if (!page.url().startsWith(baseUrl)) {
    await page.goto(`${baseUrl}/#/en/index`);
    await page.getByTestId("quote-form").waitFor({ state: "attached" });
  }
  const answer = await callApi(page, "/login", { login, password });
  if (answer.status !== 200) throw new Error(`POST /login answered ${answer.status}`);
}

/**
 * On the sandbox card page: the card, a name, an expiry date ahead and a security code, as a
 * customer types them, then Pay.
 */
export async function payOnCardPage(page: Page, card: string) {
  await page.locator("#card_number").fill(card);
  await page.locator("#cardholder").fill("Camille Martin");
  await page.locator("#expiry").fill(`12/${String((new Date().getFullYear() + 3) % 100).padStart(2, "0")}`);
  await page.locator("#cvc").fill("123");
  await page.locator('form button[type="submit"]').first().click();
}

/** From the payment screen: 'Pay by card', then the sandbox card page with this card. */
export async function payByCard(page: Page, card: string) {
  await page.getByTestId("pay-by-card").click();
  await page.waitForURL(/\/sandbox-pay\//);
  await payOnCardPage(page, card);
}

/** The response body of a download link of the page, fetched with the page's cookies. */
export async function download(
  page: Page,
  href: string,
): Promise<{ status: number; type: string; bytes: Buffer }> {
  const response = await page.context().request.get(new URL(href, page.url()).toString());
  return {
    status: response.status(),
    type: response.headers()["content-type"] ?? "",
    bytes: await response.body(),
  };
}

/* Step 3 through the screens: the offers' Choose button, the order page. */

/** 'Choose' on the first offer row matching `filter` (data attributes of the row), then the order page. */
export async function chooseOffer(page: Page, filter: (row: DOMStringMap) => boolean = () => true) {
  const rows = await page
    .getByTestId("offer-row")
    .evaluateAll((elements) => elements.map((element) => ({ ...(element as HTMLElement).dataset })));
  const index = rows.findIndex(filter);
  if (index < 0) throw new Error("no offer row matches");
  await page.getByTestId("offer-row").nth(index).getByTestId("choose-offer").click();
  await page.waitForURL(/#\/\w+\/order-order$/, { timeout: 20_000 });
  await page.getByTestId("order-form").waitFor();
}

type TParty = { name: string; phone: string; email: string; address1: string };

/** The name, phone, e-mail and first address line of the sender or the recipient. */
export async function fillAddress(
  page: Page,
  side: "ship_from" | "ship_to",
  name: string,
  phone = "+33 6 12 34 56 78",
) {
  await page.getByTestId(`${side}-name`).fill(name);
  await page.getByTestId(`${side}-phone`).fill(phone);
  await page.getByTestId(`${side}-email`).fill("someone@example.com");
  await page.getByTestId(`${side}-address1`).fill("12 rue de la Roquette");
}

/** Sender and recipient, content, drop-off, the two declarations; customs rows when given. */
export async function fillOrderPage(
  page: Page,
  args: {
    sender: TParty;
    recipient: TParty;
    content: string;
    duties?: { desc: string; qty: string; unitPrice: string }[];
    voucher?: string;
  },
) {
  for (const [side, party] of [
    ["ship_from", args.sender],
    ["ship_to", args.recipient],
  ] as const) {
    for (const [field, value] of Object.entries(party)) {
      await page.getByTestId(`${side}-${field}`).fill(value);
    }
  }
  await page.getByTestId("content").fill(args.content);
  if (await page.getByTestId("method-dropoff").isEnabled()) await page.getByTestId("method-dropoff").check();
  for (const [index, row] of (args.duties ?? []).entries()) {
    if (index > 0) await page.getByTestId("duty-add").click();
    const line = page.getByTestId("customs-row").nth(index);
    await line.getByTestId("duty-desc").fill(row.desc);
    await line.getByTestId("duty-qty").fill(row.qty);
    await line.getByTestId("duty-unit-price").fill(row.unitPrice);
  }
  if (args.voucher) await page.getByTestId("voucher").fill(args.voucher);
  await page.getByTestId("hazardous").check();
  await page.getByTestId("terms").check();
  await page.getByTestId("order-continue").click();
  await page.waitForURL(/#\/\w+\/order-payment$/, { timeout: 20_000 });
  await page.getByTestId("payment-block").waitFor();
}
