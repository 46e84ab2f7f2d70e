import { defineConfig } from "vitest/config";

// Two projects: "unit" (pure, fast) and "integration" (a real database per test file).
// Browser tests have their own config in packages/e2e.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["{apps,packages}/*/src/**/*.test.{ts,tsx}"],
          exclude: ["**/*.integration.test.ts", "**/node_modules/**"],
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
        },
      },
    ],
  },
});
