// Sums the JSON reports that every Vitest run of the CI wrote, and prints the one closing line
// "N passed, N failed" (plus skipped) that CI reads, after the failed, retried and skipped tests
// by name (a skipped one with its reason, from scripts/skipped-tests-reporter.ts).
import fs from "node:fs";
import path from "node:path";

const dir = process.argv[2];
let passed = 0;
let failed = 0;
let skipped = 0;
const problems = [];
const skips = [];

function listProblems(file, report) {
  const lines = [];
  for (const suite of report.testResults ?? []) {
    const where = path.relative(process.cwd(), suite.name ?? "");
    for (const test of suite.assertionResults ?? []) {
      const retried = (test.retryCount ?? 0) > 0 || (test.failureMessages?.length ?? 0) > 0;
      if (test.status === "failed") {
        const reason = String(test.failureMessages?.[0] ?? "")
          .split("\n")[0]
          .slice(0, 300);
        lines.push(`FAILED ${file} ${where} > ${test.fullName}: ${reason}`);
      } else if (test.status === "passed" && retried) {
        lines.push(`passed on retry ${file} ${where} > ${test.fullName}`);
      }
    }
    if (suite.status === "failed" && (suite.assertionResults ?? []).length === 0) {
      lines.push(
        `FAILED ${file} ${where}: ${String(suite.message ?? "")
          .split("\n")[0]
          .slice(0, 300)}`,
      );
    }
  }
  return lines;
}
for (const file of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
  if (file.endsWith(".skipped.json")) {
    const report = file.slice(0, -".skipped.json".length);
    for (const test of JSON.parse(fs.readFileSync(path.join(dir, file), "utf8"))) {
      skips.push(`SKIPPED ${report}.json ${test.file} > ${test.name}: ${test.reason}`);
    }
    continue;
  }
  if (!file.endsWith(".json")) continue;
  const report = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8"));
  passed += report.numPassedTests ?? 0;
  failed += (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0);
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  console.log(`${file}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
  problems.push(...listProblems(file, report));
}
// The failed, retried and skipped tests by name, so that the tail of a CI log says which ones.
for (const line of [...problems, ...skips]) console.log(line);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
