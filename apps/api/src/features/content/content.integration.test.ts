import { blogEndpoint, blogPageEndpoint, CMS_PAGES, cmsGetEndpoint } from "@ship/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../testing/call.ts";
import { createTestApp } from "../../testing/test-app.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const RESTRICTED = { host: "restricted.localhost" };
const cms = (body: unknown, headers: Record<string, string> = {}) =>
  call(t, cmsGetEndpoint, { body } as never, { headers });
const blog = (body: unknown, headers: Record<string, string> = {}) =>
  call(t, blogEndpoint, { body } as never, { headers });
const post = (body: unknown, headers: Record<string, string> = {}) =>
  call(t, blogPageEndpoint, { body } as never, { headers });

describe("POST /cms/get", () => {
  it("answers every seeded page in English, French and Spanish, with title and meta description", async () => {
    for (const identifier of CMS_PAGES) {
      const titles = new Set<string>();
      for (const lang of ["en", "fr", "es"] as const) {
        const page = (await cms({ lang, identifier })).success();
        expect(page).toMatchObject({ success: true, identifier, lang });
        expect(page.content.length).toBeGreaterThan(300);
        expect(page.meta_title).toBe(`${page.title} | ShipCompare`);
        expect(page.meta_description.length).toBeGreaterThan(40);
        expect(page.content).not.toContain("{{brand}}");
        titles.add(page.title);
      }
      expect(titles.size).toBe(3);
    }
  });

  it("shows the terms of sale with the spec's figures, and takes the spec's language ids", async () => {
    const en = (await cms({ lang: 1, identifier: "terms-of-sale" })).success();
    expect(en).toMatchObject({ lang: "en", title: "Terms of sale" });
    expect(en.content).toContain("<h2>5. Carrier liability</h2>");
    expect(en.content).toContain("€22 per kilogram");
    expect(en.content).toContain("These terms apply to every shipment ordered on ShipCompare.");
    const fr = (await cms({ lang: 2, identifier: "terms-of-sale" })).success();
    expect(fr.title).toBe("Conditions générales de vente");
    const es = (await cms({ lang: 4, identifier: "terms-of-sale" })).success();
    expect(es.title).toBe("Condiciones de venta");
  });

  it("fills the brand's name for each brand", async () => {
    const page = (await cms({ lang: "fr", identifier: "about" }, RESTRICTED)).success();
    expect(page.content).toContain("CaveExpress est un service en ligne");
    expect(page.meta_title).toBe("Qui sommes-nous | CaveExpress");
  });

  it("refuses bad input with field errors and answers 404 for an unknown page", async () => {
    const bad = await cms({ lang: "de", identifier: "../etc/passwd" });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(["identifier", "lang"]);
    const missing = await call(
      t,
      cmsGetEndpoint,
      { body: { lang: "en", identifier: "no-such-page" } },
      { lang: "fr" },
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, message: "Cette page n'existe pas." });
  });
});

