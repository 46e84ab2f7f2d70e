import { describe, expect, it } from "vitest";
import { shareLinksOf } from "./share-links.ts";

describe("shareLinksOf", () => {
  it("encodes the personal link into each network's share address and a mailto", () => {
    const url = "https://ship.example/#/en/register?ref=ABC";
    const links = Object.fromEntries(
      shareLinksOf(url, "Try it & save", "Join me").map((l) => [l.id, l.href]),
    );
    const encoded = encodeURIComponent(url);
    expect(links.facebook).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encoded}`);
    expect(links.x).toBe(`https://twitter.com/intent/tweet?url=${encoded}&text=Try%20it%20%26%20save`);
    expect(links.linkedin).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`);
    expect(links.whatsapp).toBe(`https://wa.me/?text=Try%20it%20%26%20save%20${encoded}`);
    expect(links.email).toBe(`mailto:?subject=Join%20me&body=Try%20it%20%26%20save%20${encoded}`);
  });
});
