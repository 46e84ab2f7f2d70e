// Compares web builds (and API bundles) by the order page's blocking time, loaded alternately in
// Chromium with the CPU throttled 4 times (decision 067). Lighthouse's mobile score moves more from
// one run to the next on a shared 2-core machine than a change of a few tens of milliseconds
// does; this harness measures the page's own long tasks, many loads per build, side by side.
//
//   npm run build && cp -r apps/web/dist /tmp/web-before   (on the commit before)
//   npm run build                                          (on the change)
//   npx tsx scripts/bench-blocking-time.ts /tmp/web-before apps/web/dist
//
// Each argument is a web build, optionally followed by "=" and the API bundle that serves it
// (default apps/api/dist/server.mjs, which must sit in apps/api/dist). At most two builds:
// cookies ignore the port, so the second is served on 127.0.0.1, the first on localhost.
// BLOCKING_LOADS sets the loads per build (default 12), BLOCKING_PAGE the page (order-order).
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import { ownApi } from "../packages/e2e/src/own-api.ts";
import { freePort, prepareJourney } from "./bench-lighthouse.ts";

type TLoad = { blocking: number; longest: number; taskMs: number };
type TLongTask = { start: number; duration: number };

const HOSTS = ["localhost", "127.0.0.1"] as const;
const LOADS = Math.max(1, Number(process.env.BLOCKING_LOADS ?? 12) || 12);
const PAGE = process.env.BLOCKING_PAGE ?? "order-order";
/** What the page shows once its data is there and rendered. */
const READY: Record<string, string> = {
  "order-order": "order-continue",
  "order-offer": "choose-offer",
  index: "quote-form",
};

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? 0;

/** Blocking time as Lighthouse counts it: what each long task after the first paint spends over 50 ms. */
export function blockingTime(tasks: TLongTask[], firstPaint: number): { blocking: number; longest: number } {
  const after = tasks.filter((task) => task.start >= firstPaint);
  return {
    blocking: Math.round(after.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0)),
    longest: Math.round(Math.max(0, ...after.map((task) => task.duration))),
  };
}

async function main() {
  const builds = process.argv.slice(2).map((arg) => {
    const [web, server = "apps/api/dist/server.mjs"] = arg.split("=");
    return { web: path.resolve(web ?? ""), server };
  });
  if (builds.length < 1 || builds.length > HOSTS.length) {
    throw new Error("usage: bench-blocking-time.ts <web dist>[=<api bundle>] [<web dist>[=<api bundle>]]");
  }
  const apis = [];
  for (const [index, build] of builds.entries()) {
    const api = ownApi({
      name: `blocking-${index}`,
      port: await freePort(),
      args: [build.server],
      env: { WEB_DIST: build.web },
      startTimeoutMs: 240_000,
    });
    await api.start();
    apis.push(api);
  }
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  const loads: TLoad[][] = builds.map(() => []);
  try {
    const urls = apis.map((api, index) => api.url.replace("localhost", HOSTS[index] ?? "localhost"));
    const browsers = [];
    for (const url of urls) browsers.push(await prepareJourney(chrome.port, url));
    for (let round = 0; round < LOADS; round++) {
      for (const [index, url] of urls.entries()) {
        const context = browsers[index]?.contexts()[0];
        if (!context) throw new Error("no browser context");
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send("Network.clearBrowserCache");
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
        await cdp.send("Performance.enable");
        await page.addInitScript(() => {
          const seen: { start: number; duration: number }[] = [];
          Object.assign(window, { __longTasks: seen });
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries())
              seen.push({ start: entry.startTime, duration: entry.duration });
          }).observe({ type: "longtask", buffered: true });
        });
        await page.goto(`${url}/#/en/${PAGE}`);
        await page
          .getByTestId(READY[PAGE] ?? "page-title")
          .first()
          .waitFor({ state: "attached", timeout: 60_000 });
        // The tasks that follow the render (validation, lower blocks, images) count too.
        await page.waitForTimeout(3000);
        const { metrics } = await cdp.send("Performance.getMetrics");
        const seen = await page.evaluate(() => ({
          tasks: (window as unknown as { __longTasks: TLongTask[] }).__longTasks,
          firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0,
        }));
        const taskSeconds = metrics.find((metric) => metric.name === "TaskDuration")?.value ?? 0;
        loads[index]?.push({
          ...blockingTime(seen.tasks, seen.firstPaint),
          taskMs: Math.round(taskSeconds * 1000),
        });
        await page.close();
      }
    }
  } finally {
    chrome.kill();
    for (const api of apis) await api.close();
  }
  for (const [index, build] of builds.entries()) {
    const runs = loads[index] ?? [];
    console.log(
      `blocking time ${PAGE} (${path.relative(process.cwd(), build.web) || build.web}): ` +
        `median ${median(runs.map((run) => run.blocking))} ms (${runs.map((run) => run.blocking).join(" ")}), ` +
        `longest task median ${median(runs.map((run) => run.longest))} ms, ` +
        `renderer task time median ${median(runs.map((run) => run.taskMs))} ms, ${runs.length} loads, CPU 4x slower`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await main();
  process.exit(0);
}
