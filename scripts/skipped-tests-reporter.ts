// A Vitest reporter for CI: writes each skipped test with its reason (the note given to
// `context.skip(note)`, e.g. requireTools' install hint) beside the JSON report, which holds no
// notes. scripts/sum-test-reports.mjs prints them under the closing line's skipped count.
import fs from "node:fs";
import path from "node:path";
import type { Reporter, TestModule } from "vitest/node";

export type TSkippedTest = { file: string; name: string; reason: string };

export class SkippedTestsReporter implements Reporter {
  constructor(private readonly outputFile: string) {}

  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const skipped: TSkippedTest[] = [];
    for (const testModule of testModules) {
      for (const test of testModule.children.allTests()) {
        const result = test.result();
        if (result.state !== "skipped") continue;
        skipped.push({
          file: path.relative(process.cwd(), testModule.moduleId),
          name: test.fullName,
          reason: result.note ?? `no reason given (${test.options.mode})`,
        });
      }
    }
    fs.writeFileSync(this.outputFile, `${JSON.stringify(skipped, null, 2)}\n`);
  }
}
