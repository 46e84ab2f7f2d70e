import { hashPassword } from "../../features/session/password.ts";
import { startCluster, type TCluster } from "./cluster.ts";
import {
  insertActiveUser,
  paidUnshippedOlderThan,
  readLedger,
  type TLedger,
  waitForShipments,
} from "./ledger.ts";
import {
  newStats,
  orderWorker,
  probeAddressLimit,
  probeLoggedInSession,
  ratingWorker,
  type TStats,
} from "./load.ts";

/**
 * The multi-node scenario (issue 17 item 3, decision 055): one pre-order service, 3 API nodes and
 * nginx on loopback over one fresh PostgreSQL database; the varied load and paid orders through the
 * proxy with 1, 2 and 3 nodes; one node SIGKILLed mid-load (a card payment in flight) and restarted;
 * then the database against what the clients saw, the per-address limit across the nodes and the
 * readiness probe. `npm run scale:test` runs it at full length, the integration test
 * (`multi-node.integration.test.ts`, PostgreSQL only) at CI length. The API bundle must be built.
 */

export type TScaleSettings = {
  /** The admin URL of the PostgreSQL server; the test's database is made there and dropped after. */
  adminUrl: string;
  basePort: number;
  /** Length of each throughput phase (1, 2, 3 nodes) and of the kill phase. */
  phaseMs: number;
  killPhaseMs: number;
  ratingWorkers: number;
  orderWorkers: number;
};

/** Each node waits this long before a paid order's waybill (WAYBILL_TEST_DELAY_MS), widening the crash window. */
const WAYBILL_DELAY_MS = 1_500;
const NODES = 3;
/** The per-address limit the probe must meet exactly, whichever nodes serve it. */
const NEW_SESSIONS_LIMIT = 40;

/** Runs the scenario: the report's lines, and the problems found (none: it passed). */
export async function runScaleScenario(settings: TScaleSettings) {
  const cluster = await startCluster({
    adminUrl: settings.adminUrl,
    basePort: settings.basePort,
    nodeCount: NODES,
    nodeEnv: {
      RATE_LIMIT_WINDOW_SECONDS: "600",
      RATE_LIMIT_NEW_SESSIONS: String(NEW_SESSIONS_LIMIT),
      RATE_LIMIT_ANONYMOUS_RATINGS: "5000",
      WAYBILL_TEST_DELAY_MS: String(WAYBILL_DELAY_MS),
    },
  });
  const lines: string[] = [];
  try {
    const problems = await runScenario(cluster, settings, (line) => lines.push(line));
    return { lines, problems };
  } finally {
    await cluster.close();
  }
}

type TPhase = { nodes: number; ms: number; stats: TStats; cpuMs: number; rssMb: number };

async function runLoad(
  cluster: TCluster,
  settings: TScaleSettings,
  ms: number,
  during?: (stats: TStats) => Promise<void>,
) {
  const stats = newStats();
  const until = Date.now() + ms;
  const cpuBefore = sum(cluster.nodeCpuMs());
  await Promise.all([
    ...Array.from({ length: settings.ratingWorkers }, () => ratingWorker(cluster.proxy, stats, until)),
    ...Array.from({ length: settings.orderWorkers }, () => orderWorker(cluster.proxy, stats, until)),
    during?.(stats),
  ]);
  return { stats, cpuMs: sum(cluster.nodeCpuMs()) - cpuBefore, rssMb: Math.max(...cluster.nodeRssMb()) };
}

/**
 * A quarter into the phase, SIGKILL node 2 as soon as a card payment is in flight; start it again a
 * quarter later. The nodes wait WAYBILL_DELAY_MS before each paid order's waybill, so the orders node
 * 2 had just been paid for are left without shipment: its recovery at start must ship them, once.
 */
