import {
  cmsGetEndpoint,
  consoleContentListEndpoint,
  consoleContentPreviewEndpoint,
  consoleContentReadEndpoint,
  consoleContentUpdateEndpoint,
  consoleInboxEndpoint,
  consoleInboxMessageEndpoint,
  INBOX_PAGE_SIZE,
  type TAnyEndpoint,
  type TEndpointInput,
} from "@ship/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../testing/call.ts";
import { createTestApp } from "../../testing/test-app.ts";
import { loggedInUser } from "../payment/payment-test-helpers.ts";
import { loggedInOperator } from "./console-test-helpers.ts";
import { OPERATOR_COOKIE } from "./operator-cookie.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof loggedInOperator>>;
let support: Awaited<ReturnType<typeof loggedInOperator>>;
let FR = 0;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loggedInOperator(t, "admin");
  support = await loggedInOperator(t, "support");
  FR = (await t.db.selectFrom("countries").select("id").where("code", "=", "FR").executeTakeFirstOrThrow())
    .id;
});
afterAll(() => t.close());

const TERMS = { kind: "page", identifier: "terms-of-sale", entryLang: "fr" } as const;
const auditRows = () => t.db.selectFrom("operator_audit_log").selectAll().orderBy("id", "desc").execute();
const termsRow = () =>
  t.db
    .selectFrom("content_entries")
    .selectAll()
    .where("brand_id", "=", "default")
    .where("identifier", "=", "terms-of-sale")
    .where("lang", "=", "fr")
    .executeTakeFirstOrThrow();

