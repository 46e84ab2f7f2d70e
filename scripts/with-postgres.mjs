// Runs a command with TEST_DATABASE_URL pointing at a PostgreSQL server (default: this machine's,
// trust auth). Each integration test file then creates and drops its own fresh database there.
import { spawnSync } from "node:child_process";

const url = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error("usage: node scripts/with-postgres.mjs <command> [args...]");
  process.exit(2);
}
const result = spawnSync(command, args, {
  stdio: "inherit",
  shell: process.platform === "win32",
  env: {
    ...process.env,
    TEST_DATABASE_URL: url,
    PATH: `${process.cwd()}/node_modules/.bin:${process.env.PATH}`,
  },
});
process.exit(result.status ?? 1);
