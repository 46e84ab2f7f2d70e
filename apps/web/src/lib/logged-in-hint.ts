/**
 * Whether this browser's last session lookup found a logged-in user. index.html's inline script
 * reads it before the first paint (decision 048): the pre-rendered first screen is the visitor's
 * home page ("Create an account"), which a logged-in user, sent on to the return screen, must not
 * see. The session cookie itself is HttpOnly; this flag says nothing but "skip the visitor's intro".
 */
export const LOGGED_IN_HINT_KEY = "logged-in";

export function rememberLoggedIn(loggedIn: boolean): void {
  try {
    if (loggedIn) globalThis.localStorage?.setItem(LOGGED_IN_HINT_KEY, "1");
    else globalThis.localStorage?.removeItem(LOGGED_IN_HINT_KEY);
  } catch {
    // Storage refused (private mode, quota): the first screen shows as for a visitor.
  }
}
