import { useState } from "react";
import { useLocation } from "react-router";

/**
 * Open/close state that closes itself when the page changes (a modal or the narrow-screen menu).
 * It remembers the address it was opened on, read from window.location rather than from React's
 * location, which lags behind for a moment after a redirect: a click in that moment still counts.
 */
export function usePageDisclosure() {
  const { pathname, search } = useLocation();
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const opened = openedOn === `#${pathname}${search}`;
  return {
    opened,
    open: () => setOpenedOn(window.location.hash),
    close: () => setOpenedOn(null),
    toggle: () => setOpenedOn((current) => (current === null || !opened ? window.location.hash : null)),
  };
}
