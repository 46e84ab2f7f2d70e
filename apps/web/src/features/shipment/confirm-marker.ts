/**
 * Spec §4: "a confirm page without its stored marker redirects away". The waiting screens write
 * the marker once the shipment exists; the confirmation screens show that shipment. It lives in
 * sessionStorage: it belongs to this tab and goes with it.
 */
const MARKER_KEY = "order-confirm";

export type TConfirmMarker = { shipment_id: string };

type TStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

function sessionStore(): TStorage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

export function writeConfirmMarker(marker: TConfirmMarker, storage = sessionStore()): void {
  storage?.setItem(MARKER_KEY, JSON.stringify(marker));
}

export function readConfirmMarker(storage = sessionStore()): TConfirmMarker | null {
  const raw = storage?.getItem(MARKER_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<TConfirmMarker>;
    if (typeof value.shipment_id === "string" && /^[A-Za-z0-9_-]{16,64}$/.test(value.shipment_id)) {
      return { shipment_id: value.shipment_id };
    }
  } catch {
    // A damaged marker is no marker.
  }
  storage?.removeItem(MARKER_KEY);
  return null;
}
