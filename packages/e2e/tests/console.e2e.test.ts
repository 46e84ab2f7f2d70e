/// <reference lib="dom" />
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { fieldByLabel, newPage, pageErrors, useBrowser } from "../src/browser.ts";
import { fillSender } from "../src/contact-form.ts";
import { consoleLogin, freshCode, OPERATOR } from "../src/operator.ts";
import {
  callApi,
  chooseOffer,
  fillOrderPage,
  logIn,
  payByCard,
  prepareOrder,
  SANDBOX_CARDS,
} from "../src/order-flow.ts";
import { MARSEILLE_1, PARIS_11, quoteRoute } from "../src/pages/quote-form.ts";
import { uniqueEmail } from "../src/test-account.ts";

const baseUrl = inject("baseUrl");
const browser = useBrowser();

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** Serious or critical axe violations of the page as shown: their rule ids and targets. */
async function seriousViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol: the app's CSP (no inline script) stays as it is.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
          ) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    return (await axe.run(document)).violations;
  });
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
}

async function sendContact(form: ReturnType<Page["getByTestId"]>) {
  await form.getByRole("button", { name: "Envoyer" }).click();
  await expect.poll(() => form.getByTestId("contact-sent").textContent()).toBe("Votre message a été envoyé");
}

let operator: { page: Page; context: BrowserContext };
beforeAll(async () => {
  operator = await newPage(browser(), { locale: "en-GB" });
  await consoleLogin(operator.page, baseUrl);
});
afterAll(() => operator.context.close());

