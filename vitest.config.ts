import { defineConfig } from "vitest/config";
import { SkippedTestsReporter } from "./scripts/skipped-tests-reporter.ts";

// Two projects: "unit" (pure, fast) and "integration" (a real database per test file).
// Browser tests have their own config in packages/e2e.
const reportDir = process.env.CI_REPORT_DIR;
const reportName = process.env.CI_REPORT_NAME ?? "node";

export default defineConfig({
  test: {
    // In CI every run also writes a JSON report and its skipped tests' reasons;
    // scripts/sum-test-reports.mjs adds them up.
    reporters: reportDir
      ? [
          "default",
          ["json", { outputFile: `${reportDir}/${reportName}.json` }],
          new SkippedTestsReporter(`${reportDir}/${reportName}.skipped.json`),
        ]
      : ["default"],
    projects: [
      {
        test: {
          name: "unit",
          include: ["{apps,packages}/*/src/**/*.test.{ts,tsx}", "apps/web/build/**/*.test.ts"],
          exclude: ["**/*.integration.test.ts", "**/node_modules/**"],
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: "integration",
          include: ["{apps,packages}/*/src/**/*.integration.test.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // PGlite start-up is CPU-heavy; two files at a time on this 2-core machine.
          maxWorkers: 2,
          // Runs after the unit project (Vitest needs distinct groups when maxWorkers differ).
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
