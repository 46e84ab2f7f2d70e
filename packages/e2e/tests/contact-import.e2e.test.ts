import { describe, expect, inject, it } from "vitest";
import { newPage, pageErrors, useBrowser } from "../src/browser.ts";
import { registerOverHttp, storedContacts, uniqueEmail } from "../src/test-account.ts";

const baseUrl = inject("baseUrl");
const browser = useBrowser();

const shots = process.env.CI_REPORT_DIR ?? "/tmp";

/** A list as a customer would export it: two good rows and two bad ones (no name, unknown country). */
function contactList(tag: string): Buffer {
  return Buffer.from(
    [
      "Name,Phone,E-mail,Address,Postcode,City,Country",
      `Ana ${tag},+33 6 12 34 56 78,ana.${tag}@example.com,1 rue Haute,75002,Paris,France`,
      `,+33 6 12 34 56 79,noname.${tag}@example.com,2 rue Basse,75002,Paris,FR`,
      `Ben ${tag},04 72 00 00 00,ben.${tag}@example.com,3 place Bellecour,69002,Lyon,FRA`,
      `Cleo ${tag},+33 6 12 34 56 70,cleo.${tag}@example.com,3 rue Neuve,75002,Paris,Atlantis`,
    ].join("\r\n"),
  );
}

describe("contact import", () => {
  it("previews a csv with two bad rows, imports the rest and downloads the report", async () => {
    const user = await registerOverHttp(baseUrl, uniqueEmail("import"));
    const { page, context } = await newPage(browser(), { locale: "en-GB" });
    const errors = pageErrors(page);
    await context.addCookies([{ name: "PHPSESSID", value: user.cookie, url: baseUrl }]);
    const tag = `e2e${Date.now().toString(36)}`;
    await page.goto(`${baseUrl}/#/en/my-contacts`);
    await page.getByTestId("tab-import").click();
    await expect.poll(() => page.url()).toContain("onglet=2");
    await expect.poll(() => page.getByTestId("contact-import").isVisible()).toBe(true);

    // The templates are in the page's language, with the headers the import reads.
    const template = await context.request.get(
      `${baseUrl}${await page.getByTestId("template-csv").getAttribute("href")}`,
    );
    expect((await template.text()).replace(/^\uFEFF/, "").split("\r\n")[0]).toBe(
      "Company,Name,Phone,E-mail,Address line 1,Address line 2,Address line 3,Postcode,City,State,Country,Customer code,Notes,Business address",
    );

    await page.locator('input[type="file"]').setInputFiles({
      name: "my-contacts.csv",
      mimeType: "text/csv",
      buffer: contactList(tag),
    });
    await page.getByRole("button", { name: "Read the file" }).click();
    await expect.poll(() => page.getByTestId("import-preview").isVisible()).toBe(true);
    expect(await page.getByTestId("import-counts").textContent()).toBe(
      "4 rows read: 2 valid, 2 to correct, 0 already in your address book, 0 repeated in the file.",
    );
    const issues = page.getByTestId("import-issues").getByRole("listitem");
    await expect
      .poll(() => issues.allTextContents())
      .toEqual([
        "Row 3 · Name — This field is required.",
        "Row 5 · Country — Choose a country from the list.",
      ]);
    expect(await page.locator('tr[data-invalid="true"]').count()).toBe(2);
    await page.screenshot({ path: `${shots}/contact-import-preview.png`, fullPage: true });

    await page.getByRole("button", { name: "Import 2 valid rows" }).click();
    const result = page.getByTestId("import-result");
    await expect
      .poll(() => result.textContent())
      .toBe(
        "2 contacts added to your address book.Not added: 0 already in your address book, 0 repeated in the file, 2 to correct.",
      );
    await page.screenshot({ path: `${shots}/contact-import-result.png`, fullPage: true });
    expect((await storedContacts(baseUrl, user)).map((contact) => contact.lastname).sort()).toEqual([
      `Ana ${tag}`,
      `Ben ${tag}`,
    ]);

    // The report: every row with what happened to it; the browser downloads it with the session.
    const link = page.getByTestId("import-report");
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^contacts-report-.+\.csv$/);
    const report = await context.request.get(`${baseUrl}${await link.getAttribute("href")}`);
    const lines = (await report.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("Row,Status,Problems,Name,Phone,E-mail,Address,Postcode,City,Country");
    expect(lines[1]).toMatch(new RegExp(`^2,Imported,,Ana ${tag},`));
    expect(lines[2]).toMatch(/^3,Not imported: to correct,Name: This field is required\.,,/);
    expect(lines[3]).toMatch(new RegExp(`^4,Imported,,Ben ${tag},`));
    expect(lines[4]).toMatch(/^5,Not imported: to correct,Country: Choose a country from the list\.,Cleo/);

    // All contacts shows them.
    await page.getByTestId("tab-contacts").click();
    await expect.poll(() => page.getByTestId("contact-row").count()).toBe(2);

    // The same file again, in French: the two contacts are now in the address book.
    await page.goto(`${baseUrl}/#/fr/my-contacts?onglet=2`);
    await page.locator('input[type="file"]').setInputFiles({
      name: "mes-contacts.csv",
      mimeType: "text/csv",
      buffer: contactList(tag),
    });
    await page.getByRole("button", { name: "Lire le fichier" }).click();
    await expect
      .poll(() => page.getByTestId("import-counts").textContent())
      .toBe(
        "4 lignes lues\u00a0: 0 valides, 2 à corriger, 2 déjà dans votre carnet d’adresses, 0 en double dans le fichier.",
      );
    await expect
      .poll(() => page.getByRole("button", { name: "Importer 0 ligne valide" }).isDisabled())
      .toBe(true);
    await page.screenshot({ path: `${shots}/contact-import-preview-fr.png`, fullPage: true });
    const reportLink = (await page.getByTestId("import-report").getAttribute("href")) ?? "";
    await page.getByRole("button", { name: "Annuler" }).click();
    await expect.poll(() => page.getByRole("button", { name: "Lire le fichier" }).isVisible()).toBe(true);
    // Cancel forgot the list on the server: its report is gone.
    await expect.poll(async () => (await context.request.get(`${baseUrl}${reportLink}`)).status()).toBe(404);
    expect(errors).toEqual([]);
    await context.close();
  });
});
