import { describe, expect, inject, it } from "vitest";
import { fieldByLabel, newPage, pageErrors, useBrowser } from "../src/browser.ts";

const baseUrl = inject("baseUrl");
const browser = useBrowser();
const shots = process.env.CI_REPORT_DIR ?? "/tmp";

const unique = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;

/** A new personal account opened over HTTP: its id and session cookie's value. */
async function registerOverHttp(email: string): Promise<{ id: number; cookie: string }> {
  const response = await fetch(`${baseUrl}/api/v4/register?lang=en`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      login: email,
      password: "secret-42",
      passwordCompr: "secret-42",
      address_lastname: "Garnier",
      terms: 1,
    }),
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { user: { id: number } };
  const session = response.headers.getSetCookie().find((c) => c.startsWith("PHPSESSID="));
  return { id: body.user.id, cookie: session?.split(";")[0]?.split("=")[1] ?? "" };
}

/** The account's contacts as the API lists them (what the page saved, not what it shows). */
async function storedContacts(user: { id: number; cookie: string }) {
  const response = await fetch(`${baseUrl}/api/v4/my-contact/${user.id}?lang=en`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: `PHPSESSID=${user.cookie}` },
    body: JSON.stringify({ rows: 100 }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { rows: { lastname: string; city: string; postcode: string }[] }).rows;
}

describe("my contacts", () => {
  it("adds a contact (with field errors first), edits it and deletes it after confirmation", async () => {
    const user = await registerOverHttp(unique("contacts"));
    const { page, context } = await newPage(browser(), { locale: "en-GB" });
    const errors = pageErrors(page);
    await context.addCookies([{ name: "PHPSESSID", value: user.cookie, url: baseUrl }]);

    await page.goto(`${baseUrl}/#/en/my-contacts`);
    await expect.poll(() => page.getByText("No result found.").isVisible()).toBe(true);
    // The top bar and the side menu lead here once the page exists.
    expect(await page.getByRole("link", { name: "My contacts" }).count()).toBeGreaterThan(0);

    await page.getByTestId("tab-contact-form").click();
    expect(page.url()).toContain("onglet=1");
    await page.getByRole("button", { name: "Add contact" }).click();
    await expect.poll(() => page.getByText("This field is required.").count()).toBeGreaterThan(2);
    await fieldByLabel(page, "Name").fill("Lefèvre");
    await fieldByLabel(page, "Phone").fill("+33612345678");
    await fieldByLabel(page, "E-mail").fill("lefevre@example.test");
    await fieldByLabel(page, "Address").fill("8 quai des Chartrons");
    await fieldByLabel(page, "City").fill("Bordeaux");
    await fieldByLabel(page, "Postcode").fill("33");
    await page.getByRole("button", { name: "Add contact" }).click();
    // France uses postcodes of five digits: the form says so before anything is sent.
    await expect.poll(() => page.getByTestId("contact-postcode").getAttribute("aria-invalid")).toBe("true");
    await fieldByLabel(page, "Postcode").fill("33000");
    await page.screenshot({ path: `${shots}/my-contacts-form.png`, fullPage: true });
    await page.getByRole("button", { name: "Add contact" }).click();
    await expect.poll(() => page.getByText("Contact added").isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId("contact-row").count()).toBe(1);
    expect(await storedContacts(user)).toMatchObject([{ lastname: "Lefèvre", postcode: "33000" }]);

    // The same contact again is refused by the API (same name, postcode, first line).
    await page.getByTestId("tab-contact-form").click();
    await fieldByLabel(page, "Name").fill("LEFEVRE");
    await fieldByLabel(page, "Phone").fill("+33612345678");
    await fieldByLabel(page, "E-mail").fill("other@example.test");
    await fieldByLabel(page, "Address").fill("8 Quai des Chartrons");
    await fieldByLabel(page, "City").fill("Bordeaux");
    await fieldByLabel(page, "Postcode").fill("33000");
    await page.getByRole("button", { name: "Add contact" }).click();
    await expect.poll(() => page.getByText(/already in your address book/).isVisible()).toBe(true);
    await page.getByTestId("tab-contacts").click();

    await page.getByRole("button", { name: "Edit Lefèvre" }).click();
    await expect.poll(() => page.getByTestId("tab-contact-form").textContent()).toBe("Edit contact");
    expect(await fieldByLabel(page, "City").inputValue()).toBe("Bordeaux");
    await fieldByLabel(page, "City").fill("Bordeaux Bastide");
    await page.getByRole("button", { name: "Save contact" }).click();
    await expect.poll(() => page.getByText("Contact saved").isVisible()).toBe(true);
    await expect.poll(() => page.getByText("Bordeaux Bastide").isVisible()).toBe(true);
    await page.screenshot({ path: `${shots}/my-contacts-list.png`, fullPage: true });

    // Delete asks first (spec §8): Cancel keeps the contact, Delete removes it.
    await page.getByRole("button", { name: "Delete Lefèvre" }).click();
    const dialog = page.getByTestId("delete-dialog");
    await expect
      .poll(() => page.getByText("Do you really want to delete the contact Lefèvre?").isVisible())
      .toBe(true);
    await page.screenshot({ path: `${shots}/my-contacts-delete.png`, fullPage: true });
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await storedContacts(user)).toHaveLength(1);
    await page.getByRole("button", { name: "Delete Lefèvre" }).click();
    await page.getByTestId("delete-confirm").click();
    await expect.poll(() => page.getByText("Contact deleted").isVisible()).toBe(true);
    await expect.poll(() => page.getByText("No result found.").isVisible()).toBe(true);
    expect(await storedContacts(user)).toEqual([]);

    expect(errors).toEqual([]);
    await context.close();
  });
});
