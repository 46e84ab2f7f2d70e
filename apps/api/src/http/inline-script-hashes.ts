import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/**
 * The Content-Security-Policy sources ('sha256-…') of the inline scripts of the built web app's
 * index.html, so that script-src can stay 'self' with them alone allowed: the script that picks
 * the pre-rendered first screen's language must run before the first paint (decision 048).
 * None when the web app is not built.
 */
export function inlineScriptHashes(webDist: string): string[] {
  const indexFile = path.join(webDist, "index.html");
  if (!fs.existsSync(indexFile)) return [];
  const html = fs.readFileSync(indexFile, "utf8");
  return [...html.matchAll(INLINE_SCRIPT)].map(
    ([, script]) =>
      `'sha256-${createHash("sha256")
        .update(script ?? "")
        .digest("base64")}'`,
  );
}
