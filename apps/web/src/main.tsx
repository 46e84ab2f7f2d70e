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
import { nextTask } from "./lib/render-later.tsx";

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
  const catalogs = initI18n(languageFromHash(hash), namespacesOf(hash)).catch(() => undefined);
  const brand = queryClient.prefetchQuery(brandQuery);
  // The page's chunk and its 30-odd modulepreload links (each appended link costs the main thread
  // about a millisecond on a phone) in a task of their own, not in the start chunk's evaluation.
  await nextTask();
  await Promise.all([catalogs, brand, preloadPageOf(hash)]);
  await nextTask();
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