async function killAndRestart(cluster: TCluster, stats: TStats, ms: number, log: string[]) {
  const started = Date.now();
  const at = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
  await sleep(ms / 4);
  const waitUntil = Date.now() + 5_000;
  while ((stats.inFlight.get("order:card-submit") ?? 0) === 0 && Date.now() < waitUntil) await sleep(20);
  const inFlight = [...stats.inFlight].filter(([, n]) => n > 0).map(([step, n]) => `${step} ${n}`);
  await cluster.killNode(1);
  log.push(`node 2 SIGKILLed at ${at()} with requests in flight (all nodes): ${inFlight.join(", ")}`);
  await sleep(ms / 4);
  // Older than the waybill delay and still unshipped: only the killed node can have left them.
  const orphans = await paidUnshippedOlderThan(cluster.databaseUrl, (WAYBILL_DELAY_MS + 1000) / 1000);
  log.push(`paid orders left without shipment by the kill: ${orphans}`);
  const restart = Date.now();
  await cluster.startNode(1);
  log.push(`node 2 restarted at ${at()}, ready after ${((Date.now() - restart) / 1000).toFixed(1)} s`);
}

async function runScenario(
  cluster: TCluster,
  settings: TScaleSettings,
  say: (line: string) => void,
): Promise<string[]> {
  await cluster.startPreorder();
  // All nodes at once: the migrations run once (advisory lock), the others wait for them.
  await Promise.all(Array.from({ length: NODES }, (_, i) => cluster.startNode(i)));
  const phases: TPhase[] = [];
  for (let nodes = 1; nodes <= NODES; nodes += 1) {
    await cluster.useNodes(nodes);
    phases.push({ nodes, ms: settings.phaseMs, ...(await runLoad(cluster, settings, settings.phaseMs)) });
  }
  const killLog: string[] = [];
  const kill = await runLoad(cluster, settings, settings.killPhaseMs, (stats) =>
    killAndRestart(cluster, stats, settings.killPhaseMs, killLog),
  );
  const all = [...phases.map((phase) => phase.stats), kill.stats];
  const waiting = await waitForShipments(cluster.databaseUrl, 30_000);
  const ledger = await readLedger(
    cluster.databaseUrl,
    all.flatMap((stats) => stats.ordersCreated),
    all.flatMap((stats) => stats.ordersPaid),
  );
  const limit = await probeAddressLimit(cluster.proxy, NEW_SESSIONS_LIMIT + 5);
  const ready = await fetch(`${cluster.proxy}/readyz`).then((response) => response.status);
  const customer = { email: `scale-${Date.now()}@example.com`, password: "scale-test-password-1" };
  await insertActiveUser(cluster.databaseUrl, customer.email, await hashPassword(customer.password));
  const account = await probeLoggedInSession(cluster.proxy, customer);

  printPhases(phases, say);
  say(`\nKill phase (${NODES} nodes, ${settings.killPhaseMs / 1000} s):\n  ${killLog.join("\n  ")}`);
  printStatuses(kill.stats, say);
  const sessions = printSessions(all, say);
  printLedger(ledger, waiting, all, say);
  say(
    `\nOne client address, ${NEW_SESSIONS_LIMIT + 5} new visitor ratings spread over ${NODES} nodes ` +
      `(limit ${NEW_SESSIONS_LIMIT}): ${limit.served} served, ${limit.refused} refused with 429, ${limit.other} other`,
  );
  say(`GET /readyz through the proxy: ${ready}`);
  say(
    `Logged-in session: login ${account.loginStatus}; GET /session 6 times on ${account.before.nodes} nodes: ` +
      `${account.before.loggedInAnswers} logged in; after logout on one node, the old cookie on ` +
      `${account.after.nodes} nodes: ${account.after.loggedInAnswers} logged in`,
  );
  const problems = [
    ledger.lostOrders + ledger.lostPayments + ledger.lostShipments > 0 && "orders lost",
    ledger.doubledPayments + ledger.doubledShipments > 0 && "orders doubled",
    waiting > 0 && `${waiting} paid orders without a shipment`,
    sessions.lost > 0 && "sessions lost",
    sessions.crossNode === 0 && "no session was served by two nodes",
    (limit.served !== NEW_SESSIONS_LIMIT || limit.other > 0) && "the address limit is not one limit",
    ready !== 200 && "/readyz is not 200",
    (account.loginStatus !== 200 || account.before.loggedInAnswers !== 6 || account.before.nodes < 2) &&
      "a logged-in session is not seen on every node",
    account.after.loggedInAnswers > 0 && "a session logged out on one node still works on another",
    all.reduce((n, stats) => n + stats.ordersPaid.length, 0) === 0 && "no order was paid",
  ].filter(Boolean);
  say(problems.length === 0 ? "\nscale test: PASS" : `\nscale test: FAIL (${problems.join(", ")})`);
  return problems as string[];
}

