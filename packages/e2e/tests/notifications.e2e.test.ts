/// <reference lib="dom" />
import { describe, expect, inject, it } from "vitest";
import { newPage, pageErrors, useBrowser } from "../src/browser.ts";
import { payByCard, prepareOrder, SANDBOX_CARDS } from "../src/order-flow.ts";
import { registerOverHttp, uniqueEmail } from "../src/test-account.ts";

const baseUrl = inject("baseUrl");
const browser = useBrowser();

type TMail = { subject: string; text: string };

/** The development mailbox's messages to an address, newest first. */
async function mailsTo(email: string): Promise<TMail[]> {
  const response = await fetch(`${baseUrl}/dev/mailbox?format=json&to=${encodeURIComponent(email)}`);
  return ((await response.json()) as { data: TMail[] }).data;
}

describe("notification e-mails (decision 051)", () => {
  it("'Notify the recipient' ticked and saved in the settings: after ship, the recipient's notice is in the mailbox, in French, and its link opens the tracking page", async () => {
    const { page, context } = await newPage(browser(), { locale: "en-GB" });
    const user = await registerOverHttp(baseUrl, uniqueEmail("notify"));
    await context.addCookies([{ name: "PHPSESSID", value: user.cookie, url: baseUrl }]);
    await page.goto(`${baseUrl}/#/en/index`);
    // Logged in, the home page sends to the return screen (spec §4): wait for it, so that the
    // redirect never lands after the test's own navigation.
    await page.waitForURL(/#\/en\/pre-order/);

    await page.goto(`${baseUrl}/#/en/settings`);
    await page.getByRole("button", { name: "Notifications" }).click();
    const form = page.getByRole("form", { name: "Notifications" });
    await form.getByLabel("Notify the recipient").check();
    await form.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => page.getByText("Your settings have been updated").isVisible()).toBe(true);
    // Saved: the box is still ticked on a fresh load of the page.
    await page.reload();
    await page.getByRole("button", { name: "Notifications" }).click();
    await expect.poll(() => form.getByLabel("Notify the recipient").isChecked()).toBe(true);

    // Paris to Marseille; the recipient's address is camille.martin@example.com (prepareOrder).
    await prepareOrder(page, baseUrl);
    // The order page ticks the per-order notice as the account's default says.
    await page.goto(`${baseUrl}/#/en/order-order`);
    const notice = page.getByLabel("E-mail the recipient when the shipment is made");
    await expect.poll(() => notice.isChecked()).toBe(true);
    await page.goto(`${baseUrl}/#/en/order-payment`);
    await page.getByTestId("payment-block").waitFor();
    await payByCard(page, SANDBOX_CARDS.success);
    await page.waitForURL(/#\/\w+\/order-confirm$/, { timeout: 30_000 });
    await page.getByTestId("order-confirmation").waitFor();
    const tracking = ((await page.getByTestId("tracking-numbers").textContent()) ?? "").split(",")[0]?.trim();
    expect(tracking).toBeTruthy();

    // The recipient is in France: the notice is in French, whatever the order's language.
    let mail: TMail | undefined;
    await expect
      .poll(async () => {
        mail = (await mailsTo("camille.martin@example.com")).find((mail) =>
          mail.text.includes(tracking ?? "-"),
        );
        return mail?.subject;
      })
      .toBe("Camille Martin (Paris) vous envoie un colis");
    expect(mail?.text).not.toMatch(/€|Total/);
    const link = mail?.text.match(/#\/fr\/shipment-tracking\/[\w-]+/)?.[0];
    expect(link).toBeTruthy();

    // The link is public (decision 018): it opens in another browser, without the session.
    const other = await newPage(browser(), { locale: "fr-FR" });
    await other.page.goto(`${baseUrl}/${link}`);
    await expect
      .poll(() => other.page.getByTestId("tracking-results").getAttribute("data-status"))
      .toBe("Validated");
    expect(pageErrors(page)).toEqual([]);
    expect(pageErrors(other.page)).toEqual([]);
    await other.context.close();
    await context.close();
  });
});
