import {
  blogEndpoint,
  blogPageEndpoint,
  cmsGetEndpoint,
  consoleContentDeleteEndpoint,
  consoleContentListEndpoint,
  consoleContentReadEndpoint,
  consoleContentUpdateEndpoint,
  consoleInboxEndpoint,
  consoleInboxReadEndpoint,
  faqEndpoint,
} from "@ship/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../testing/call.ts";
import { createTestApp } from "../../testing/test-app.ts";
import { loggedInUser } from "../payment/payment-test-helpers.ts";
import { lastAuditRow, loggedInOperator } from "./console-test-helpers.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof loggedInOperator>>;
let support: Awaited<ReturnType<typeof loggedInOperator>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loggedInOperator(t, "admin");
  support = await loggedInOperator(t, "support");
});
afterAll(() => t.close());

const RESTRICTED = { host: "restricted.localhost" };
const faq = (body: unknown, headers: Record<string, string> = {}) =>
  call(t, faqEndpoint, { body } as never, { headers });
const lastAudit = () => lastAuditRow(t);

describe("FAQ entries (decision 059)", () => {
  it("serves the nine questions and the my-store page's ten in en, fr and es, as the pages showed them", async () => {
    const en = (await faq({ lang: "en" })).success();
    expect(en.rows.map((row) => row.identifier)).toEqual(["1", "2", "3", "4", "5", "6", "7", "8", "9"]);
    expect(en.rows[0]?.question).toBe("How does the comparison work?");
    expect(en.rows[0]?.answer).toContain("ShipCompare asks the carriers");
    expect(en.rows[2]?.answer).toContain("divided by 5,000)");
    expect(en.rows[6]?.answer).toContain("up to €22 per kilogram");
    expect(en.rows[6]?.answer).toContain("0.6% of the declared value, at least €2.");
    // No meta title of its own: the answer page names its tab after the question.
    expect(en.rows[0]?.meta_title).toBe("");
    expect(en.rows[0]?.meta_description.length).toBeGreaterThan(40);
    expect(en.rows[0]?.meta_description.length).toBeLessThanOrEqual(160);
    const fr = (await faq({ lang: 2 }, RESTRICTED)).success();
    expect(fr.rows[0]?.question).toBe("Comment fonctionne la comparaison\u00a0?");
    expect(fr.rows[0]?.answer).toContain("CaveExpress");
    expect(fr.rows[6]?.answer).toContain("22\u00a0€");
    const store = (await faq({ lang: "es", group: "my-store" })).success();
    expect(store.rows).toHaveLength(10);
    expect(store.rows.map((row) => row.identifier).at(-1)).toBe("my-store-10");
    expect(store.rows[2]?.answer).toContain("&gt;");
    expect((await faq({ lang: "de", group: "other" })).statusCode).toBe(400);
  });

  it("lets an admin edit an answer (sanitised, audited), the public list showing it; support cannot", async () => {
    const params = { kind: "faq", identifier: "3", entryLang: "fr" } as const;
    const listed = (await support.call(consoleContentListEndpoint, { query: { kind: "faq" } })).success();
    expect(listed.rows).toHaveLength(19 * 3);
    expect(listed.rows.slice(0, 3).map((row) => `${row.identifier}/${row.lang}`)).toEqual([
      "1/en",
      "1/es",
      "1/fr",
    ]);
    const entry = (await support.call(consoleContentReadEndpoint, { params })).success().entry;
    expect(entry.title).toBe("Comment le prix est-il calculé\u00a0?");
    const body = {
      title: entry.title,
      content: '<p>Nouveau calcul.</p><script>x()</script><p onclick="y()">b</p>',
    };
    expect((await support.call(consoleContentUpdateEndpoint, { params, body })).statusCode).toBe(403);
    const saved = (await admin.call(consoleContentUpdateEndpoint, { params, body })).success();
    expect(saved.entry.content).toBe("<p>Nouveau calcul.</p><p>b</p>");
    expect(await lastAudit()).toMatchObject({ action: "content.update", target: "faq:default/3/fr" });
    const fr = (await faq({ lang: "fr" })).success();
    expect(fr.rows[2]?.answer).toBe("<p>Nouveau calcul.</p><p>b</p>");
    expect((await faq({ lang: "en" })).success().rows[2]?.answer).toContain("divided by 5,000");
  });

  it("refuses to create a question that does not exist (404), writing nothing", async () => {
    const params = { kind: "faq", identifier: "10", entryLang: "en" } as const;
    const response = await admin.call(consoleContentUpdateEndpoint, {
      params,
      body: { title: "New?", content: "<p>x</p>" },
    });
    expect(response.statusCode).toBe(404);
    expect((await faq({ lang: "en" })).success().rows).toHaveLength(9);
  });
});

