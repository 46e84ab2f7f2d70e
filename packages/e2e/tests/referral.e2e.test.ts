import { describe, expect, inject, it } from "vitest";
import { fieldByLabel, newPage, pageErrors, useBrowser } from "../src/browser.ts";
import { registerOverHttp, uniqueEmail } from "../src/test-account.ts";

const baseUrl = inject("baseUrl");
const browser = useBrowser();
const shots = process.env.CI_REPORT_DIR ?? "/tmp";

async function mailsTo(email: string) {
  const response = await fetch(`${baseUrl}/dev/mailbox?format=json&to=${encodeURIComponent(email)}`);
  return ((await response.json()) as { data: { subject: string; text: string }[] }).data;
}

describe("refer contacts and loyalty", () => {
  it("invites two addresses by e-mail, shares the personal link, and the link fills the register form", async () => {
    const { cookie } = await registerOverHttp(baseUrl, uniqueEmail("sponsor"));
    const { page, context } = await newPage(browser(), { locale: "en-GB" });
    const errors = pageErrors(page);
    await context.addCookies([{ name: "PHPSESSID", value: cookie, url: baseUrl }]);

    await page.goto(`${baseUrl}/#/en/refer-contacts`);
    const linkField = page.getByTestId("referral-link");
    await expect.poll(() => linkField.inputValue()).toMatch(/\/#\/en\/register\?ref=[A-Z2-9]{10}$/);
    const link = await linkField.inputValue();
    const whatsapp = await page.getByRole("link", { name: "WhatsApp" }).getAttribute("href");
    expect(whatsapp).toContain(encodeURIComponent(link));
    expect(await page.getByRole("link", { name: "E-mail" }).getAttribute("href")).toMatch(
      /^mailto:\?subject=/,
    );

    // At least one e-mail row stays (spec §5): its remove button is off while it is alone.
    const removeFirst = page.getByRole("button", { name: "Remove e-mail 1" });
    expect(await removeFirst.isDisabled()).toBe(true);
    const [first, second] = [uniqueEmail("friend"), uniqueEmail("colleague")];
    await fieldByLabel(page, "E-mail 1").fill(first);
    await page.getByRole("button", { name: "Add an e-mail" }).click();
    await fieldByLabel(page, "E-mail 2").fill("not-an-address");
    await page.getByRole("button", { name: "Send the invitation" }).click();
    await expect.poll(() => page.getByText("This e-mail address is not valid.").isVisible()).toBe(true);
    await fieldByLabel(page, "E-mail 2").fill(second);
    await page.getByRole("button", { name: "Send the invitation" }).click();
    await expect.poll(() => page.getByText("2 invitations sent").isVisible()).toBe(true);
    for (const address of [first, second]) {
      await expect.poll(async () => (await mailsTo(address))[0]?.text ?? "").toContain(link);
    }
    await page.screenshot({ path: `${shots}/referral.png`, fullPage: true });

    // The personal link, opened by a visitor: the code is in the register form.
    const visitor = await newPage(browser(), { locale: "en-GB" });
    await visitor.page.goto(link.replace(/^https?:\/\/[^/]+/, baseUrl));
    await expect.poll(() => visitor.page.getByTestId("referral-notice").isVisible()).toBe(true);
    await visitor.page.getByRole("link", { name: "Personal account" }).click();
    const code = link.split("ref=")[1] ?? "";
    await expect.poll(() => fieldByLabel(visitor.page, "Apporteur code").inputValue()).toBe(code);
    expect(pageErrors(visitor.page)).toEqual([]);
    await visitor.context.close();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows the loyalty form's field errors, then saves the enrolment", async () => {
    const { cookie } = await registerOverHttp(baseUrl, uniqueEmail("loyal"));
    const { page, context } = await newPage(browser(), { locale: "en-GB" });
    const errors = pageErrors(page);
    await context.addCookies([{ name: "PHPSESSID", value: cookie, url: baseUrl }]);

    await page.goto(`${baseUrl}/#/en/loyalty`);
    await expect.poll(() => page.getByText(/gift vouchers worth up to/).isVisible()).toBe(true);
    await page.getByRole("button", { name: "Join the programme" }).click();
    await expect.poll(() => page.getByText("This field is required.").count()).toBeGreaterThanOrEqual(4);

    await page.getByLabel(/^Gender/).selectOption("F");
    await fieldByLabel(page, "First name").fill("Claire");
    await fieldByLabel(page, "Address").fill("12 rue Victor Hugo");
    await fieldByLabel(page, "Postcode").fill("69002");
    await fieldByLabel(page, "City").fill("Lyon");
    await expect
      .poll(() =>
        page
          .getByLabel(/^Country/)
          .locator("option")
          .count(),
      )
      .toBeGreaterThan(10);
    await page.getByLabel(/^Country/).selectOption({ label: "France" });
    await page.getByRole("button", { name: "Join the programme" }).click();
    await expect.poll(() => page.getByText("Your loyalty enrolment is saved").isVisible()).toBe(true);
    await page.screenshot({ path: `${shots}/loyalty.png`, fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  });
});
