/**
 * Client-side state of the order flow, kept in localStorage so that a reload keeps the quote
 * (the spec's shipping, shipment, offers and pre-order cookies, §4, and what the ship-to-contact
 * page typed). Features read and write it through these stores; logging out clears them all.
 */
export const CLIENT_STATE_KEYS = [
  "shipping",
  "shipment",
  "offers",
  "pre-order",
  "ship-to-contact",
  "mass-mailing",
] as const;
export type TClientStateKey = (typeof CLIENT_STATE_KEYS)[number];

type TStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

function defaultStorage(): TStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export type TClientStore<T> = {
  read(): T | null;
  write(value: T): void;
  clear(): void;
};

export function createClientStore<T>(key: TClientStateKey, storage = defaultStorage()): TClientStore<T> {
  return {
    read() {
      const raw = storage?.getItem(key);
      if (raw == null) return null;
      try {
        return JSON.parse(raw) as T;
      } catch {
        storage?.removeItem(key);
        return null;
      }
    },
    write(value) {
      storage?.setItem(key, JSON.stringify(value));
    },
    clear() {
      storage?.removeItem(key);
    },
  };
}

/** Forgets every stored quote, shipment, offer list and pre-order (spec §4: logout). */
export function clearClientState(storage = defaultStorage()): void {
  for (const key of CLIENT_STATE_KEYS) storage?.removeItem(key);
}
