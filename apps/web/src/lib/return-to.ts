import { HOME_PATH, isPageRegistered, REGISTERED_PAGES } from "./page-paths.ts";

// The page a logged-out visitor asked for before being sent home (spec §4: after login the user
// goes to the remembered page). Kept per tab, as a path below the language segment.
const KEY = "return-to";

export function rememberReturnPath(path: string): void {
  try {
    sessionStorage.setItem(KEY, path);
  } catch {
    // Storage can be unavailable (private mode); the user then simply stays where they are.
  }
}

/** Returns the remembered path once and forgets it. */
export function takeReturnPath(): string | null {
  try {
    const path = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return path;
  } catch {
    return null;
  }
}

/**
 * The return screen of spec §2-4: the pre-order screen, where the brand's menu shows it (brand
 * configuration switches menu entries, spec §1); none otherwise.
 */
export function returnScreenPath(
  brandMenu: readonly string[],
  pages: ReadonlySet<string> = REGISTERED_PAGES,
): string | null {
  return brandMenu.includes("pre_order") && isPageRegistered("pre-order", pages) ? "pre-order" : null;
}

/** Where a user goes once logged in (spec §4): the remembered page, else the return screen, else home. */
export function afterLoginPath(brandMenu: readonly string[]): string {
  return takeReturnPath() ?? returnScreenPath(brandMenu) ?? HOME_PATH;
}
