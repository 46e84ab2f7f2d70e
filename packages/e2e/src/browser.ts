import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";

// Debian's Chromium, never a downloaded one. The background-networking flags keep it from
// calling out on a machine without Internet access.
const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
  "--host-resolver-rules=MAP *.localhost 127.0.0.1",
];

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: CHROMIUM_ARGS,
  });
}

/** One Chromium for a test file: launched before its tests, closed after them. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());
  return () => {
    if (!browser) throw new Error("the browser is not launched yet");
    return browser;
  };
}

export async function newPage(
  browser: Browser,
  options: { width?: number; height?: number; locale?: string } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    locale: options.locale ?? "fr-FR",
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(error.message));
  // What the Content-Security-Policy refused (an inline style without the page's nonce, an image
  // from another origin...): Chromium says so on the console only, and the page may look right.
  page.on("console", (message) => {
    if (message.text().includes("Content Security Policy")) problems.push(`CSP: ${message.text()}`);
  });
  (page as Page & { problems: string[] }).problems = problems;
  return { context, page };
}

/** Errors thrown in the page, and what its Content-Security-Policy refused: a test asserts there were none. */
export function pageErrors(page: Page): string[] {
  return (page as Page & { problems?: string[] }).problems ?? [];
}

/**
 * A field by its exact label. Mantine appends " *" to a required field's label and Playwright's
 * label text keeps it, so `getByLabel(text, { exact: true })` would miss required fields.
 */
export function fieldByLabel(page: Page, text: string) {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return page.getByLabel(new RegExp(`^${escaped}( \\*)?$`));
}