describe("deleting content (decision 059)", () => {
  const cms = (identifier: string, headers: Record<string, string> = {}) =>
    call(t, cmsGetEndpoint, { body: { lang: "fr", identifier } }, { headers });

  it("deletes a page in every language after which it answers 404, audited; support and customers cannot", async () => {
    for (const lang of ["en", "fr"] as const) {
      await admin.call(consoleContentUpdateEndpoint, {
        params: { kind: "page", identifier: "winter-hours", entryLang: lang },
        body: { title: `Winter ${lang}`, content: "<p>Open 9-17.</p>" },
      });
    }
    expect((await cms("winter-hours")).statusCode).toBe(200);
    const params = { kind: "page", identifier: "winter-hours" } as const;
    expect((await support.call(consoleContentDeleteEndpoint, { params })).statusCode).toBe(403);
    const customer = await loggedInUser(t);
    const asCustomer = await call(
      t,
      consoleContentDeleteEndpoint,
      { params },
      { cookies: { PHPSESSID: customer.cookie } },
    );
    expect(asCustomer.statusCode).toBe(404);
    expect((await cms("winter-hours")).statusCode).toBe(200);

    expect((await admin.call(consoleContentDeleteEndpoint, { params })).success()).toEqual({ success: true });
    expect(await lastAudit()).toMatchObject({
      action: "content.delete",
      target: "page:default/winter-hours",
    });
    // French, English, and Spanish (which fell back to English) are all gone.
    expect((await cms("winter-hours")).statusCode).toBe(404);
    const es = await call(t, cmsGetEndpoint, { body: { lang: "es", identifier: "winter-hours" } });
    expect(es.statusCode).toBe(404);
    const list = (await admin.call(consoleContentListEndpoint, { query: { kind: "page" } })).success();
    expect(list.rows.map((row) => row.identifier)).not.toContain("winter-hours");
    // Deleting it again: there is nothing left to delete.
    expect((await admin.call(consoleContentDeleteEndpoint, { params })).statusCode).toBe(404);
  });

  it("hides the default brand's post from a brand that deletes it, and only from that brand", async () => {
    const params = { kind: "post", identifier: "packing-a-parcel" } as const;
    const deleted = await admin.call(consoleContentDeleteEndpoint, { params }, { headers: RESTRICTED });
    expect(deleted.statusCode).toBe(200);
    expect(await lastAudit()).toMatchObject({ target: "post:restricted/packing-a-parcel" });
    const page = { body: { lang: "en", identifier: "packing-a-parcel" } } as const;
    expect((await call(t, blogPageEndpoint, page, { headers: RESTRICTED })).statusCode).toBe(404);
    expect((await call(t, blogPageEndpoint, page)).statusCode).toBe(200);
    const theirs = (await call(t, blogEndpoint, { body: { lang: "en" } }, { headers: RESTRICTED })).success();
    expect(theirs.rows.map((row) => row.identifier)).not.toContain("packing-a-parcel");
    expect(theirs.total).toBe(1);
    expect((await call(t, blogEndpoint, { body: { lang: "en" } })).success().total).toBe(2);
  });

  it("refuses to delete a core page with a translated error, and changes nothing", async () => {
    const audits = (await t.db.selectFrom("operator_audit_log").select("id").execute()).length;
    for (const [lang, message] of [
      ["en", "This page is part of the site: it can be edited but not deleted."],
      ["fr", "Cette page fait partie du site\u00a0: elle peut être modifiée mais pas supprimée."],
      ["es", "Esta página forma parte del sitio: se puede modificar, pero no eliminar."],
    ] as const) {
      const refused = await admin.call(
        consoleContentDeleteEndpoint,
        { params: { kind: "page", identifier: "terms-of-sale" } },
        { lang },
      );
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ success: false, message });
      expect(refused.json().errors[0]).toMatchObject({ code: "console.core_page", field: "identifier" });
    }
    expect((await cms("terms-of-sale")).statusCode).toBe(200);
    expect((await t.db.selectFrom("operator_audit_log").select("id").execute()).length).toBe(audits);
  });

  it("refuses bad input: a FAQ kind, a bad identifier, a body", async () => {
    const bad = [
      { params: { kind: "faq", identifier: "1" } },
      { params: { kind: "page", identifier: "Bad Id" } },
      { params: { kind: "page", identifier: "about" }, body: { force: true } },
    ];
    for (const input of bad) {
      const response = await admin.call(consoleContentDeleteEndpoint, input as never);
      expect(response.statusCode, JSON.stringify(input)).toBe(400);
      expect(response.json().errors.length).toBeGreaterThan(0);
    }
  });
});

