import { LIVE_CARRIERS, resolveLiveCarriers } from "@ship/carriers";
import { buildApp, loggerOptions } from "./app.ts";
import { startBackgroundJobs } from "./background-jobs.ts";
import { developmentDefaultsWarning, loadConfig } from "./config.ts";
import { createContext, openDatabase } from "./create-context.ts";
import { startPreorderBesideApi, withPreorderUrl } from "./features/pre-order/start-beside-api.ts";
import { DEMO_OPERATOR, seedDemoOperator } from "./seed/demo-operator.ts";
import { DEMO_USERS } from "./seed/demo-users.ts";

const startedAt = performance.now();
const config = loadConfig();
// A live carrier without its connector or its credentials stops the start before anything opens (decision 061).
resolveLiveCarriers(config.carriers, LIVE_CARRIERS);
// The pre-order service (decision 045) opens its own database meanwhile, unless PREORDER_URL is set.
const [database, preorderService] = await Promise.all([openDatabase(config), startPreorderBesideApi(config)]);

const ctx = createContext(withPreorderUrl(config, preorderService), database.db);
// The console's demo operator publishes its password and TOTP secret: never in production.
const demoOperator = config.demoData && config.env !== "production";
if (demoOperator) await seedDemoOperator(ctx.console);
const app = await buildApp(ctx, {
  logger: loggerOptions(config.logLevel, config.env === "development" && process.stdout.isTTY),
});
await app.listen({ port: config.port, host: config.host });
app.log.info(
  { database: database.kind, startupMs: Math.round(performance.now() - startedAt) },
  `ready on http://localhost:${config.port}`,
);
// The job queue (decision 054): e-mails, pre-order shipments, mass mailing batches, recovery of
// paid orders, tracking refresh and retention; what was pending when the API stopped runs now.
const jobs = await startBackgroundJobs(ctx, app.log);
if (preorderService) app.log.info(`pre-order service ready on ${preorderService.url}`);
const warning = developmentDefaultsWarning(config);
if (warning) app.log.warn(warning);
if (config.demoData) {
  for (const user of DEMO_USERS) {
    app.log.info(`demo ${user.pro ? "professional" : "personal"} account: ${user.email} / ${user.password}`);
  }
}
if (demoOperator) {
  app.log.info(
    `demo console operator (#/{lang}/console): ${DEMO_OPERATOR.email} / ${DEMO_OPERATOR.password}, TOTP secret ${DEMO_OPERATOR.totpSecret}`,
  );
}

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, "shutting down");
  // Open keep-alive connections or a stuck query must not keep the process alive forever.
  setTimeout(() => process.exit(1), 5000).unref();
  await app.close();
  await preorderService?.close();
  await jobs.stop();
  await database.close();
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