describe("operator console", () => {
  it("shows field errors on the login form, and answers a customer's session with the login form", async () => {
    const { page, context } = await newPage(browser(), { locale: "en-GB" });
    await logIn(page, baseUrl, "demo@shipcompare.test", "demo-perso-1");
    await page.goto(`${baseUrl}/#/en/console`);
    await expect.poll(() => page.getByTestId("page-title").textContent()).toBe("Operator login");
    const me = await page.evaluate(async () => (await fetch("/api/v4/console/me")).status);
    expect(me).toBe(404);
    await fieldByLabel(page, "Authenticator code").fill("12");
    await page.getByRole("button", { name: "Log in" }).click();
    await expect.poll(() => page.getByRole("alert").count()).toBe(0);
    await expect.poll(() => page.locator(".mantine-InputWrapper-error").count()).toBe(3);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it("an operator activates a pending professional account, and the customer can then use Pay later", async () => {
    const email = uniqueEmail("console-pro");
    const registered = await fetch(`${baseUrl}/api/v4/register-candidate?lang=en`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        login: email,
        password: "secret-pro-1",
        passwordCompr: "secret-pro-1",
        address_lastname: "Moreau",
        terms: 1,
        address_company: "Cave Moreau",
        address_phone: "+33 5 56 00 00 01",
        address_address1: "1 rue du Port",
        address_country_id: 250,
        address_postcode: "33000",
        address_city: "Bordeaux",
        merchant_id: "M-42",
      }),
    });
    expect(registered.status).toBe(200);

    const { page } = operator;
    // The list was read when the console opened: open another section, then this one again.
    await page.getByRole("link", { name: "Customers", exact: true }).click();
    await page.getByRole("link", { name: "Pending accounts" }).click();
    const activate = page.getByRole("button", { name: `Activate ${email}` });
    await activate.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await activate.click();
    await expect.poll(() => page.getByTestId(`pending-${email}`).count()).toBe(0);

    const customer = await newPage(browser(), { locale: "en-GB" });
    await logIn(customer.page, baseUrl, email, "secret-pro-1");
    await prepareOrder(customer.page, baseUrl);
    await customer.page.goto(`${baseUrl}/#/en/order-payment`);
    await customer.page.getByTestId("pay-later").click();
    await customer.page.waitForURL(/#\/\w+\/order-confirm$/, { timeout: 30_000 });
    await customer.page.getByTestId("order-confirmation").waitFor();
    const invoices = await callApi<{ rows: unknown[] }>(customer.page, "/invoices?lang=en", {
      unpaid: 1,
      page: 1,
    });
    expect(invoices.json?.rows).toHaveLength(1);
    expect(pageErrors(customer.page)).toEqual([]);
    await customer.context.close();
  });

  it("an operator creates a voucher, and a visitor uses it", async () => {
    const { page } = operator;
    const code = `E2E${Date.now().toString(36).toUpperCase()}`;
    await page.getByRole("link", { name: "Vouchers" }).click();
    await expect.poll(() => page.getByTestId("page-title").textContent()).toBe("Vouchers");
    // Bad input: field errors, nothing created.
    await fieldByLabel(page, "Code").fill("x y");
    await page.getByRole("button", { name: "Create the voucher" }).click();
    await expect.poll(() => page.locator(".mantine-InputWrapper-error").count()).toBeGreaterThanOrEqual(2);
    await fieldByLabel(page, "Code").fill(code);
    await fieldByLabel(page, "Percentage (1 to 100)").fill("20");
    await page.getByLabel("Usage limit").fill("5");
    await page.getByRole("button", { name: "Create the voucher" }).click();
    await page.getByTestId(`voucher-${code}`).waitFor();
    expect(await page.getByTestId(`voucher-${code}`).textContent()).toContain("0 / 5");
    expect(await seriousViolations(page)).toEqual([]);

    // A visitor orders with the code on the order page and pays by card: one use of the code.
    const visitor = await newPage(browser(), { locale: "en-GB" });
    await quoteRoute(visitor.page, baseUrl, PARIS_11, MARSEILLE_1);
    await chooseOffer(visitor.page, (row) => row.dropoff === "1" && row.collectionPoint === "0");
    await fillOrderPage(visitor.page, {
      sender: {
        name: "Camille Martin",
        phone: "+33 6 12 34 56 78",
        email: "camille@example.com",
        address1: "12 rue de la Roquette",
      },
      recipient: {
        name: "Louis Bernard",
        phone: "+33 4 91 00 00 00",
        email: "louis@example.com",
        address1: "3 quai du Port",
      },
      content: "Books",
      voucher: code,
    });
    await visitor.page.getByTestId("voucher-discount").waitFor();
    expect(await visitor.page.getByTestId("voucher-discount").textContent()).toMatch(/−\s*€\d/);
    await payByCard(visitor.page, SANDBOX_CARDS.success);
    await visitor.page.waitForURL(/#\/\w+\/order-confirm$/, { timeout: 30_000 });
    await visitor.page.getByTestId("order-confirmation").waitFor();
    expect(pageErrors(visitor.page)).toEqual([]);
    await visitor.context.close();

    // The console counts the use.
    await page.reload();
    await expect.poll(async () => page.getByTestId(`voucher-${code}`).textContent()).toContain("1 / 5");
    await page.getByRole("button", { name: `Show the uses of ${code}` }).click();
    await expect.poll(() => page.getByText("discount").count()).toBe(1);
  });

  it("shows the contact forms sent in French in the inbox, as text", async () => {
    const visitor = await newPage(browser(), { locale: "fr-FR" });
    const email = `inbox-${Date.now()}@example.test`;
    const { page: site } = visitor;
    await site.goto(`${baseUrl}/#/fr/contact`);
    const contact = site.getByTestId("contact-us-form");
    await fillSender(contact, email);
    await contact.getByLabel(/^Objet/).selectOption({ label: "Le suivi d'un envoi" });
    await contact.getByLabel(/^Votre message/).fill(`Colis <b>perdu</b> ${email}`);
    await sendContact(contact);
    await site.getByRole("tab", { name: "Remises supplémentaires" }).click();
    const discount = site.getByTestId("discount-form");
    await fillSender(discount, email, "Durand Vins SARL");
    await discount.getByLabel(/^20\s%$/).check();
    await discount.getByLabel(/^Envois par mois/).fill("350");
    await sendContact(discount);
    await site.getByRole("tab", { name: "Demande de devis" }).click();
    const quote = site.getByTestId("quote-form");
    await fillSender(quote, email, "Durand Vins SARL");
    await quote.getByLabel(/^Nombre de colis/).fill("24");
    await quote.getByLabel(/^Poids total/).fill("300");
    await quote.getByLabel(/^Arrivée/).selectOption({ label: "Allemagne" });
    await quote.getByLabel(/^Votre message/).fill("Palettes vers Berlin.");
    await sendContact(quote);
    await visitor.context.close();

    const { page } = operator;
    await page.getByRole("link", { name: "Contact inbox", exact: true }).click();
    await expect.poll(() => page.getByTestId("page-title").textContent()).toBe("Contact inbox");
    const rows = page.getByTestId("inbox-row").filter({ hasText: email });
    await expect.poll(() => rows.count()).toBe(3);
    // Newest first: the quote, the discount, then the contact message, whose HTML is shown as text.
    expect(await rows.nth(0).textContent()).toContain("Quote request (fr)");
    expect(await rows.nth(0).textContent()).toContain("24 parcels, 300 kg, FR to DE");
    expect(await rows.nth(1).textContent()).toContain("Discount request (fr)");
    expect(await rows.nth(2).textContent()).toContain(`Colis <b>perdu</b> ${email}`);
    expect(await rows.nth(2).textContent()).toContain("Tracking a shipment");
    expect(await page.locator("[data-testid=inbox-table] b").count()).toBe(0);
    // Unread in bold with a count; opening one marks it read for the team, and it can be undone.
    expect(await rows.nth(0).getAttribute("data-unread")).toBe("true");
    const unread = async () =>
      Number((await page.getByTestId("inbox-unread").textContent())?.match(/\d+/)?.[0]);
    const before = await unread();
    await rows
      .nth(0)
      .getByRole("button", { name: /^Open the message from/ })
      .click();
    await expect.poll(() => rows.nth(0).getAttribute("data-unread")).toBeNull();
    await expect.poll(unread).toBe(before - 1);
    expect(await rows.nth(0).getByTestId("inbox-details").textContent()).toContain(
      `Read by ${OPERATOR.email}`,
    );
    await rows.nth(0).getByRole("button", { name: "Mark as unread" }).click();
    await expect.poll(() => rows.nth(0).getAttribute("data-unread")).toBe("true");
    await expect.poll(unread).toBe(before);
    await page.getByLabel("Form").selectOption({ label: "Quote request" });
    await expect.poll(() => rows.count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("an operator edits the terms of sale, with field errors and a sanitised preview, and the page shows the new text", async () => {
    const { page } = operator;
    const marker = `Texto nuevo ${Date.now()}`;
    await page.getByRole("link", { name: "Content", exact: true }).click();
    await expect.poll(() => page.getByTestId("page-title").textContent()).toBe("Content");
    await page.getByRole("button", { name: "Edit terms-of-sale (es)" }).click();
    const title = fieldByLabel(page, "Title");
    await expect.poll(() => title.inputValue()).toBe("Condiciones de venta");
    // An empty title: the field says so, nothing is saved.
    await title.fill("");
    await page.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => page.locator('[aria-invalid="true"]').count()).toBeGreaterThan(0);
    await title.fill("Condiciones de venta");
    await fieldByLabel(page, "Content (HTML)").fill(
      `<h2>Artículo 1</h2><p onclick="alert(1)">${marker}</p><script>window.hacked = 1</script><a href="javascript:window.hacked = 2">enlace</a>`,
    );
    await page.getByRole("button", { name: "Preview" }).click();
    const preview = page.getByTestId("content-preview");
    await expect.poll(() => preview.textContent()).toContain(marker);
    expect(await preview.innerHTML()).not.toMatch(/onclick|script|javascript/);
    expect(await page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => page.getByText("Saved: the site shows the new text.").count()).toBeGreaterThan(0);

    const reader = await newPage(browser(), { locale: "es-ES" });
    await reader.page.goto(`${baseUrl}/#/es/cms/terms-of-sale`);
    await expect.poll(() => reader.page.getByTestId("cms-content").textContent()).toContain(marker);
    expect(await reader.page.getByTestId("cms-content").innerHTML()).not.toMatch(/onclick|script|javascript/);
    expect(pageErrors(reader.page)).toEqual([]);
    await reader.context.close();
  });

  it("lists the actions in the audit log, with no serious axe violation on the console's pages", async () => {
    const { page } = operator;
    for (const [link, title] of [
      ["Customers", "Customers"],
      ["Orders", "Orders"],
      ["Audit log", "Audit log"],
    ]) {
      await page.getByRole("link", { name: link, exact: true }).click();
      await expect.poll(() => page.getByTestId("page-title").textContent()).toBe(title);
      expect(await seriousViolations(page), link).toEqual([]);
    }
    await expect.poll(() => page.getByText("Voucher created").count()).toBeGreaterThan(0);
    expect(await page.getByText("Account activated").count()).toBeGreaterThan(0);
    expect(await page.getByText("Content changed").count()).toBeGreaterThan(0);
    expect(pageErrors(page)).toEqual([]);
  });
});

// Last: the French operator's login ends the English page's console session (one session each).
describe("operator console in French", () => {
  it("an operator edits a FAQ answer and the public answer page shows it, with no serious axe violation", async () => {
    const { page, context } = await newPage(browser(), { locale: "fr-FR" });
    await page.goto(`${baseUrl}/#/fr/console`);
    await page.getByRole("heading", { name: "Connexion opérateur" }).waitFor();
    await fieldByLabel(page, "E-mail").fill(OPERATOR.email);
    await fieldByLabel(page, "Mot de passe").fill(OPERATOR.password);
    await fieldByLabel(page, "Code d'authentification").fill(await freshCode());
    await page.getByRole("button", { name: "Se connecter" }).click();
    await page.getByRole("navigation", { name: "Rubriques de la console" }).waitFor();

    await page.getByRole("link", { name: "Contenus", exact: true }).click();
    await expect.poll(() => page.getByTestId("page-title").textContent()).toBe("Contenus");
    await page.locator("label", { hasText: /^FAQ$/ }).click();
    await page.getByRole("button", { name: "Modifier 7 (fr)" }).click();
    const question = fieldByLabel(page, "Question");
    await expect.poll(() => question.inputValue()).toBe("Mon envoi est-il assuré\u00a0?");
    const marker = `Votre envoi est couvert ${Date.now()}`;
    await fieldByLabel(page, "Réponse (HTML)").fill(
      `<p onclick="alert(1)">${marker}</p><script>window.hacked = 1</script>`,
    );
    await page.getByRole("button", { name: "Aperçu" }).click();
    await expect.poll(() => page.getByTestId("content-preview").textContent()).toBe(marker);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await expect
      .poll(() => page.getByText("Enregistré, le site affiche le nouveau texte.").count())
      .toBeGreaterThan(0);

    await page.getByRole("link", { name: "Opérateurs", exact: true }).click();
    await expect.poll(() => page.getByTestId("operators-table").textContent()).toContain(OPERATOR.email);
    expect(await seriousViolations(page)).toEqual([]);

    const reader = await newPage(browser(), { locale: "fr-FR" });
    await reader.page.goto(`${baseUrl}/#/fr/answer-page/7`);
    await expect.poll(() => reader.page.getByTestId("faq-answer").textContent()).toBe(marker);
    expect(await reader.page.getByTestId("faq-answer").innerHTML()).not.toMatch(/onclick|script/);
    expect(await reader.page.getByTestId("page-title").textContent()).toBe("Mon envoi est-il assuré\u00a0?");
    expect(pageErrors(reader.page)).toEqual([]);
    expect(pageErrors(page)).toEqual([]);
    await reader.context.close();
    await context.close();
  });
});
