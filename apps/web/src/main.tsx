import "./styles.css";
// The pre-rendered home hero's badges and the order page's steps (app/first-screen.tsx) are painted
// before their page chunk's CSS.
import "@mantine/core/styles/Badge.css";
import "@mantine/core/styles/Stepper.css";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app.tsx";
import { queryClient } from "./app/query-client.ts";
import { revealApp } from "./app/reveal-app.ts";
import { namespacesOf, preloadPageOf } from "./app/routes.ts";
import { initI18n, languageFromHash } from "./i18n/i18n.ts";
import { brandQuery } from "./lib/brand.ts";

/** Should the page never arrive (a chunk or catalog that fails), the app shows what it has. */
const REVEAL_AT_THE_LATEST_MS = 8000;

/**
 * What the first render needs (the language's catalogs, the brand, the route's page) is fetched side
 * by side, and the app is rendered once it is here, as one transition: React renders it in slices
 * and lets the browser paint and answer input in between (Lighthouse's total blocking time). Had
 * the brand arrived during the render, react-query's store would have re-rendered the whole app
 * synchronously, in one long task. The pre-rendered first screen shows meanwhile (decision 048);
 * a brand that fails to load is shown by the app's brand gate, with its retry.
 */
async function start(root: HTMLElement) {
  const hash = window.location.hash;
  await Promise.all([
    initI18n(languageFromHash(hash), namespacesOf(hash)).catch(() => undefined),
    queryClient.prefetchQuery(brandQuery),
    preloadPageOf(hash),
  ]);
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");
setTimeout(revealApp, REVEAL_AT_THE_LATEST_MS);
void start(root);
