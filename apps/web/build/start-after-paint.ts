import type { Plugin } from "vite";

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
/** Should no frame be painted soon (a tab opened in the background), the app starts anyway. */
const START_AT_THE_LATEST_MS = 500;

/**
 * The app's scripts are requested once the first screen is painted, instead of from <head> (decision
 * 048): on a slow link the 170 KB main chunk would otherwise share the bandwidth with the style
 * sheet the first paint waits for. Inline, allowed by its hash like the language chooser.
 */
function starterScript(entry: string, preloads: string[]): string {
  return (
    `(function(){var d=document,started=0;function start(){if(started)return;started=1;` +
    `${JSON.stringify(preloads)}.forEach(function(u){var l=d.createElement("link");l.rel="modulepreload";` +
    `l.crossOrigin="";l.href=u;d.head.append(l)});var s=d.createElement("script");s.type="module";` +
    `s.crossOrigin="";s.src=${JSON.stringify(entry)};d.head.append(s)}` +
    `requestAnimationFrame(function(){setTimeout(start)});setTimeout(start,${START_AT_THE_LATEST_MS})})()`
  );
}

export function startAfterPaint(): Plugin {
  return {
    name: "shipcompare-start-after-paint",
    apply: "build",
    transformIndexHtml: {
      // After Vite has written the entry's script and modulepreload tags.
      order: "post",
      handler(html) {
        const entry = ENTRY_SCRIPT.exec(html)?.[1];
        if (!entry) throw new Error("index.html has no entry script to start after the first paint");
        const preloads = [...html.matchAll(MODULE_PRELOAD)].map(([, href]) => href ?? "");
        return html
          .replace(ENTRY_SCRIPT, "")
          .replace(MODULE_PRELOAD, "")
          .replace("</body>", `<script>${starterScript(entry, preloads)}</script></body>`);
      },
    },
  };
}
