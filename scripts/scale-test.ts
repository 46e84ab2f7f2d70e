// npm run scale:test [-- --quick]: several API nodes behind nginx on one PostgreSQL (issue 17 item 3,
// decision 055). Builds the API bundle, starts one pre-order service, 3 API nodes and nginx on
// loopback (ports SCALE_BASE_PORT.., default 19300), runs the varied load and paid orders with 1, 2
// and 3 nodes, SIGKILLs one node mid-load and restarts it, then compares the database with what the
// clients saw (apps/api/src/testing/scale/scenario.ts). Exits 1 when an order is lost or doubled, a
// session is lost, or the per-address limit is not one limit across the nodes. PostgreSQL:
// SCALE_DATABASE_URL, else TEST_DATABASE_URL, else this machine's (postgres@127.0.0.1:5432, trust
// auth). SCALE_SKIP_BUILD=1 reuses the bundle; SCALE_KEEP=1 keeps the logs' folder.
import { buildApi } from "../apps/api/src/testing/scale/cluster.ts";
import { runScaleScenario } from "../apps/api/src/testing/scale/scenario.ts";

const quick = process.argv.includes("--quick") || process.env.SCALE_QUICK === "1";
if (!process.env.SCALE_SKIP_BUILD) buildApi();
const { lines, problems } = await runScaleScenario({
  adminUrl:
    process.env.SCALE_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    "postgres://postgres@127.0.0.1:5432/postgres",
  basePort: Number(process.env.SCALE_BASE_PORT ?? 19300),
  phaseMs: quick ? 6_000 : 20_000,
  killPhaseMs: quick ? 20_000 : 45_000,
  ratingWorkers: quick ? 4 : 8,
  orderWorkers: quick ? 2 : 3,
});
for (const line of lines) console.log(line);
process.exit(problems.length > 0 ? 1 : 0);