describe("inbox read and unread (decision 059)", () => {
  async function storeMessage(brandId = "default") {
    const country = await t.db
      .selectFrom("countries")
      .select("id")
      .where("code", "=", "FR")
      .executeTakeFirstOrThrow();
    const row = await t.db
      .insertInto("contact_messages")
      .values({
        brand_id: brandId,
        kind: "contact",
        lang: "fr",
        user_id: null,
        client_address: "203.0.113.9",
        lastname: "Martin",
        phone: "+33 6 12 34 56 78",
        email: "m@example.test",
        address1: "10 rue de la Paix",
        country_id: country.id,
        postcode: "75002",
        city: "Paris",
        subject: "tracking",
        message: "Where is my parcel?",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return row.id;
  }

  it("counts unread messages, marks one read (who and when, audited once) and unread again", async () => {
    const id = await storeMessage();
    const other = await storeMessage("restricted");
    const before = (await support.call(consoleInboxEndpoint, {})).success();
    expect(before.unread).toBe(1);
    expect(before.rows[0]).toMatchObject({ id, read_at: null, read_by: null });

    const read = (
      await support.call(consoleInboxReadEndpoint, { params: { id }, body: { read: true } })
    ).success();
    expect(read.contact_message.read_by).toBe(support.email);
    expect(Date.parse(read.contact_message.read_at ?? "")).toBeGreaterThan(Date.now() - 60_000);
    expect(await lastAudit()).toMatchObject({
      action: "inbox.read",
      actor: support.email,
      target: `contact_message:default/${id}`,
    });
    const audits = (await t.db.selectFrom("operator_audit_log").select("id").execute()).length;
    // Opening it again (another operator) keeps the first reader and writes no row.
    const again = (
      await admin.call(consoleInboxReadEndpoint, { params: { id }, body: { read: true } })
    ).success();
    expect(again.contact_message.read_by).toBe(support.email);
    expect((await t.db.selectFrom("operator_audit_log").select("id").execute()).length).toBe(audits);
    expect((await admin.call(consoleInboxEndpoint, {})).success().unread).toBe(0);

    const unread = (
      await admin.call(consoleInboxReadEndpoint, { params: { id }, body: { read: false } })
    ).success();
    expect(unread.contact_message).toMatchObject({ read_at: null, read_by: null });
    expect(await lastAudit()).toMatchObject({ action: "inbox.unread", actor: admin.email });
    expect((await admin.call(consoleInboxEndpoint, {})).success().unread).toBe(1);

    // Another brand's message, an unknown one, a customer: 404; bad input: 400.
    expect(
      (await admin.call(consoleInboxReadEndpoint, { params: { id: other }, body: { read: true } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await admin.call(consoleInboxReadEndpoint, { params: { id: 999_999 }, body: { read: true } }))
        .statusCode,
    ).toBe(404);
    const customer = await loggedInUser(t);
    const asCustomer = await call(
      t,
      consoleInboxReadEndpoint,
      { params: { id }, body: { read: true } },
      { cookies: { PHPSESSID: customer.cookie } },
    );
    expect(asCustomer.statusCode).toBe(404);
    expect(
      (await admin.call(consoleInboxReadEndpoint, { params: { id }, body: { read: "yes" } } as never))
        .statusCode,
    ).toBe(400);
    const stored = await t.db
      .selectFrom("contact_messages")
      .select("read_at")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(stored.read_at).toBeNull();
  });
});
