import { defineConfig } from "vitest/config";

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
    hookTimeout: 120_000,
    // expect.poll waits 1 s by default: too short for a page on a busy 2-core machine.
    expect: { poll: { timeout: 15_000, interval: 100 } },
    reporters: reportDir ? ["default", ["json", { outputFile: `${reportDir}/e2e.json` }]] : ["default"],
  },
});
