import { buildApp, loggerOptions } from "./app.ts";
import { developmentDefaultsWarning, loadConfig } from "./config.ts";
import { createContext, openDatabase } from "./create-context.ts";
import { startPreorderBesideApi, withPreorderUrl } from "./features/pre-order/start-beside-api.ts";
import { scheduleRetention } from "./features/retention/retention.ts";
import { scheduleTrackingRefresh } from "./features/shipment/tracking-refresh-job.ts";
import { DEMO_OPERATOR, seedDemoOperator } from "./seed/demo-operator.ts";
import { DEMO_USERS } from "./seed/demo-users.ts";

const startedAt = performance.now();
const config = loadConfig();
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
// The e-mail outbox's delivery job: what was pending when the API stopped goes out now.
ctx.mailer.start();
// The pre-order outbox's delivery job (decision 046): shipments not yet told to the service go now.
ctx.preOrderOutbox.start();
// Orders paid while the API was down (or killed between payment and waybill) get their shipment.
void ctx.shipments.recoverPaidOrders().then(
  (recovered) => {
    if (recovered.shipments + recovered.mails > 0) app.log.info(recovered, "recovered paid orders");
  },
  (error: unknown) => app.log.error({ err: error }, "recovery of paid orders failed"),
);
if (preorderService) app.log.info(`pre-order service ready on ${preorderService.url}`);
// Mass mailing batches (decision 043): what was queued or left half-shipped when the API stopped goes on now.
ctx.massMailing.jobs.start();
const warning = developmentDefaultsWarning(config);
if (warning) app.log.warn(warning);
// Expired sessions, old unordered ratings and spent single-use rows (decision 021).
const retention = scheduleRetention(ctx.retention, config.retention.intervalMs, app.log);
// Shipments on their way move on, with the sender's tracking e-mails (decision 051).
const trackingRefresh = scheduleTrackingRefresh(
  ctx.shipments.refreshTracking,
  config.trackingRefreshMs,
  app.log,
);
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
  await ctx.massMailing.jobs.stop();
  await ctx.mailer.stop();
  await ctx.preOrderOutbox.stop();
  await retention.stop();
  await trackingRefresh.stop();
  await database.close();
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
