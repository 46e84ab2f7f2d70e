import fs from "node:fs";
import path from "node:path";
import react from "@vitejs/plugin-react";
import { createServer, type Plugin } from "vite";

/** The catalogs the hero reads (features/home/components/hero.tsx). */
const NAMESPACES = ["common", "home"] as const;

// Loaded through Vite (the config itself cannot import the workspace's TypeScript packages).
type TFirstScreenModule = {
  renderFirstScreen: (lang: string, catalogs: Record<string, Record<string, unknown>>) => string;
  LANGS: readonly string[];
  DEFAULT_LANG: string;
  LOGGED_IN_HINT_KEY: string;
};

/**
 * Chooses the language of the pre-rendered first screen from the hash route (#/{lang}/index, or
 * no route: the default language) before the first paint, or drops it on any other page and for a
 * browser whose last session lookup found a logged-in user. Inline,
 * since a script file would cost a round trip before the first paint; the API allows it by its
 * hash (apps/api/src/http/inline-script-hashes.ts).
 */
function chooserScript({ LANGS, DEFAULT_LANG, LOGGED_IN_HINT_KEY }: TFirstScreenModule): string {
  const langs = LANGS.join("|");
  return (
    `(function(){var h=location.hash,s=document.getElementById("first-screen"),` +
    `m=/^#\\/(${langs})\\/index(?:[/?]|$)/.exec(h),l=m?m[1]:/^#?\\/?$/.test(h)?"${DEFAULT_LANG}":null,` +
    // A logged-in user goes on to the return screen: not the visitor's intro (lib/logged-in-hint.ts).
    `u,t;try{u=localStorage.getItem("${LOGGED_IN_HINT_KEY}")}catch(e){}` +
    `t=!u&&l&&s.querySelector('template[data-lang="'+l+'"]');if(!t){s.remove();return}` +
    `s.append(t.content);var d=document.documentElement;d.classList.add("first-screen");` +
    `d.setAttribute("data-mantine-color-scheme","light")})()`
  );
}

// While the first screen shows, the app renders below it, hidden, out of the flow.
const PENDING_STYLE =
  "html.first-screen #root{position:absolute;top:0;left:0;right:0;visibility:hidden}" +
  "#first-screen template{display:none}";

const STYLE_ELEMENT = /<style[^>]*>[\s\S]*?<\/style>/g;

/**
 * The home page's hero in each language, rendered with react-dom/server through Vite's SSR loader.
 * Mantine's style elements (theme variables, the shell's sizes) are the same in every language:
 * written once, beside the templates, instead of three times.
 */
async function renderAll(root: string): Promise<{ markup: string; script: string }> {
  const server = await createServer({
    root,
    configFile: false,
    plugins: [react()],
    logLevel: "error",
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: "custom",
  });
  try {
    const module = (await server.ssrLoadModule("/src/app/first-screen.tsx")) as TFirstScreenModule;
    let styles = "";
    const templates = module.LANGS.map((lang) => {
      const catalogs = Object.fromEntries(
        NAMESPACES.map((namespace) => [
          namespace,
          JSON.parse(fs.readFileSync(path.join(root, `src/i18n/locales/${lang}/${namespace}.json`), "utf8")),
        ]),
      );
      const html = module.renderFirstScreen(lang, { [lang]: catalogs });
      styles ||= (html.match(STYLE_ELEMENT) ?? []).join("");
      return `<template data-lang="${lang}">${html.replace(STYLE_ELEMENT, "")}</template>`;
    }).join("");
    return { markup: styles + templates, script: chooserScript(module) };
  } finally {
    await server.close();
  }
}

/**
 * Decision 048: the home page's first screen (shell and hero) is in index.html, painted before any
 * JavaScript runs; the app replaces it once its page is ready (app/reveal-app.ts).
 */
export function firstScreen(): Plugin {
  let root = "";
  return {
    name: "shipcompare-first-screen",
    apply: "build",
    configResolved(config) {
      root = config.root;
    },
    async transformIndexHtml(html) {
      const { markup, script } = await renderAll(root);
      return html
        .replace("</head>", `<style>${PENDING_STYLE}</style></head>`)
        .replace(
          '<div id="root"></div>',
          `<div id="first-screen" aria-hidden="true">${markup}</div><script>${script}</script><div id="root"></div>`,
        );
    },
  };
}
