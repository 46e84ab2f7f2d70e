import { describe, expect, it } from "vitest";
import { createDocumentLinks } from "./document-links.ts";

const links = createDocumentLinks(Buffer.alloc(32, 7));
const now = new Date("2026-11-25T10:00:00Z");
const parts = (url: string) => {
  const query = new URL(url, "http://x").searchParams;
  return { expires: Number(query.get("expires")), sig: query.get("sig") ?? "" };
};

describe("signed document links", () => {
  it("signs a document's path and accepts its own signature until the end", () => {
    const url = links.sign("sh_1", "label", now);
    expect(url).toMatch(/^\/api\/v4\/shipments\/sh_1\/label\?expires=\d+&sig=[A-Za-z0-9_-]{43}$/);
    expect(links.verify("sh_1", "label", parts(url), now)).toBe(true);
    const later = new Date(now.getTime() + 399 * 86_400_000);
    expect(links.verify("sh_1", "label", parts(url), later)).toBe(true);
    const past = new Date(now.getTime() + 401 * 86_400_000);
    expect(links.verify("sh_1", "label", parts(url), past)).toBe(false);
  });

  it("refuses the signature of another shipment, another document, another end or another key", () => {
    const link = parts(links.sign("sh_1", "label", now));
    expect(links.verify("sh_2", "label", link, now)).toBe(false);
    expect(links.verify("sh_1", "invoice", link, now)).toBe(false);
    expect(links.verify("sh_1", "label", { ...link, expires: link.expires + 1 }, now)).toBe(false);
    expect(createDocumentLinks(Buffer.alloc(32, 8)).verify("sh_1", "label", link, now)).toBe(false);
    expect(links.verify("sh_1", "label", { ...link, sig: "short" }, now)).toBe(false);
  });
});
