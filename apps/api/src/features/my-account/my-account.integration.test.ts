import { type TUserShipmentsBody, userShipmentsEndpoint } from "@ship/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../testing/call.ts";
import { LYON, MARSEILLE, orderReadyToPay } from "../../testing/journey.ts";
import { createTestApp } from "../../testing/test-app.ts";
import { linkSubAccount, loggedInUser } from "../payment/payment-test-helpers.ts";
import { confirmOrder } from "../shipment/shipment-test-helpers.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A shipment ordered by a professional account with 'Pay later' (settled at once, deferred). */
async function ship(cookie: string, to = MARSEILLE) {
  const order = await orderReadyToPay(t, { cookie, to });
  const confirmed = (await confirmOrder(t, order, cookie, "en", { payLater: true })).success();
  return confirmed.shipment;
}

function list(cookie: string | null, body: TUserShipmentsBody = {}, lang = "en") {
  return call(t, userShipmentsEndpoint, { body }, { cookie, lang });
}

describe("POST /user-shipments (my shipments)", () => {
  let owner: Awaited<ReturnType<typeof loggedInUser>>;
  const shipped: string[] = [];

  beforeAll(async () => {
    owner = await loggedInUser(t, { pro: 1 });
    shipped.push(
      (await ship(owner.cookie)).id,
      (await ship(owner.cookie, LYON)).id,
      (await ship(owner.cookie)).id,
    );
  });

  it("pages the caller's shipments, newest first, with every field of a shipment row", async () => {
    const first = (await list(owner.cookie, { rows: 2 })).success();
    expect(first).toMatchObject({ total: 3, page: 1, pages: 2, rows_per_page: 2 });
    expect(first.rows.map((row) => row.id)).toEqual([shipped[2], shipped[1]]);
    const second = (await list(owner.cookie, { rows: 2, page: 2 })).success();
    expect(second.rows.map((row) => row.id)).toEqual([shipped[0]]);
    const row = second.rows[0];
    expect(row).toMatchObject({
      status: 2,
      status_name: "Validated",
      status_label: "Validated",
      payment_method: "deferred",
      payment_method_label: "Deferred payment",
      cancellable: true,
      proforma: 0,
      proforma_url: null,
      sub_account: null,
      waybill_url: `/api/v4/shipments/${row?.id}/label`,
      invoice_url: `/api/v4/shipments/${row?.id}/invoice`,
    });
    expect(row?.tracking_number).not.toBe("");
    expect(row?.invoice_id).toMatch(/\d/);
    expect(row?.price_ti_formatted).toContain("€");
  });

  it("sorts on the server and searches the recipient's town", async () => {
    const byRecipient = (await list(owner.cookie, { sort: "date", order: "asc" })).success();
    expect(byRecipient.rows.map((row) => row.id)).toEqual(shipped);
    const lyon = (await list(owner.cookie, { q: "lyon" })).success();
    expect(lyon.rows.map((row) => row.id)).toEqual([shipped[1]]);
    // A wildcard typed by the customer is searched as a character.
    expect((await list(owner.cookie, { q: "%" })).success().total).toBe(0);
  });

  it("says it in French, from the spec's numeric language or ?lang=", async () => {
    const [row] = (await list(owner.cookie, { rows: 1, lang: 2 })).success().rows;
    expect(row).toMatchObject({ status_label: "Validé", payment_method_label: "Paiement différé" });
    expect(row?.shipment_date_formatted).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    const [spanish] = (await list(owner.cookie, { rows: 1 }, "es")).success().rows;
    expect(spanish?.status_label).toBe("Validado");
  });

  it("refuses bad filters field by field and changes nothing", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ rows: 0 }, "rows"],
      [{ rows: 101 }, "rows"],
      [{ page: 0 }, "page"],
      [{ sort: "password" }, "sort"],
      [{ order: "sideways" }, "order"],
      [{ q: "x".repeat(65) }, "q"],
      [{ lang: 3 }, "lang"],
      [{ extra: 1 }, "extra"],
    ];
    for (const [body, field] of cases) {
      const response = await list(owner.cookie, body as TUserShipmentsBody);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.failure().errors.map((error) => error.field)).toContain(field);
    }
  });

  it("shows nobody else's shipments: another user sees none, a visitor must log in", async () => {
    const other = await loggedInUser(t);
    expect((await list(other.cookie)).success()).toMatchObject({ total: 0, rows: [] });
    expect((await list(other.cookie, { user_id: owner.id })).statusCode).toBe(404);
    const visitor = await list(null);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.failure().errors[0]?.code).toBe("auth.login_required");
  });

  it("shows a professional parent its sub-accounts' shipments, in their column, but never lets them cancel", async () => {
    const parent = await loggedInUser(t, { pro: 1 });
    const child = await loggedInUser(t, { pro: 1 });
    await linkSubAccount(t, parent, child, "Léa Dupont");
    const own = await ship(parent.cookie);
    const childs = await ship(child.cookie);
    const all = (await list(parent.cookie)).success();
    expect(all.rows.map((row) => row.id).sort()).toEqual([own.id, childs.id].sort());
    const childRow = all.rows.find((row) => row.id === childs.id);
    expect(childRow).toMatchObject({ sub_account: { id: child.id, name: "Léa Dupont" }, cancellable: false });
    // The filter's choices: the parent's registered sub-accounts.
    expect(all.sub_accounts).toEqual([{ id: child.id, name: "Léa Dupont" }]);
    expect((await list(child.cookie)).success().sub_accounts).toEqual([]);
    const narrowed = (await list(parent.cookie, { user_id: child.id })).success();
    expect(narrowed.rows.map((row) => row.id)).toEqual([childs.id]);
    // The sub-account sees only its own.
    expect((await list(child.cookie)).success().rows.map((row) => row.id)).toEqual([childs.id]);
    expect((await list(child.cookie, { user_id: parent.id })).statusCode).toBe(404);
  });

  it("answers parents asking at the same moment their own sub-accounts, and counts a new shipment at once", async () => {
    const [first, second] = [await loggedInUser(t, { pro: 1 }), await loggedInUser(t, { pro: 1 })];
    const [firstChild, secondChild] = [await loggedInUser(t, { pro: 1 }), await loggedInUser(t, { pro: 1 })];
    await linkSubAccount(t, first, firstChild, "Anne Premier");
    await linkSubAccount(t, second, secondChild, "Bruno Second");
    const shipment = await ship(firstChild.cookie);
    // Asked together, the lookups share one query (decision 042): each parent gets its own.
    const [a, b] = await Promise.all([list(first.cookie), list(second.cookie)]);
    expect(a.success()).toMatchObject({
      total: 1,
      sub_accounts: [{ id: firstChild.id, name: "Anne Premier" }],
    });
    expect(a.success().rows.map((row) => row.id)).toEqual([shipment.id]);
    expect(b.success()).toMatchObject({
      total: 0,
      rows: [],
      sub_accounts: [{ id: secondChild.id, name: "Bruno Second" }],
    });
    // The count's version comes with the page (or alone for an empty page): a new shipment counts at once.
    await ship(secondChild.cookie);
    expect((await list(second.cookie)).success().total).toBe(1);
    await ship(first.cookie);
    expect((await list(first.cookie, { rows: 1 })).success()).toMatchObject({ total: 2, pages: 2 });
  });
});
