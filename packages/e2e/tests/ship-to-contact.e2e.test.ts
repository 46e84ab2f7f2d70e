/// <reference lib="dom" />
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { newPage, pageErrors, useBrowser } from "../src/browser.ts";
import { callApi, chooseOffer, collectionDate, payByCard, SANDBOX_CARDS } from "../src/order-flow.ts";
import { fillParcel } from "../src/pages/quote-form.ts";

const baseUrl = inject("baseUrl");
const browser = useBrowser();
const shots = process.env.CI_REPORT_DIR ?? "/tmp";

const unique = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;

/** A new personal account, logged in in a new page (the register answer's session cookie). */
async function newCustomerPage() {
  const response = await fetch(`${baseUrl}/api/v4/register?lang=en`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      login: unique("ship"),
      password: "secret-42",
      passwordCompr: "secret-42",
      address_lastname: "Garnier",
      terms: 1,
    }),
  });
  expect(response.status).toBe(200);
  const session = response.headers.getSetCookie().find((c) => c.startsWith("PHPSESSID="));
  const cookie = session?.split(";")[0]?.split("=")[1] ?? "";
  const { page, context } = await newPage(browser(), { locale: "en-GB", width: 1280, height: 1000 });
  await context.addCookies([{ name: "PHPSESSID", value: cookie, url: baseUrl }]);
  await page.goto(`${baseUrl}/#/en/index`);
  // Logged in, the home page sends to the return screen (spec §4): wait for it, so that the redirect
  // never lands after the test's own navigation.
  await page.waitForURL(/#\/en\/pre-order/);
  return { page, context };
}

const FRANCE_ID = 250;
/** Contacts seeded through the contacts API (POST /my-contact-add), as the address book adds them. */
async function addContact(page: Page, lastname: string, postcode: string, city: string, address1: string) {
  const answer = await callApi(page, "/my-contact-add?lang=en", {
    lastname,
    phone: "+33 6 98 76 54 32",
    email: "contact@example.test",
    address1,
    country_id: FRANCE_ID,
    postcode,
    city,
  });
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
}

async function contactsOf(page: Page) {
  const answer = await callApi<{ rows: { lastname: string; postcode: string }[] }>(page, "/address-book", {
    q: "",
  });
  return (answer.json?.rows ?? []).map((row) => `${row.lastname} ${row.postcode}`);
}

/** Picks one contact of the address book modal by its name. */
async function pickInBook(page: Page, name: string) {
  // The modal's root wraps a fixed dialog: the dialog is what shows.
  const modal = page.getByRole("dialog");
  await modal.waitFor();
  await modal.getByTestId("address-book-row").filter({ hasText: name }).getByRole("radio").check();
  await modal.getByTestId("address-book-choose").click();
  await modal.waitFor({ state: "hidden" });
}

/** Paris 75011 -> Marseille 13001 rated as the quote form does, then its offers screen. */
async function openOffers(page: Page) {
  const rated = await callApi<{ shipment_id: string; order_id: string }>(page, "/rate", {
    shipment: {
      ship_from: { country_code: "FR", address: "75011, Paris" },
      ship_to: { country_code: "FR", address: "13001, Marseille" },
      parcels: [{ number: 1, weight: 2, x: 30, y: 20, z: 10 }],
      shipment_date: collectionDate(),
    },
  });
  const key = { shipment_id: rated.json?.shipment_id ?? "", order_id: rated.json?.order_id ?? "" };
  await page.evaluate(
    (ref) => localStorage.setItem("offers", JSON.stringify({ ...ref, origin: "index" })),
    key,
  );
  await page.goto(`${baseUrl}/#/en/order-offer`);
  await page.getByTestId("offer-row").first().waitFor();
}

