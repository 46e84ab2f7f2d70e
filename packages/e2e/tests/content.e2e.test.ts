import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { seriousAxeViolations } from "../src/axe.ts";
import { newPage, pageErrors, useBrowser } from "../src/browser.ts";
import { fillSender } from "../src/contact-form.ts";

const baseUrl = inject("baseUrl");
const browser = useBrowser();
const shots = process.env.CI_REPORT_DIR ?? "/tmp";
const TEAM = "contact@shipcompare.test";

type TMail = { subject: string; text: string };
async function teamMails(): Promise<TMail[]> {
  const response = await fetch(`${baseUrl}/dev/mailbox?format=json&to=${encodeURIComponent(TEAM)}`);
  return ((await response.json()) as { data: TMail[] }).data;
}

/** Sends the form and answers the stored message's id from the API's answer. */
async function send(page: Page, form: ReturnType<Page["getByTestId"]>, path: string): Promise<number> {
  const answer = page.waitForResponse((response) => response.url().includes(`/api/v4${path}`));
  await form.getByRole("button", { name: "Envoyer" }).click();
  const body = (await (await answer).json()) as { success: boolean; id: number };
  expect(body.success).toBe(true);
  await expect.poll(() => form.getByTestId("contact-sent").textContent()).toBe("Votre message a été envoyé");
  return body.id;
}

