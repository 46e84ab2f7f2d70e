import fs from "node:fs";
import path from "node:path";
import react from "@vitejs/plugin-react";
import { createServer, type Plugin } from "vite";
import { checkLibrariesIn, pagePreloads } from "./page-preloads.ts";

/** The catalogs the pre-rendered screens read: the hero's, the offers and order pages' frames. */
const NAMESPACES = ["common", "home", "offers", "order"] as const;

/**
 * The modules each pre-rendered page loads as the app starts: its page (app/routes.ts) and its
 * data's prefetch. Their chunks are preloaded from the chooser below (decision 065).
 */
const PAGE_MODULES: Record<string, readonly string[]> = {
  index: ["src/features/home/components/home-page.tsx"],
  "order-offer": [
    "src/features/offers/components/offers-page.tsx",
    "src/features/offers/api/prefetch-offers.ts",
  ],
  "order-order": ["src/features/order/components/order-page.tsx", "src/features/order/api/prefetch-order.ts"],
};

/** Links appended per task: each costs about 0.5 ms of a phone's main thread (decision 065). */
const PRELOADS_PER_TASK = 8;

// Loaded through Vite (the config itself cannot import the workspace's TypeScript packages).
type TFirstScreenModule = {
  renderFirstScreen: (
    lang: string,
    catalogs: Record<string, Record<string, unknown>>,
    screen: string,
  ) => string;
  FIRST_SCREENS: Record<string, string | null>;
  LANGS: readonly string[];
  DEFAULT_LANG: string;
  LOGGED_IN_HINT_KEY: string;
};

/**
 * Chooses the pre-rendered first screen of the hash route (#/{lang}/{page}, or no route: the home
 * page in the default language) before the first paint, or drops it on any other page. The home
 * page's is left out for a browser whose last session lookup found a logged-in user (they go on to
 * the return screen), the offers and order pages' when the browser holds no journey for them (they
 * send the visitor back a step). Inline, since a script file would cost a round trip before the
 * first paint; the API allows it by its hash (apps/api/src/http/inline-script-hashes.ts).
 *
 * The chosen page's chunks are preloaded from here too (`preloads`: page -> files), after the
 * first paint and a few links per task. Left to the app, Vite's preload helper appended the 30 to
 * 60 links in one task once the start chunk had run: up to 30 ms of a phone's main thread in one
 * task (decision 065). Before the first paint they would delay it; from here the files also start
 * loading while the start chunk loads. Vite's helper skips the links it finds, and a batch skips
 * those the helper added first (compared by resolved URL: the helper writes absolute ones), so
 * that no file is asked twice.
 */
function chooserScript(
  { FIRST_SCREENS, LANGS, DEFAULT_LANG, LOGGED_IN_HINT_KEY }: TFirstScreenModule,
  preloads: Record<string, string[]>,
): string {
  const langs = LANGS.join("|");
  const pages = Object.keys(FIRST_SCREENS).join("|");
  // The client store each page needs; the home page's is the logged-in hint, which must be absent.
  const stores = JSON.stringify({ ...FIRST_SCREENS, index: LOGGED_IN_HINT_KEY });
  return (
    `(function(){var h=location.hash,s=document.getElementById("first-screen"),` +
    `m=/^#\\/(${langs})\\/(${pages})(?:[/?]|$)/.exec(h),` +
    `l=m?m[1]:/^#?\\/?$/.test(h)?"${DEFAULT_LANG}":null,p=m?m[2]:"index",k=${stores}[p],v=null,t;` +
    `try{v=localStorage.getItem(k)}catch(e){}` +
    `t=l&&(p==="index"?!v:v)&&s.querySelector('template[data-lang="'+l+'"][data-page="'+p+'"]');` +
    `if(!t){s.remove();return}` +
    `var q=(${JSON.stringify(preloads)}[p]||[]).slice(),b=function(){q.splice(0,${PRELOADS_PER_TASK}).forEach(function(f){` +
    `var u=new URL(f,document.baseURI).href;` +
    `if([].some.call(document.querySelectorAll("link"),function(o){return o.href===u}))return;` +
    `var e=document.createElement("link");e.rel="modulepreload";e.crossOrigin="";e.href=f;` +
    `document.head.appendChild(e)});if(q.length)setTimeout(b,0)};` +
    `requestAnimationFrame(function(){setTimeout(b,0)});` +
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
 * Each pre-rendered page in each language, rendered with react-dom/server through Vite's SSR loader.
 * Mantine's style elements (theme variables, the shell's sizes) are the same in every language:
 * written once, beside the templates, instead of three times. The API gives every style element of
 * index.html its response's nonce (decision 070); the templates' style attributes are allowed by
 * its style-src-attr.
 */
async function renderAll(
  root: string,
  preloads: Record<string, string[]>,
): Promise<{ markup: string; script: string }> {
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
    const templates = module.LANGS.flatMap((lang) => {
      const catalogs = Object.fromEntries(
        NAMESPACES.map((namespace) => [
          namespace,
          JSON.parse(fs.readFileSync(path.join(root, `src/i18n/locales/${lang}/${namespace}.json`), "utf8")),
        ]),
      );
      return Object.keys(module.FIRST_SCREENS).map((page) => {
        const html = module.renderFirstScreen(lang, { [lang]: catalogs }, page);
        styles ||= (html.match(STYLE_ELEMENT) ?? []).join("");
        return `<template data-lang="${lang}" data-page="${page}">${html.replace(STYLE_ELEMENT, "")}</template>`;
      });
    }).join("");
    return { markup: styles + templates, script: chooserScript(module, preloads) };
  } finally {
    await server.close();
  }
}

/**
 * Decision 048: the first screen of the home, offers and order pages (shell and the page's frame)
 * is in index.html, painted before any JavaScript runs; the app replaces it once its page is ready
 * (app/reveal-app.ts).
 */
export function firstScreen(): Plugin {
  let root = "";
  let base = "/";
  return {
    name: "shipcompare-first-screen",
    apply: "build",
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    async transformIndexHtml(html, context) {
      const bundle = context.bundle;
      if (!bundle) throw new Error("first screen: the bundle is needed for the page preloads");
      const chunks = bundle as Parameters<typeof pagePreloads>[0];
      const preloads = Object.fromEntries(
        Object.entries(PAGE_MODULES).map(([page, modules]) => {
          const files = pagePreloads(chunks, modules);
          // Decision 068: a pre-rendered page starts without its forms' check libraries.
          const early = checkLibrariesIn(chunks, files);
          if (early.length > 0) {
            const named = `${early.length} modules: ${early.slice(0, 3).join(", ")}...`;
            throw new Error(`first screen: the ${page} page loads its form checks at start (${named})`);
          }
          return [page, files.map((file) => `${base}${file}`)];
        }),
      );
      const { markup, script } = await renderAll(root, preloads);
      return html
        .replace("</head>", `<style>${PENDING_STYLE}</style></head>`)
        .replace(
          '<div id="root"></div>',
          `<div id="first-screen" aria-hidden="true">${markup}</div><script>${script}</script><div id="root"></div>`,
        );
    },
  };
}
