import fs from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

const require = createRequire(import.meta.url);
let source: string | undefined;

export type TAxeViolation = { id: string; impact: string | null; help: string; targets: string[] };

/**
 * The accessibility violations axe-core finds on the page as it is now, keeping the serious and
 * critical ones. axe runs through the DevTools protocol (page.evaluate), which the page's CSP does
 * not govern, so the app's headers stay as in production.
 */
export async function seriousAxeViolations(page: Page): Promise<TAxeViolation[]> {
  source ??= fs.readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");
  await page.evaluate(source);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (context: Document, options: object) => Promise<unknown> } }
    ).axe;
    const result = (await axe.run(document, { resultTypes: ["violations"] })) as {
      violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[];
    };
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(" ")),
    }));
  });
  return violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
}