describe("contact page", () => {
  it("sends each of its three forms in French: stored, and e-mailed to the team", async () => {
    const { page, context } = await newPage(browser(), { locale: "fr-FR" });
    const email = `durand-${Date.now()}@example.test`;

    await page.goto(`${baseUrl}/#/fr/contact`);
    await expect.poll(() => page.getByTestId("page-title").textContent()).toBe("Contactez-nous");
    const contact = page.getByTestId("contact-us-form");

    // Nothing typed: the fields say what is missing, the red box says the message was not sent.
    await contact.getByRole("button", { name: "Envoyer" }).click();
    await expect.poll(() => contact.getByRole("alert").first().textContent()).toBe("Message non envoyé");
    expect(await contact.locator('[aria-invalid="true"]').count()).toBeGreaterThan(4);
    expect(await contact.getByText("Ce champ est obligatoire.").count()).toBeGreaterThanOrEqual(4);

    await fillSender(contact, email);
    await contact.getByLabel(/^Objet/).selectOption({ label: "Le suivi d'un envoi" });
    await contact
      .getByLabel(/^Votre message/)
      .fill("Mon colis <b>1Z999</b> n'est pas arrivé, pouvez-vous vérifier ?");
    // The phone is checked for the chosen country (domain's checkContact, in the form and by the API).
    await contact.getByLabel(/^Téléphone/).fill("12");
    await contact.getByRole("button", { name: "Envoyer" }).click();
    await expect
      .poll(() => contact.getByText("Ce numéro de téléphone n'est pas valide.").isVisible())
      .toBe(true);
    await contact.getByLabel(/^Téléphone/).fill("06 12 34 56 78");
    const contactId = await send(page, contact, "/contact-us");

    await page.getByRole("tab", { name: "Remises supplémentaires" }).click();
    await page.waitForURL(/#\/fr\/contact\/discount$/);
    const discount = page.getByTestId("discount-form");
    await fillSender(discount, email, "Durand Vins SARL");
    await discount.getByLabel(/^20\s%$/).check();
    await discount.getByLabel(/^Envois par mois/).fill("350");
    const discountId = await send(page, discount, "/contact-us/discount");

    await page.getByRole("tab", { name: "Demande de devis" }).click();
    const quote = page.getByTestId("quote-form");
    await fillSender(quote, email, "Durand Vins SARL");
    await quote.getByLabel(/^Nombre de colis/).fill("12");
    await quote.getByLabel(/^Poids total/).fill("300");
    await quote.getByLabel(/^Arrivée/).selectOption({ label: "Allemagne" });
    await quote.getByLabel(/^Votre message/).fill("Douze palettes de vin vers Berlin chaque mois.");
    // Spec §9: 12 parcels and 300 kg is not a large shipment; the form says so before sending.
    await quote.getByRole("button", { name: "Envoyer" }).click();
    await expect
      .poll(() => quote.getByText(/^Une demande de devis concerne plus de 20 colis/).isVisible())
      .toBe(true);
    await quote.getByLabel(/^Nombre de colis/).fill("24");
    const quoteId = await send(page, quote, "/contact-us/quote");

    // Each stored message (its id) went to the brand's team address, with what was typed.
    await expect
      .poll(async () => (await teamMails()).filter((mail) => mail.text.includes(email)).length)
      .toBe(3);
    const mails = (await teamMails()).filter((mail) => mail.text.includes(email));
    const byId = (id: number) => mails.find((mail) => mail.subject.endsWith(`message ${id}`));
    expect(byId(contactId)?.subject).toBe(
      `[ShipCompare] Contact (tracking) from Durand - message ${contactId}`,
    );
    expect(byId(contactId)?.text).toContain("Mon colis <b>1Z999</b> n'est pas arrivé");
    expect(byId(discountId)?.text).toContain("Discount asked: 20 %");
    expect(byId(discountId)?.text).toContain("Shipments a month: 350");
    expect(byId(quoteId)?.text).toContain("Parcels: 24");
    expect(byId(quoteId)?.text).toContain("To: Germany (DE)");

    await page.getByRole("tab", { name: "Courrier et téléphone" }).click();
    await expect.poll(() => page.getByTestId("post-phone").textContent()).toContain("1 rue de Rivoli");
    expect(await page.getByRole("link", { name: "+33 1 84 80 00 00" }).isVisible()).toBe(true);

    await page.screenshot({ path: `${shots}/contact.png`, fullPage: true });
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });
});

describe("CMS pages, FAQ answer page, blog", () => {
  it("shows the terms of sale from the CMS with their title and meta description", async () => {
    const { page, context } = await newPage(browser(), { locale: "en-GB" });
    await page.goto(`${baseUrl}/#/en/terms-of-sale`);
    await expect.poll(() => page.getByTestId("page-title").textContent()).toBe("Terms of sale");
    const content = page.getByTestId("cms-content");
    expect(await content.getByRole("heading", { name: "5. Carrier liability" }).isVisible()).toBe(true);
    expect(await content.textContent()).toContain("limited to the carrier's liability of €22 per kilogram");
    expect(await content.textContent()).toContain(
      "These terms apply to every shipment ordered on ShipCompare.",
    );
    await expect.poll(() => page.title()).toBe("Terms of sale | ShipCompare");
    expect(await page.locator('meta[name="description"]').getAttribute("content")).toMatch(
      /^The terms of sale of ShipCompare/,
    );

    // The same page in French, by its CMS address.
    await page.goto(`${baseUrl}/#/fr/cms/terms-of-sale`);
    await expect
      .poll(() => page.getByTestId("page-title").textContent())
      .toBe("Conditions générales de vente");
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it("gives each FAQ answer a page of its own, with the prohibited goods list", async () => {
    const { page, context } = await newPage(browser(), { locale: "fr-FR" });
    await page.goto(`${baseUrl}/#/fr/frequently-asked-questions/4`);
    await page.getByRole("link", { name: "Ouvrir cette réponse sur sa propre page" }).click();
    await page.waitForURL(/#\/fr\/answer-page\/4$/);
    await expect
      .poll(() => page.getByTestId("page-title").textContent())
      .toBe("Quelles marchandises sont interdites\u00a0?");
    expect(await page.getByTestId("faq-answer").textContent()).toMatch(/^Les batteries au lithium seules/);
    await page.getByRole("button", { name: "Voir la liste des marchandises interdites" }).click();
    await expect.poll(() => page.getByTestId("prohibited-goods-modal").isVisible()).toBe(true);
    await page.getByTestId("prohibited-goods-close").click();
    await page.getByRole("link", { name: "Nous contacter" }).click();
    await page.waitForURL(/#\/fr\/contact$/);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it("has no serious accessibility violation on the contact, CMS, FAQ, answer, business and blog pages", async () => {
    const { page, context } = await newPage(browser(), { locale: "en-GB" });
    const pages = [
      { path: "contact", ready: "contact-us-form" },
      { path: "contact/quote", ready: "quote-form" },
      { path: "contact/post-phone", ready: "post-phone" },
      { path: "terms-of-sale", ready: "cms-content" },
      { path: "about", ready: "cms-content" },
      { path: "business-account", ready: "business-account-actions" },
      { path: "frequently-asked-questions/2", ready: "page-title" },
      { path: "answer-page/3", ready: "faq-answer" },
      { path: "content", ready: "blog-list" },
    ];
    const found: Record<string, unknown> = {};
    for (const { path, ready } of pages) {
      await page.goto(`${baseUrl}/#/fr/${path}`);
      await page.getByTestId(ready).first().waitFor();
      await page.waitForTimeout(300);
      const violations = await seriousAxeViolations(page);
      if (violations.length > 0) found[path] = violations;
    }
    expect(found).toEqual({});
    await context.close();
  });

  it("lists the blog's posts and opens one", async () => {
    const { page, context } = await newPage(browser(), { locale: "es-ES" });
    await page.goto(`${baseUrl}/#/es/content`);
    await expect.poll(() => page.getByTestId("page-title").textContent()).toBe("Noticias y consejos");
    await page.getByRole("link", { name: "Cómo embalar un paquete para que llegue intacto" }).click();
    await page.waitForURL(/#\/es\/content\/packing-a-parcel$/);
    await expect
      .poll(() => page.getByTestId("page-title").textContent())
      .toBe("Cómo embalar un paquete para que llegue intacto");
    expect(await page.getByTestId("cms-content").getByRole("listitem").count()).toBe(5);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });
});
