import { describe, expect, it } from "vitest";
import { readConfirmMarker, writeConfirmMarker } from "./confirm-marker.ts";

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

describe("confirm marker", () => {
  it("is absent until a waiting screen writes it", () => {
    const storage = memoryStorage();
    expect(readConfirmMarker(storage)).toBeNull();
    writeConfirmMarker({ shipment_id: "Abc_def-1234567890" }, storage);
    expect(readConfirmMarker(storage)).toEqual({ shipment_id: "Abc_def-1234567890" });
  });

  it("forgets a damaged or foreign value", () => {
    const storage = memoryStorage();
    storage.setItem("order-confirm", "{not json");
    expect(readConfirmMarker(storage)).toBeNull();
    expect(storage.items.size).toBe(0);
    storage.setItem("order-confirm", JSON.stringify({ shipment_id: "../../etc" }));
    expect(readConfirmMarker(storage)).toBeNull();
  });
});
