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
