import { defineConfig } from "vitest/config";
import { SkippedTestsReporter } from "../../scripts/skipped-tests-reporter.ts";

const reportDir = process.env.CI_REPORT_DIR;

// Browser tests: one built app started once (global setup), one Chromium per test file,
// files one after another (2-core machines).
export default defineConfig({
  test: {
    name: "e2e",
    root: import.meta.dirname,
    include: ["tests/**/*.e2e.test.ts"],
    globalSetup: ["./src/global-setup.ts"],
    fileParallelism: false,
    testTimeout: 60_000,
    // One retry: a whole session's work was once refused for a single browser test that timed
    // out on a loaded 2-core machine. A retried test still shows in the log ("retry x1"), and
    // scripts/sum-test-reports.mjs lists it, so a real regression (failing twice) still fails.
    retry: 1,
    hookTimeout: 120_000,
    // expect.poll waits 1 s by default: too short for a page on a busy 2-core machine.
    expect: { poll: { timeout: 15_000, interval: 100 } },
    reporters: reportDir
      ? [
          "default",
          ["json", { outputFile: `${reportDir}/e2e.json` }],
          new SkippedTestsReporter(`${reportDir}/e2e.skipped.json`),
        ]
      : ["default"],
  },
});
