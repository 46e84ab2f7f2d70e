// Lighthouse figures for npm run bench (issue 16): performance and accessibility of the home,
// offers and order pages, mobile (Lighthouse's defaults: a mid-range phone on a slow 4G link,
// simulated) and desktop, against the built app as `npm start` serves it, in the Chromium the
// browser tests use. Target: >= 0.95 for both categories on every page.
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig } from "lighthouse";
import { chromium } from "playwright-core";
import { callApi, collectionDate } from "../packages/e2e/src/order-flow.ts";
import { ownApi } from "../packages/e2e/src/own-api.ts";

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

/** A rated quote and a chosen offer in the browser's storage, as the quote and offers screens leave them. */
export async function prepareJourney(debuggingPort: number, base: string) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debuggingPort}`);
  const context = browser.contexts()[0] ?? (await browser.newContext());
  const page = await context.newPage();
  await page.goto(`${base}/#/en/index`);
  await page.getByTestId("quote-form").waitFor({ state: "attached" });
  const rated = await callApi<{ shipment_id: string; order_id: string }>(page, "/rate", {
    shipment: {
      ship_from: { country_code: "FR", address: "75011, Paris" },
      ship_to: { country_code: "FR", address: "13001, Marseille", pro: 0 },
      parcels: [{ number: 1, weight: 2, x: 30, y: 20, z: 10 }],
      unit: "fr",
      shipment_date: collectionDate(),
      shipment_type: 2,
    },
  });
  if (!rated.json) throw new Error(`POST /rate answered ${rated.status}`);
  const ids = { shipment_id: rated.json.shipment_id, order_id: rated.json.order_id };
  const offers = await callApi<{ offers: { offer_id: string; allow_dropoff: number }[] }>(
    page,
    "/offers",
    ids,
  );
  const offer = offers.json?.offers.find((candidate) => candidate.allow_dropoff === 1);
  if (!offer) throw new Error("no offer Paris -> Marseille");
  const chosen = { ...ids, offer_id: offer.offer_id };
  await callApi(page, "/offer/select", { ...chosen, origin: "order-offer" });
  await page.evaluate(
    ([rating, order]) => {
      localStorage.setItem("offers", JSON.stringify(rating));
      localStorage.setItem("shipping", JSON.stringify(order));
    },
    [{ ...ids, origin: "index" }, chosen] as const,
  );
  await page.close();
  return browser;
}

/**
 * Empties the browser's HTTP cache, so that every page is measured as a first visit: Lighthouse
 * resets storage (cache included) only for the home page, whose journey lives in localStorage.
 */
async function clearHttpCache(browser: Awaited<ReturnType<typeof prepareJourney>>) {
  const context = browser.contexts()[0] ?? (await browser.newContext());
  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  await session.send("Network.clearBrowserCache");
  await page.close();
}

type TAuditItem = {
  node?: { snippet?: string };
  url?: string;
  total?: number;
  group?: string;
  groupLabel?: string;
  duration?: number;
  resourceType?: string;
  requestCount?: number;
  transferSize?: number;
  items?: TAuditItem[];
};

/**
 * With LIGHTHOUSE_DETAILS: the LCP element, the main thread's time per kind of work, the long
 * tasks, the requests and bytes per resource type, and the scripts that cost the most main-thread
 * time. The counts and bytes do not depend on the machine's load, unlike the scores.
 */
function printCosts(lhr: { audits: Record<string, { details?: unknown; numericValue?: number }> }) {
  const items = (id: string) => ((lhr.audits[id]?.details ?? {}) as { items?: TAuditItem[] }).items ?? [];
  const lcp = items("largest-contentful-paint-element")[0]?.items?.[0]?.node?.snippet;
  console.log(`  LCP element: ${lcp ?? "?"}`);
  const work = items("mainthread-work-breakdown").map(
    (item) => `${item.groupLabel ?? item.group} ${Math.round(item.duration ?? 0)}`,
  );
  console.log(`  main thread (ms): ${work.join(", ")}`);
  const longTasks = items("long-tasks");
  const longest = longTasks.map((task) => Math.round(task.duration ?? 0));
  console.log(`  long tasks: ${longTasks.length} (${longest.join(", ")} ms)`);
  const resources = items("resource-summary").map(
    (item) =>
      `${item.resourceType} ${item.requestCount} / ${((item.transferSize ?? 0) / 1024).toFixed(1)} KB`,
  );
  console.log(`  requests / bytes transferred: ${resources.join(", ")}`);
  for (const item of items("bootup-time").slice(0, 5))
    console.log(`  bootup ${Math.round(item.total ?? 0)} ms ${item.url}`);
}

const PAGES = [
  ["home", "index"],
  ["offers", "order-offer"],
  ["order", "order-order"],
] as const;