let sent = 0;
async function storeMessage(kind: "contact" | "discount" | "quote", message: string, brandId = "default") {
  sent += 1;
  const row = await t.db
    .insertInto("contact_messages")
    .values({
      brand_id: brandId,
      kind,
      lang: "fr",
      user_id: null,
      client_address: "203.0.113.9",
      company: "",
      lastname: `Martin ${sent}`,
      phone: "+33 6 12 34 56 78",
      email: `m${sent}@example.test`,
      address1: "10 rue de la Paix",
      address2: "",
      country_id: FR,
      postcode: "75002",
      city: "Paris",
      subject: kind === "contact" ? "tracking" : null,
      message,
      created_at: new Date(Date.UTC(2026, 0, 1, 0, 0, sent)),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

const EVERY_ROUTE: [TAnyEndpoint, TEndpointInput<TAnyEndpoint>][] = [
  [consoleInboxEndpoint, {}],
  [consoleInboxMessageEndpoint, { params: { id: 1 } }],
  [consoleContentListEndpoint, { query: { kind: "page" } }],
  [consoleContentReadEndpoint, { params: TERMS }],
  [consoleContentUpdateEndpoint, { params: TERMS, body: { title: "Hacked", content: "<p>x</p>" } }],
  [consoleContentPreviewEndpoint, { body: { content: "<p>x</p>" } }],
] as never;

describe("console inbox and content: who may", () => {
  it("answers 404 to a visitor and to a customer session on every route, and changes nothing", async () => {
    const before = await termsRow();
    const customer = await loggedInUser(t, { pro: 1 });
    for (const [endpoint, input] of EVERY_ROUTE) {
      const callers: Record<string, string>[] = [
        {},
        { PHPSESSID: customer.cookie },
        { [OPERATOR_COOKIE]: customer.cookie },
      ];
      for (const cookies of callers) {
        const response = await call(t, endpoint, input, { cookies });
        expect(response.statusCode, `${endpoint.method} ${endpoint.path}`).toBe(404);
      }
    }
    expect((await termsRow()).title).toBe(before.title);
  });

  it("lets support read the inbox and the content but not save (403), writing nothing", async () => {
    expect((await support.call(consoleInboxEndpoint, {})).statusCode).toBe(200);
    expect((await support.call(consoleContentListEndpoint, { query: { kind: "page" } })).statusCode).toBe(
      200,
    );
    expect((await support.call(consoleContentReadEndpoint, { params: TERMS })).statusCode).toBe(200);
    const audits = (await auditRows()).length;
    const refused = await support.call(
      consoleContentUpdateEndpoint,
      { params: TERMS, body: { title: "Nope", content: "<p>no</p>" } },
      { lang: "fr" },
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false });
    expect((await termsRow()).title).toBe("Conditions générales de vente");
    expect((await auditRows()).length).toBe(audits);
  });
});

describe("console inbox", () => {
  it("pages the brand's messages newest first, filters by kind, shows one, and keeps HTML as text", async () => {
    const ids: number[] = [];
    for (let i = 0; i < INBOX_PAGE_SIZE + 2; i++)
      ids.push(await storeMessage(i % 2 ? "quote" : "contact", `m${i}`));
    const script = await storeMessage("discount", "<script>alert(1)</script><b>hi</b>");
    const other = await storeMessage("contact", "other brand", "restricted");
    const first = (await support.call(consoleInboxEndpoint, { query: { page: 1 } })).success();
    expect(first.rows).toHaveLength(INBOX_PAGE_SIZE);
    expect(first.total).toBe(INBOX_PAGE_SIZE + 3);
    expect(first.rows[0]?.id).toBe(script);
    expect(first.rows[0]?.message).toBe("<script>alert(1)</script><b>hi</b>");
    expect(first.rows.map((row) => row.id)).not.toContain(other);
    const second = (await support.call(consoleInboxEndpoint, { query: { page: 2 } })).success();
    expect(second.rows.map((row) => row.id)).toEqual([ids[2], ids[1], ids[0]]);
    const quotes = (await support.call(consoleInboxEndpoint, { query: { kind: "quote" } })).success();
    expect(quotes.total).toBe((INBOX_PAGE_SIZE + 2) / 2);
    expect(quotes.rows.every((row) => row.kind === "quote")).toBe(true);
    const one = (await support.call(consoleInboxMessageEndpoint, { params: { id: script } })).success();
    expect(one.contact_message).toMatchObject({ id: script, kind: "discount", lang: "fr" });
    // Another brand's message is not found from this brand's console.
    expect((await support.call(consoleInboxMessageEndpoint, { params: { id: other } })).statusCode).toBe(404);
    const bad = await support.call(
      consoleInboxEndpoint,
      { query: { kind: "spam" as never, page: 0 } },
      { lang: "es" },
    );
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(["kind", "page"]);
  });
});

describe("console content editor", () => {
  it("lists pages per language and reads one as stored", async () => {
    const list = (await support.call(consoleContentListEndpoint, { query: { kind: "page" } })).success();
    expect(list.rows.find((row) => row.identifier === "terms-of-sale" && row.lang === "fr")).toMatchObject({
      title: "Conditions générales de vente",
      own: true,
    });
    const entry = (await support.call(consoleContentReadEndpoint, { params: TERMS })).success().entry;
    expect(entry).toMatchObject({ kind: "page", identifier: "terms-of-sale", lang: "fr", own: true });
    expect(entry.content).toContain("<h2>");
    const missing = await support.call(consoleContentReadEndpoint, {
      params: { kind: "post", identifier: "no-such-post", entryLang: "en" },
    });
    expect(missing.statusCode).toBe(404);
  });

  it("previews the sanitised HTML the page would show", async () => {
    const preview = await support.call(consoleContentPreviewEndpoint, {
      body: {
        content: '<p onclick="x()">Hi {{brand}}</p><script>alert(1)</script><a href="javascript:y()">z</a>',
      },
    });
    expect(preview.success().html).toBe("<p>Hi ShipCompare</p><a>z</a>");
  });

  it("saves the terms sanitised, audits it in the save's transaction, and the public page shows it", async () => {
    const audits = (await auditRows()).length;
    const saved = await admin.call(consoleContentUpdateEndpoint, {
      params: TERMS,
      body: {
        title: "CGV <b>2027</b>",
        meta_description: "Nouvelles conditions",
        content: '<h2>Article 1</h2><p onmouseover="x()">Nouveau texte des CGV.</p><script>steal()</script>',
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.success().entry).toMatchObject({
      title: "CGV 2027",
      content: "<h2>Article 1</h2><p>Nouveau texte des CGV.</p>",
      updated_by: admin.email,
    });
    const rows = await auditRows();
    expect(rows.length).toBe(audits + 1);
    expect(rows[0]).toMatchObject({
      operator_id: admin.id,
      actor: admin.email,
      action: "content.update",
      target: "page:default/terms-of-sale/fr",
    });
    const page = (
      await call(t, cmsGetEndpoint, { body: { lang: "fr", identifier: "terms-of-sale" } })
    ).success();
    expect(page.content).toBe("<h2>Article 1</h2><p>Nouveau texte des CGV.</p>");
  });

  it("creates a blog post under a new identifier", async () => {
    const params = { kind: "post", identifier: "new-rates-2027", entryLang: "en" } as const;
    const created = await admin.call(consoleContentUpdateEndpoint, {
      params,
      body: { title: "New rates", summary: "Cheaper", content: "<p>Rates are lower.</p>" },
    });
    expect(created.success().entry).toMatchObject({
      identifier: "new-rates-2027",
      own: true,
      summary: "Cheaper",
    });
    const list = (await admin.call(consoleContentListEndpoint, { query: { kind: "post" } })).success();
    expect(list.rows.some((row) => row.identifier === "new-rates-2027")).toBe(true);
  });

  it("refuses bad input with translated field errors, writing nothing and auditing nothing", async () => {
    const before = await termsRow();
    const audits = (await auditRows()).length;
    const empty = await admin.call(
      consoleContentUpdateEndpoint,
      { params: TERMS, body: { title: "", meta_description: "x".repeat(301), content: "<p>x</p>" } },
      { lang: "fr" },
    );
    expect(empty.statusCode).toBe(400);
    const errors = empty.json().errors as { field: string; message: string }[];
    expect(errors.map((e) => e.field).sort()).toEqual(["meta_description", "title"]);
    expect(errors.every((e) => e.message.length > 0)).toBe(true);
    // A title that is only tags is empty once stripped.
    const tagsOnly = await admin.call(consoleContentUpdateEndpoint, {
      params: TERMS,
      body: { title: "<b></b>", content: "<p>x</p>" },
    });
    expect(tagsOnly.statusCode).toBe(400);
    expect(tagsOnly.json().errors[0]).toMatchObject({ field: "title" });
    const badParams = await admin.call(consoleContentUpdateEndpoint, {
      params: { kind: "faq", identifier: "../x", entryLang: "de" } as never,
      body: { title: "x", content: "" },
    });
    expect(badParams.statusCode).toBe(400);
    expect((await termsRow()).updated_at).toEqual(before.updated_at);
    expect((await auditRows()).length).toBe(audits);
  });
});