function printPhases(phases: TPhase[], say: (line: string) => void) {
  say("\nThroughput through nginx (CPU: the API nodes' user + system time; 2 shared cores):");
  say("nodes | ratings/s | paid orders/min | client errors | API CPU ms per request | largest node RSS MB");
  for (const { nodes, ms, stats, cpuMs, rssMb } of phases) {
    const errors = [...stats.statuses].filter(
      ([key]) => Number(key.split(" ")[1]) >= 400 || key.endsWith(" 0"),
    );
    const requests = sum([...stats.statuses.values()]);
    say(
      `${nodes}     | ${(stats.ratings / (ms / 1000)).toFixed(1).padStart(9)} | ` +
        `${((stats.ordersPaid.length * 60_000) / ms).toFixed(1).padStart(15)} | ` +
        `${String(errors.reduce((n, [, count]) => n + count, 0)).padStart(13)} | ` +
        `${(requests > 0 ? (cpuMs / requests).toFixed(1) : "-").padStart(22)} | ${rssMb}`,
    );
  }
}

function printStatuses(stats: TStats, say: (line: string) => void) {
  const rows = [...stats.statuses].sort(([a], [b]) => a.localeCompare(b));
  say("step status: count  (0 = no answer; 502 = the killed node's request, not replayed)");
  for (const [key, count] of rows) say(`  ${key}: ${count}`);
}

function printSessions(all: TStats[], say: (line: string) => void) {
  const calls = all.reduce((n, stats) => n + stats.sessionCalls, 0);
  const lost = all.reduce((n, stats) => n + stats.sessionLost, 0);
  const sessions = all.flatMap((stats) => [...stats.sessionNodes.values()]);
  const crossNode = sessions.filter((nodes) => nodes.size >= 2).length;
  say(
    `\nSessions: ${sessions.length} used, ${crossNode} served by 2 or more nodes; ` +
      `${calls} calls with a session cookie, ${lost} refused as unknown (401/404)`,
  );
  return { lost, crossNode };
}

function printLedger(ledger: TLedger, waiting: number, all: TStats[], say: (line: string) => void) {
  const created = all.reduce((n, stats) => n + stats.ordersCreated.length, 0);
  const paid = all.reduce((n, stats) => n + stats.ordersPaid.length, 0);
  const abandoned = all.reduce((n, stats) => n + stats.ordersAbandoned, 0);
  say(
    `\nOrders: clients created ${created}, saw ${paid} paid, abandoned ${abandoned} after an error. ` +
      `Database: ${ledger.orders} orders, ${ledger.paidOrders} paid, ${ledger.shipments} shipments ` +
      `(${waiting} paid without shipment after 30 s).`,
  );
  say(
    `Lost: ${ledger.lostOrders} orders, ${ledger.lostPayments} payments, ${ledger.lostShipments} shipments. ` +
      `Doubled: ${ledger.doubledPayments} payments, ${ledger.doubledShipments} shipments. ` +
      `Paid but not seen by a client that gave up: ${ledger.paidUnseen}.`,
  );
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