/**
 * Runs per page and form (LIGHTHOUSE_RUNS, default 3): the simulated blocking time varies from run
 * to run with the machine's load, so the median run is reported (Lighthouse's own advice), with
 * every run's performance score on the line. Three runs of the three pages in both forms take
 * about four minutes.
 */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3) || 1);

type TLhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

/** The run of median performance (a run Lighthouse could not score counts as the lowest). */
export function medianRun<T extends { categories: { performance?: { score: number | null } } }>(
  runs: T[],
): T {
  const score = (lhr: T) => lhr.categories.performance?.score ?? -1;
  const sorted = [...runs].sort((a, b) => score(a) - score(b));
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!median) throw new Error("no Lighthouse run");
  return median;
}

function report(name: string, form: "mobile" | "desktop", runs: TLhr[]) {
  const lhr = medianRun(runs);
  const ms = (audit: string) => Math.round(lhr.audits[audit]?.numericValue ?? Number.NaN);
  const all = runs
    .map(
      (run) =>
        `${run.categories.performance?.score ?? "?"} (TBT ${Math.round(run.audits["total-blocking-time"]?.numericValue ?? Number.NaN)})`,
    )
    .join(", ");
  console.log(
    `lighthouse ${name} (${form}): performance ${lhr.categories.performance?.score}, ` +
      `accessibility ${lhr.categories.accessibility?.score}, FCP ${ms("first-contentful-paint")} ms, ` +
      `LCP ${ms("largest-contentful-paint")} ms, TBT ${ms("total-blocking-time")} ms, ` +
      `CLS ${lhr.audits["cumulative-layout-shift"]?.numericValue?.toFixed(3)} (target >= 0.95 both; ` +
      `median of ${runs.length} runs: ${all})`,
  );
  // A run Lighthouse could not score (a trace it could not read) says why.
  runs.forEach((run, index) => {
    if (run.categories.performance?.score != null) return;
    const why = run.runtimeError?.message ?? run.audits["first-contentful-paint"]?.errorMessage;
    console.log(`  run ${index + 1} not measured: ${why}`);
  });
  if (process.env.LIGHTHOUSE_DETAILS) {
    const failed = Object.values(lhr.audits).filter(
      (audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== "informative",
    );
    for (const audit of failed) console.log(`  ${audit.id}: ${audit.score} ${audit.displayValue ?? ""}`);
    printCosts(lhr);
  }
}

export async function benchLighthouse() {
  const api = ownApi({
    name: "lighthouse",
    port: await freePort(),
    args: ["apps/api/dist/server.mjs"],
    // The embedded database's first start can take minutes on a busy 2-core machine.
    startTimeoutMs: 240_000,
  });
  // LIGHTHOUSE_PAGES=home,order measures only those pages, LIGHTHOUSE_FORMS=mobile only that form.
  const only = process.env.LIGHTHOUSE_PAGES?.split(",");
  const forms = process.env.LIGHTHOUSE_FORMS?.split(",");
  const FORMS = (["mobile", "desktop"] as const).filter((form) => !forms || forms.includes(form));
  await api.start();
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  try {
    const browser = await prepareJourney(chrome.port, api.url);
    for (const [name, route] of PAGES.filter(([page]) => !only || only.includes(page))) {
      for (const form of FORMS) {
        const runs: TLhr[] = [];
        for (let run = 0; run < RUNS; run += 1) {
          await clearHttpCache(browser);
          const result = await lighthouse(
            `${api.url}/#/en/${route}`,
            {
              port: chrome.port,
              output: "json",
              logLevel: "error",
              onlyCategories: ["performance", "accessibility"],
              // The offers and order pages read the journey from the browser's storage.
              disableStorageReset: name !== "home",
            },
            form === "desktop" ? desktopConfig : undefined,
          );
          const lhr = result?.lhr;
          if (!lhr) throw new Error(`Lighthouse gave no result for ${name}`);
          // LIGHTHOUSE_JSON_DIR=dir keeps each report and trace, for Lighthouse's viewer or a comparison.
          const reportDir = process.env.LIGHTHOUSE_JSON_DIR;
          if (reportDir) {
            const file = path.join(reportDir, `${name}-${form}-${run + 1}`);
            fs.writeFileSync(`${file}.json`, JSON.stringify(lhr));
            // The trace, for Chromium's performance panel: what each long task is made of.
            fs.writeFileSync(`${file}.trace.json`, JSON.stringify(result.artifacts.Trace));
          }
          runs.push(lhr);
        }
        report(name, form, runs);
      }
    }
  } finally {
    chrome.kill();
    await api.close();
  }
}

// Alone (after npm run build): npx tsx scripts/bench-lighthouse.ts
if (import.meta.url === `file://${process.argv[1]}`) {
  await benchLighthouse();
  process.exit(0);
}