describe("the content editor (use cases)", () => {
  const restricted = { id: "restricted", name: "CaveExpress" };

  it("sanitises HTML on save: no script, handler, style or javascript: link", async () => {
    const saved = await t.ctx.content.updateContent({
      brand: restricted,
      kind: "page",
      identifier: "help",
      lang: "en",
      editor: "operator-7",
      update: {
        title: "Help <script>alert(1)</script>for {{brand}}",
        meta_description: "<b>How</b> to ship",
        content:
          '<h2 onclick="steal()">Ask us</h2><script>alert(1)</script><p style="color:red">Call <a href="javascript:alert(1)">here</a> or <a href="https://example.com" target="_blank">there</a>.</p><iframe src="https://evil.example"></iframe><img src="http://insecure.example/x.png" onerror="x()"><img src="https://cdn.example/a.png" alt="A">',
      },
    });
    expect(saved.title).toBe("Help for CaveExpress");
    expect(saved.meta_description).toBe("How to ship");
    expect(saved.content).toBe(
      '<h2>Ask us</h2><p>Call <a>here</a> or <a href="https://example.com" target="_blank" rel="noopener noreferrer">there</a>.</p><img /><img src="https://cdn.example/a.png" alt="A" />',
    );
    const stored = await t.db
      .selectFrom("content_entries")
      .select(["content", "updated_by"])
      .where("brand_id", "=", "restricted")
      .where("identifier", "=", "help")
      .executeTakeFirstOrThrow();
    expect(stored.content).not.toContain("script");
    expect(stored.updated_by).toBe("operator-7");
  });

  it("keeps brands apart: a brand's edit is its own, the default brand's page is unchanged", async () => {
    await t.ctx.content.updateContent({
      brand: restricted,
      kind: "page",
      identifier: "terms-of-sale",
      lang: "fr",
      editor: null,
      update: { title: "CGV CaveExpress", content: "<p>Conditions propres à {{brand}}.</p>" },
    });
    const own = (await cms({ lang: "fr", identifier: "terms-of-sale" }, RESTRICTED)).success();
    expect(own).toMatchObject({
      title: "CGV CaveExpress",
      content: "<p>Conditions propres à CaveExpress.</p>",
    });
    const other = (await cms({ lang: "fr", identifier: "terms-of-sale" })).success();
    expect(other.title).toBe("Conditions générales de vente");
    // Its other languages still read the default brand's text.
    expect((await cms({ lang: "en", identifier: "terms-of-sale" }, RESTRICTED)).success().title).toBe(
      "Terms of sale",
    );

    const list = await t.ctx.content.listContent({ brandId: "restricted", kind: "page" });
    expect(list.find((item) => item.identifier === "terms-of-sale" && item.lang === "fr")?.own).toBe(true);
    expect(list.find((item) => item.identifier === "terms-of-sale" && item.lang === "en")?.own).toBe(false);
    expect(list).toHaveLength(CMS_PAGES.length * 3);
  });

  it("sanitises again on display: a row written around the use case cannot run a script", async () => {
    await t.db
      .insertInto("content_entries")
      .values({
        brand_id: "default",
        kind: "page",
        identifier: "raw-page",
        lang: "en",
        title: "Raw",
        content: '<p>Hi</p><script>document.cookie</script><a href="javascript:x()" onmouseover="y()">x</a>',
      })
      .execute();
    const page = (await cms({ lang: "fr", identifier: "raw-page" })).success();
    // No French row: the English one (spec §1 fallback).
    expect(page.lang).toBe("en");
    expect(page.content).toBe("<p>Hi</p><a>x</a>");
  });

  it("refuses a bad identifier or an empty title, writing nothing", async () => {
    const edit = (identifier: string, title: string) =>
      t.ctx.content.updateContent({
        brand: restricted,
        kind: "page",
        identifier,
        lang: "en",
        editor: null,
        update: { title, content: "<p>x</p>" },
      });
    await expect(edit("Bad Id", "Title")).rejects.toMatchObject({
      code: "validation.invalid_value",
      status: 400,
    });
    await expect(edit("fine-id", "<script></script>")).rejects.toMatchObject({ code: "validation.required" });
    const rows = await t.db
      .selectFrom("content_entries")
      .select("id")
      .where("identifier", "=", "fine-id")
      .execute();
    expect(rows).toEqual([]);
  });
});

describe("POST /blog and /blog/page", () => {
  it("lists the posts newest first, paged, in the language", async () => {
    const first = (await blog({ lang: "fr", page: 1, rows: 1 })).success();
    expect(first.total).toBe(2);
    expect(first.rows).toHaveLength(1);
    expect(first.rows[0]).toMatchObject({ identifier: "customs-outside-europe", lang: "fr" });
    expect(first.rows[0]?.title).toMatch(/^Expédier hors d’Europe/);
    const second = (await blog({ lang: "fr", page: 2, rows: 1 })).success();
    expect(second.rows[0]?.identifier).toBe("packing-a-parcel");
    expect((await blog({ lang: "fr", page: 3, rows: 1 })).success().rows).toEqual([]);
    // Spec §9: 5 a page by default.
    expect((await blog({ lang: "es" })).success()).toMatchObject({ page: 1, total: 2 });
    expect((await blog({ lang: "en", rows: 51 })).statusCode).toBe(400);
  });

  it("answers one post, and a brand's own post first", async () => {
    const answer = (await post({ lang: "en", identifier: "packing-a-parcel" })).success();
    expect(answer.title).toBe("How to pack a parcel so it arrives intact");
    expect(answer.content).toContain("<ol>");
    expect(answer.published_at).toBe("2026-09-15T08:00:00.000Z");

    await t.ctx.content.updateContent({
      brand: { id: "restricted", name: "CaveExpress" },
      kind: "post",
      identifier: "wine-shipping",
      lang: "en",
      editor: null,
      update: {
        title: "Shipping wine",
        summary: "Bottles travel upright.",
        content: "<p>Bottles travel upright.</p>",
      },
    });
    const theirs = (await blog({ lang: "en" }, RESTRICTED)).success();
    expect(theirs.total).toBe(3);
    expect(theirs.rows[0]?.identifier).toBe("wine-shipping");
    expect((await blog({ lang: "en" })).success().total).toBe(2);
    expect((await post({ lang: "en", identifier: "wine-shipping" })).statusCode).toBe(404);
    expect((await post({ lang: "en", identifier: "wine-shipping" }, RESTRICTED)).success().title).toBe(
      "Shipping wine",
    );
  });
});
