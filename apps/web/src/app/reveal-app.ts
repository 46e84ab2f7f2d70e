import { useLayoutEffect } from "react";

/** The class index.html's inline script puts on <html> while the pre-rendered first screen shows. */
const PENDING_CLASS = "first-screen";

/**
 * Replaces the pre-rendered first screen (decision 048) with the app, in one frame: the app's
 * root stays hidden below it until its page is ready, so the visitor never sees a loader in between.
 */
export function revealApp() {
  document.getElementById("first-screen")?.remove();
  document.documentElement.classList.remove(PENDING_CLASS);
}

/** Mounted beside the page inside its Suspense boundary: runs once the page itself is committed. */
export function RevealApp() {
  useLayoutEffect(revealApp, []);
  return null;
}