async function finishOrder(page: Page) {
  if (await page.getByTestId("method-dropoff").isEnabled()) await page.getByTestId("method-dropoff").check();
  await page.getByTestId("hazardous").check();
  await page.getByTestId("terms").check();
  await page.getByTestId("order-continue").click();
  await page.waitForURL(/#\/en\/order-payment$/, { timeout: 20_000 });
  await page.getByTestId("payment-block").waitFor();
}

async function payAndConfirm(page: Page) {
  await payByCard(page, SANDBOX_CARDS.success);
  await page.waitForURL(/#\/en\/order-confirm$/, { timeout: 30_000 });
  await page.getByTestId("order-confirmation").waitFor();
}

describe("ship to a contact (issue 13 part 4)", () => {
  it("picks sender and recipient from the address book, rates, chooses an offer and pays with the addresses filled in", async () => {
    const { page, context } = await newCustomerPage();
    const errors = pageErrors(page);
    await addContact(page, "Camille Martin", "75011", "Paris", "12 rue de la Roquette");
    await addContact(page, "Louis Durand", "13001", "Marseille", "3 La Canebière");

    await page.goto(`${baseUrl}/#/en/ship-to-contact`);
    await page.getByTestId("recipient-summary").waitFor();
    // A new account has no address in its settings: the page says how to give a sender.
    expect(await page.getByTestId("sender-summary").textContent()).toContain("no address yet");

    // Comparing without a recipient says what is missing, and sends nothing.
    await page.getByTestId("ship-to-contact-compare").click();
    await page.getByTestId("recipient-summary-error").waitFor();

    await page.getByTestId("recipient-open-book").click();
    await pickInBook(page, "Louis Durand");
    await page.getByTestId("sender-pick-contact").click();
    await pickInBook(page, "Camille Martin");
    expect(await page.getByTestId("recipient-summary-address").textContent()).toContain("13001 Marseille");
    expect(await page.getByTestId("sender-summary-address").textContent()).toContain("75011 Paris");

    await page.getByTestId("content").fill("Books");
    await page.getByTestId("insurance").check();
    // Insured without a value: the form says so under the field before anything is sent.
    await page.getByTestId("ship-to-contact-compare").click();
    await expect.poll(() => page.getByTestId("declared-value").getAttribute("aria-invalid")).toBe("true");
    await page.getByTestId("declared-value").fill("120");
    await page.getByTestId("insurance-facts").waitFor();
    // The rating form's type choice: a pallet asks whether it is stackable; a parcel does not.
    await page.getByTestId("shipment-type").getByText("Pallet").click();
    await page.getByTestId("stackable").waitFor();
    await page.getByTestId("shipment-type").getByText("Parcel").click();
    await page.getByTestId("stackable").waitFor({ state: "detached" });
    await fillParcel(page, 0);
    await page.screenshot({ path: `${shots}/ship-to-contact.png`, fullPage: true });

    await page.getByTestId("ship-to-contact-compare").click();
    await page.waitForURL(/#\/en\/ship-to-contact-offer$/, { timeout: 30_000 });
    await page.getByTestId("offer-row").first().waitFor();
    expect(await page.getByTestId("shipment-recap").textContent()).toContain("13001");
    await chooseOffer(page, (row) => row.dropoff === "1" && row.collectionPoint === "0");

    // The order page starts from what the ship-to-contact page typed.
    expect(await page.getByTestId("ship_from-name").inputValue()).toBe("Camille Martin");
    expect(await page.getByTestId("ship_to-name").inputValue()).toBe("Louis Durand");
    expect(await page.getByTestId("ship_to-address1").inputValue()).toBe("3 La Canebière");
    expect(await page.getByTestId("content").inputValue()).toBe("Books");
    expect(await page.getByTestId("declared-value").inputValue()).toBe("120");
    await page.screenshot({ path: `${shots}/ship-to-contact-order.png`, fullPage: true });

    // Step 2 reopens this rating's offers screen; choosing again keeps the addresses.
    await page.getByTestId("step-offers").click();
    await page.waitForURL(/#\/en\/ship-to-contact-offer$/);
    await page.getByTestId("offer-row").first().waitFor();
    await chooseOffer(page, (row) => row.dropoff === "1" && row.collectionPoint === "0");
    expect(await page.getByTestId("ship_to-name").inputValue()).toBe("Louis Durand");
    await finishOrder(page);
    expect(await page.getByTestId("recipient-summary").textContent()).toContain("Louis Durand");
    await payAndConfirm(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("ship to a contact, refused (spec §4: back to ship-to-contact with the errors)", () => {
  it("shows in French the API's errors of a typed sender, under the sender and in the red box", async () => {
    const { page, context } = await newCustomerPage();
    const errors = pageErrors(page);
    await addContact(page, "Louis Durand", "13001", "Marseille", "3 La Canebière");
    await page.goto(`${baseUrl}/#/fr/ship-to-contact`);
    await page.getByTestId("recipient-open-book").click();
    await pickInBook(page, "Louis Durand");
    await page.getByTestId("sender-change").click();
    for (const [field, value] of Object.entries({
      name: "Camille Martin",
      phone: "12",
      email: "camille@example.test",
      address1: "12 rue de la Roquette",
      postcode: "75011",
      city: "Paris",
    })) {
      await page.getByTestId(`sender-${field}`).fill(value);
    }
    await page.getByTestId("sender-use").click();
    await page.getByTestId("sender-form").waitFor({ state: "detached" });
    expect(await page.getByTestId("sender-summary").textContent()).toContain("Expéditeur saisi");
    await page.getByTestId("content").fill("Livres");
    await fillParcel(page, 0);
    await page.getByTestId("ship-to-contact-compare").click();

    await page.getByTestId("ship-to-contact-errors").waitFor();
    expect(await page.getByTestId("ship-to-contact-errors").textContent()).toContain(
      "Certains champs sont incorrects",
    );
    expect(await page.getByTestId("sender-summary-error").textContent()).toMatch(/téléphone/i);
    expect(page.url()).toMatch(/#\/fr\/ship-to-contact$/);
    await page.screenshot({ path: `${shots}/ship-to-contact-refused-fr.png`, fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("ship to a contact abroad (spec §5: the customs table)", () => {
  it("fills a goods row for New York -> Marseille and opens the order page with it", async () => {
    const { page, context } = await newCustomerPage();
    const errors = pageErrors(page);
    await addContact(page, "Louis Durand", "13001", "Marseille", "3 La Canebière");
    await page.goto(`${baseUrl}/#/en/ship-to-contact`);
    await page.getByTestId("recipient-open-book").click();
    await pickInBook(page, "Louis Durand");
    // Paris -> Marseille would need no customs: the table shows only once the sender is abroad.
    expect(await page.getByTestId("customs-block").count()).toBe(0);
    await page.getByTestId("sender-change").click();
    for (const [field, value] of Object.entries({
      name: "Camille Martin",
      phone: "+1 212 555 0142",
      email: "camille@example.test",
      address1: "350 5th Avenue",
      postcode: "10001",
      city: "New York City",
    })) {
      await page.getByTestId(`sender-${field}`).fill(value);
    }
    await page.getByTestId("sender-country").fill("United States of America");
    await page.getByRole("option", { name: "United States of America", exact: true }).click();
    await page.getByTestId("sender-use").click();
    await page.getByTestId("sender-form").waitFor({ state: "detached" });

    const customs = page.getByTestId("customs-block");
    await customs.waitFor();
    expect(await customs.getByTestId("customs-row").count()).toBe(1);
    expect(await customs.getByTestId("duty-remove").count()).toBe(0);
    await page.getByTestId("content").fill("Shirts");
    await fillParcel(page, 0);
    // An empty goods row is refused under its fields before anything is sent.
    await page.getByTestId("ship-to-contact-compare").click();
    await expect.poll(() => customs.getByTestId("duty-desc").getAttribute("aria-invalid")).toBe("true");
    expect(page.url()).toMatch(/#\/en\/ship-to-contact$/);

    await customs.getByTestId("duty-desc").fill("Cotton shirts");
    await customs.getByTestId("duty-qty").fill("2");
    await customs.getByTestId("duty-unit-price").fill("25.50");
    await expect.poll(() => customs.getByTestId("duties-total").textContent()).toBe("€51.00");
    // A second row can be added and removed again; the first one stays.
    await customs.getByTestId("duty-add").click();
    expect(await customs.getByTestId("customs-row").count()).toBe(2);
    await customs.getByTestId("duty-remove").nth(1).click();
    expect(await customs.getByTestId("customs-row").count()).toBe(1);
    await page.screenshot({ path: `${shots}/ship-to-contact-customs.png`, fullPage: true });

    await page.getByTestId("ship-to-contact-compare").click();
    await page.waitForURL(/#\/en\/ship-to-contact-offer$/, { timeout: 30_000 });
    await page.getByTestId("offer-row").first().waitFor();
    await chooseOffer(page);

    // The order page's customs table starts from the row typed on the ship-to-contact page.
    const orderCustoms = page.getByTestId("customs-block");
    await orderCustoms.waitFor();
    expect(await orderCustoms.getByTestId("customs-row").count()).toBe(1);
    expect(await orderCustoms.getByTestId("duty-desc").inputValue()).toBe("Cotton shirts");
    expect(await orderCustoms.getByTestId("duty-qty").inputValue()).toBe("2");
    expect(await orderCustoms.getByTestId("duty-unit-price").inputValue()).toBe("25.50");
    expect(await orderCustoms.getByTestId("duty-country").inputValue()).toBe("United States of America");
    expect(await orderCustoms.getByTestId("duties-total").textContent()).toBe("€51.00");
    await page.screenshot({ path: `${shots}/ship-to-contact-customs-order.png`, fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("the address book on the order form (issue 13 part 3)", () => {
  it("fills the recipient from a contact of the quoted postcode, explains why another cannot be used, and adds the sender once", async () => {
    const { page, context } = await newCustomerPage();
    const errors = pageErrors(page);
    await addContact(page, "Louis Durand", "13001", "Marseille", "3 La Canebière");
    await addContact(page, "Lucie Durand", "69003", "Lyon", "8 cours Lafayette");

    await openOffers(page);
    await chooseOffer(page, (row) => row.dropoff === "1" && row.collectionPoint === "0");

    // The autocomplete lists the contact of the quoted postcode first; Lyon's is greyed with why.
    await page.getByTestId("ship_to-contact-search").fill("Durand");
    const options = page.getByTestId("ship_to-contact-option");
    await expect.poll(() => options.count()).toBe(2);
    expect(await options.first().textContent()).toContain("Louis Durand");
    expect(await options.nth(1).textContent()).toContain("Other country or postcode than the quote");
    await page.screenshot({ path: `${shots}/order-contact-picker.png`, fullPage: true });
    await options.first().click();
    await expect.poll(() => page.getByTestId("ship_to-name").inputValue()).toBe("Louis Durand");
    expect(await page.getByTestId("ship_to-address1").inputValue()).toBe("3 La Canebière");

    // From the address book, Lyon's contact is refused with the reason.
    await page.getByTestId("ship_to-open-book").click();
    await pickInBook(page, "Lucie Durand");
    expect(await page.getByTestId("ship_to-contact-refused").textContent()).toContain(
      "new postcode is a new quote",
    );
    expect(await page.getByTestId("ship_to-name").inputValue()).toBe("Louis Durand");

    for (const [field, value] of Object.entries({
      name: "Camille Martin",
      phone: "+33 6 12 34 56 78",
      email: "camille@example.test",
      address1: "12 rue de la Roquette",
    })) {
      await page.getByTestId(`ship_from-${field}`).fill(value);
    }
    await page.getByTestId("ship_from-add-to-contacts").check();
    await page.getByTestId("content").fill("Books");
    await finishOrder(page);
    expect(await contactsOf(page)).toEqual([
      "Camille Martin 75011",
      "Louis Durand 13001",
      "Lucie Durand 69003",
    ]);

    // Back to the order page and Continue again: the sender is not added twice.
    await page.goto(`${baseUrl}/#/en/order-order`);
    await page.getByTestId("order-form").waitFor();
    await page.getByTestId("ship_from-add-to-contacts").check();
    await finishOrder(page);
    expect(await contactsOf(page)).toHaveLength(3);
    await payAndConfirm(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows a visitor neither the contact picker nor the ticks", async () => {
    const { page, context } = await newPage(browser(), { locale: "en-GB" });
    await page.goto(`${baseUrl}/#/en/index`);
    await page.getByTestId("quote-form").waitFor();
    await openOffers(page);
    await chooseOffer(page);
    expect(await page.getByTestId("ship_to-contact-search").count()).toBe(0);
    expect(await page.getByTestId("ship_from-add-to-contacts").count()).toBe(0);
    await context.close();
  });
});
