import fs from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { buildApi } from "./cluster.ts";
import { runScaleScenario } from "./scenario.ts";

/**
 * Several API nodes behind nginx on one PostgreSQL (issue 17 item 3, decision 055), at CI length:
 * `npm run scale:test` runs the same scenario longer and prints its figures. Needs a PostgreSQL
 * server (runs under `npm run test:pg`, skipped on PGlite) and Debian's nginx (nginx-light).
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const nginx = process.env.NGINX_BIN ?? "/usr/sbin/nginx";
const runnable = Boolean(serverUrl) && fs.existsSync(nginx);

describe.runIf(runnable)("3 API nodes behind nginx, one SIGKILLed mid-load and restarted", () => {
  beforeAll(() => buildApi(), 180_000);

  it("loses and doubles no order, keeps every session, and counts one address limit", async () => {
    const { lines, problems } = await runScaleScenario({
      adminUrl: serverUrl as string,
      basePort: Number(process.env.SCALE_BASE_PORT ?? 19350),
      phaseMs: 3_000,
      killPhaseMs: 16_000,
      ratingWorkers: 3,
      orderWorkers: 2,
    });
    console.log(lines.join("\n"));
    expect(problems).toEqual([]);
  }, 300_000);
});
