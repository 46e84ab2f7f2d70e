import { describe, expect, it } from "vitest";
import { CLIENT_STATE_KEYS, clearClientState, createClientStore } from "./client-state.ts";

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe("client state", () => {
  it("stores a value as JSON and reads it back", () => {
    const storage = memoryStorage();
    const shipment = createClientStore<{ type: number }>("shipment", storage);
    shipment.write({ type: 2 });
    expect(storage.items.get("shipment")).toBe('{"type":2}');
    expect(shipment.read()).toEqual({ type: 2 });
  });

  it("drops an unreadable value", () => {
    const storage = memoryStorage();
    storage.setItem("offers", "{not json");
    expect(createClientStore("offers", storage).read()).toBeNull();
    expect(storage.items.has("offers")).toBe(false);
  });

  it("clears shipping, shipment, offers, pre-order, the ship-to-contact draft and the mass mailing, nothing else", () => {
    const storage = memoryStorage();
    for (const key of CLIENT_STATE_KEYS) storage.setItem(key, "1");
    storage.setItem("unrelated", "keep");
    clearClientState(storage);
    expect([...storage.items.keys()]).toEqual(["unrelated"]);
    expect(CLIENT_STATE_KEYS).toEqual([
      "shipping",
      "shipment",
      "offers",
      "pre-order",
      "ship-to-contact",
      "mass-mailing",
    ]);
  });
});
