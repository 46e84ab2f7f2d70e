import { describe, expect, inject, it } from "vitest";
import { orderReadyOverHttp } from "../../../apps/api/src/testing/api-process.ts";
import { newPage, pageErrors, useBrowser } from "../src/browser.ts";

const baseUrl = inject("baseUrl");
const browser = useBrowser();

const PRO = { email: "pro@shipcompare.test", password: "demo-pro-1" };

/** The API over HTTP with one session cookie, as the web app holds it. */
function apiClient() {
  let cookie = "";
  return {
    cookie: () => cookie.split("=")[1] ?? "",
    async call(method: string, url: string, body?: unknown) {
      const response = await fetch(`${baseUrl}${url}`, {
        method,
        headers: { ...(body ? { "content-type": "application/json" } : {}), ...(cookie ? { cookie } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      const session = response.headers.getSetCookie().find((c) => c.startsWith("PHPSESSID="));
      if (session) cookie = session.split(";")[0] ?? "";
      return response;
    },
  };
}

/** Two shipments ordered with 'Pay later' by the professional demo account: their ids. */
async function shipTwice(api: ReturnType<typeof apiClient>) {
  const login = await api.call("POST", "/api/v4/login?lang=en", { login: PRO.email, password: PRO.password });
  expect(login.status).toBe(200);
  const ids: string[] = [];
  for (let i = 0; i < 2; i += 1) {
    const ref = await orderReadyOverHttp(api);
    const confirmed = await api.call("POST", "/api/v4/order?lang=en", { ...ref, pay_later: true });
    expect(confirmed.status).toBe(200);
    ids.push(((await confirmed.json()) as { shipment: { id: string } }).shipment.id);
  }
  return ids;
}

describe("my account", () => {
  it("lists my shipments, newest first, sorts them, opens a waybill and cancels one", async () => {
    const api = apiClient();
    const [older, newer] = await shipTwice(api);
    const { page, context } = await newPage(browser());
    const errors = pageErrors(page);
    await context.addCookies([{ name: "PHPSESSID", value: api.cookie(), url: baseUrl }]);

    await page.goto(`${baseUrl}/#/en/my-account?onglet=0`);
    await expect.poll(() => page.getByRole("tab", { name: "My shipments" }).isVisible()).toBe(true);
    const rows = page.locator("[data-testid^=shipment-row-]");
    await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(2);
    expect(await rows.first().getAttribute("data-testid")).toBe(`shipment-row-${newer}`);

    // Sorted by date again, now the oldest first.
    await page.getByRole("button", { name: "Date" }).click();
    await expect.poll(() => rows.first().getAttribute("data-testid")).not.toBe(`shipment-row-${newer}`);

    // The waybill link is the API's document, for this session.
    const row = page.getByTestId(`shipment-row-${older}`);
    const href = await row.getByRole("link", { name: "Waybill" }).getAttribute("href");
    const waybill = await context.request.get(`${baseUrl}${href}`);
    expect(waybill.status()).toBe(200);
    expect((await waybill.body()).subarray(0, 5).toString()).toBe("%PDF-");

    // Cancel, after the confirmation the spec asks for.
    await row.getByTestId("cancel-shipment").click();
    await page.getByTestId("cancel-confirm").click();
    await expect.poll(() => page.getByText("Shipment Canceled").isVisible()).toBe(true);
    await expect.poll(() => row.getByText("Cancelled").isVisible()).toBe(true);
    await page.screenshot({ path: `${process.env.CI_REPORT_DIR ?? "/tmp"}/my-account.png`, fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  });
});
