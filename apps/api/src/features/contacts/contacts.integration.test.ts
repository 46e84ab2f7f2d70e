import {
  addressBookEndpoint,
  clientSearchEndpoint,
  myContactAddEndpoint,
  myContactDeleteEndpoint,
  myContactEditEndpoint,
  myContactListEndpoint,
  type TContactInput,
  type TMyContactListBody,
} from "@ship/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../testing/call.ts";
import { createTestApp } from "../../testing/test-app.ts";
import { loggedInUser } from "../payment/payment-test-helpers.ts";
import { addContact, frenchContact, type TCaller } from "./contacts-test-helpers.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const list = (caller: TCaller, body: TMyContactListBody = {}, id = caller.id, lang = "en") =>
  call(t, myContactListEndpoint, { params: { id }, body }, { cookie: caller.cookie, lang });
const add = (caller: TCaller, body: TContactInput, lang = "en") =>
  call(t, myContactAddEndpoint, { body }, { cookie: caller.cookie, lang });
const edit = (caller: TCaller, id: number, body: TContactInput) =>
  call(t, myContactEditEndpoint, { params: { id }, body }, { cookie: caller.cookie, lang: "en" });
const remove = (caller: TCaller, id: number, ids?: number[]) =>
  call(t, myContactDeleteEndpoint, { params: { id }, body: ids ? { ids } : {} }, { cookie: caller.cookie });
const fields = (response: { json(): { errors?: { code: string; field?: string }[] } }) =>
  (response.json().errors ?? []).map((e) => `${e.field}:${e.code}`);
const countOf = async (userId: number) =>
  Number(
    (
      await t.db
        .selectFrom("contacts")
        .select((eb) => eb.fn.countAll().as("n"))
        .where("user_id", "=", userId)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe("POST /my-contact-add", () => {
  let owner: TCaller;
  beforeAll(async () => {
    owner = await loggedInUser(t);
  });

  it("adds a contact and answers it with its country named in the request's language", async () => {
    const response = await add(owner, frenchContact({ company: "Atelier Martin", pro: 1 }), "fr");
    expect(response.statusCode).toBe(200);
    const contact = response.success().data;
    expect(contact).toMatchObject({
      company_or_name: "Atelier Martin",
      fullname: "Martin",
      lastname: "Martin",
      country_id: 250,
      country_code: "FR",
      country_name: "France",
      postcode: "75002",
      pro: 1,
    });
    const listed = (await list(owner)).success();
    expect(listed.rows.map((row) => row.id)).toContain(contact.id);
  });

  it("refuses a second contact with the same name, postcode and first line (case, accents, spaces), 409", async () => {
    const before = await countOf(owner.id);
    const again = await add(owner, frenchContact({ lastname: "  MARTÍN ", address1: "12 Rue de la  Paix" }));
    expect(again.statusCode).toBe(409);
    expect(fields(again)).toEqual(["lastname:contact.duplicate"]);
    expect(again.failure().message).toMatch(/already in your address book/);
    expect(await countOf(owner.id)).toBe(before);
  });

  it("adds the same contact once when two requests race", async () => {
    const body = frenchContact({ lastname: "Racer" });
    const answers = await Promise.all([add(owner, body), add(owner, body), add(owner, body)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const rows = await t.db.selectFrom("contacts").select("id").where("lastname", "=", "Racer").execute();
    expect(rows).toHaveLength(1);
  });

  it("answers required fields and maximum lengths field by field, translated, and adds nothing", async () => {
    const before = await countOf(owner.id);
    const response = await add(
      owner,
      {
        ...frenchContact(),
        lastname: "",
        email: "not-an-email",
        city: "x".repeat(256),
        notes: "n".repeat(36),
      },
      "fr",
    );
    expect(response.statusCode).toBe(400);
    expect(fields(response).sort()).toEqual([
      "city:validation.too_long",
      "email:validation.invalid_email",
      "lastname:validation.required",
      "notes:validation.too_long",
    ]);
    const notes = response.failure().errors.find((e) => e.field === "notes");
    expect(notes?.message).toMatch(/35/);
    expect(await countOf(owner.id)).toBe(before);
  });

  it("applies the country's rules: phone, postcode, states (spec §5)", async () => {
    const wrongPhoneAndPostcode = await add(owner, frenchContact({ phone: "12", postcode: "ABC" }));
    expect(fields(wrongPhoneAndPostcode)).toEqual([
      "phone:account.invalid_phone",
      "postcode:order.postcode_invalid",
    ]);
    const missingPostcode = await add(owner, frenchContact({ postcode: "" }));
    expect(fields(missingPostcode)).toEqual(["postcode:validation.required"]);
    const usWithoutState = await add(
      owner,
      frenchContact({ country_id: 840, postcode: "10001", city: "New York", phone: "+12125550100" }),
    );
    expect(fields(usWithoutState)).toEqual(["state:validation.required"]);
    const usWrongState = await add(
      owner,
      frenchContact({
        country_id: 840,
        postcode: "10001",
        city: "New York",
        phone: "+12125550100",
        state: "ZZ",
      }),
    );
    expect(fields(usWrongState)).toEqual(["state:contact.state_unknown"]);
    const unknownCountry = await add(owner, frenchContact({ country_id: 999 }));
    expect(fields(unknownCountry)).toEqual(["country_id:contact.country_unknown"]);
  });

  it("keeps a state in its code's case, a country without postcode takes none, phones may be international", async () => {
    const us = await addContact(
      t,
      owner,
      frenchContact({
        lastname: "Smith",
        country_id: 840,
        postcode: "10001",
        city: "New York",
        phone: "+12125550100",
        state: "ny",
      }),
    );
    expect(us).toMatchObject({ state: "NY", country_code: "US" });
    const qatar = await addContact(
      t,
      owner,
      frenchContact({
        lastname: "Al Thani",
        country_id: 634,
        postcode: "",
        city: "Doha",
        phone: "+97444000000",
      }),
    );
    expect(qatar).toMatchObject({ postcode: "", country_code: "QA" });
    const german = await addContact(
      t,
      owner,
      frenchContact({
        lastname: "Müller",
        country_id: 276,
        postcode: "10115",
        city: "Berlin",
        phone: "+33612345678",
      }),
    );
    expect(german.country_code).toBe("DE");
  });

  it("answers 401 without a logged-in user", async () => {
    const response = await add({ id: 0, cookie: null }, frenchContact());
    expect(response.statusCode).toBe(401);
  });
});

describe("POST /my-contact/{id}", () => {
  let owner: TCaller;
  beforeAll(async () => {
    owner = await loggedInUser(t);
    const names = [
      "Dupont",
      "Bernard",
      "Thomas",
      "Petit",
      "Robert",
      "Richard",
      "Durand",
      "Dubois",
      "Moreau",
      "Laurent",
      "Simon",
      "Michel",
    ];
    for (const [index, lastname] of names.entries()) {
      await addContact(
        t,
        owner,
        frenchContact({
          lastname,
          company: index % 3 === 0 ? `Société ${lastname}` : "",
          city: index % 2 === 0 ? "Lyon" : "Nantes",
          postcode: index % 2 === 0 ? "69001" : "44000",
          email: `${lastname.toLowerCase()}@example.test`,
        }),
      );
    }
  });

  it("pages, sorts by a column either way and counts on the server", async () => {
    const first = (await list(owner, { rows: 10 })).success();
    expect(first).toMatchObject({ total: 12, page: 1, pages: 2, rows_per_page: 10 });
    expect(first.rows.map((r) => r.lastname).slice(0, 3)).toEqual(["Bernard", "Dubois", "Dupont"]);
    const second = (await list(owner, { rows: 10, page: 2 })).success();
    expect(second.rows.map((r) => r.lastname)).toEqual(["Simon", "Thomas"]);
    const byCityDesc = (await list(owner, { sort: "city", order: "desc", rows: 25 })).success();
    expect(byCityDesc.rows[0]?.city).toBe("Nantes");
    expect(byCityDesc.rows.at(-1)?.city).toBe("Lyon");
  });

  it("searches name, company, city, postcode and e-mail from 2 characters; % is no wildcard", async () => {
    const byCompany = (await list(owner, { q: "société" })).success();
    expect(byCompany.rows.map((r) => r.lastname).sort()).toEqual(["Dupont", "Durand", "Laurent", "Petit"]);
    expect((await list(owner, { q: "44000" })).success().total).toBe(6);
    expect((await list(owner, { q: "DUB" })).success().rows.map((r) => r.lastname)).toEqual(["Dubois"]);
    expect((await list(owner, { q: "moreau@" })).success().total).toBe(1);
    expect((await list(owner, { q: "%%" })).success().total).toBe(0);
  });

  it("refuses a search of one character or more than 64, a page size not offered and an unknown sort", async () => {
    const short = await list(owner, { q: "a" }, owner.id, "fr");
    expect(short.statusCode).toBe(400);
    expect(fields(short)).toEqual(["q:validation.too_short"]);
    expect(short.failure().errors[0]?.message).toMatch(/2/);
    expect(fields(await list(owner, { q: "x".repeat(65) }))).toEqual(["q:validation.too_long"]);
    expect(fields(await list(owner, { rows: 20 as 10 }))).toEqual(["rows:validation.invalid_value"]);
    expect(fields(await list(owner, { sort: "phone" as "city" }))).toEqual(["sort:validation.invalid_value"]);
  });

  it("keeps the count exact through every change, whoever writes (a page past the end counts too)", async () => {
    const lyon = async () => (await list(owner, { q: "lyon", page: 9 })).success();
    expect(await lyon()).toMatchObject({ rows: [], total: 6, pages: 1 });
    const added = await addContact(
      t,
      owner,
      frenchContact({ lastname: "Blanc", city: "Lyon", postcode: "69002" }),
    );
    expect((await lyon()).total).toBe(7);
    await edit(owner, added.id, frenchContact({ lastname: "Blanc", city: "Paris" }));
    expect((await lyon()).total).toBe(6);
    // A write outside the API (the spreadsheet import's own statement) changes the count as well.
    await t.db
      .insertInto("contacts")
      .values({
        ...frenchContact({ lastname: "Import", city: "Lyon" }),
        user_id: owner.id,
        duplicate_key: "import",
      } as never)
      .execute();
    expect((await lyon()).total).toBe(7);
    await t.db.deleteFrom("contacts").where("lastname", "=", "Import").execute();
    await remove(owner, added.id);
    expect((await lyon()).total).toBe(6);
  });

  it("answers 404 for another user's id and 401 without a session", async () => {
    const other = await loggedInUser(t);
    const response = await list(other, {}, owner.id);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain("Dupont");
    expect((await list({ id: owner.id, cookie: null })).statusCode).toBe(401);
  });
});

describe("POST /my-contact/edit/{id} and /my-contact/delete/{id}", () => {
  let owner: TCaller;
  let stranger: TCaller;
  beforeAll(async () => {
    owner = await loggedInUser(t);
    stranger = await loggedInUser(t);
  });

  it("replaces a contact; another user's contact is 404 and stays as it was", async () => {
    const contact = await addContact(t, owner, frenchContact({ lastname: "Leroy" }));
    const edited = await edit(
      owner,
      contact.id,
      frenchContact({ lastname: "Leroy", city: "Paris 2e", notes: "Door code 1234" }),
    );
    expect(edited.success().data).toMatchObject({
      id: contact.id,
      city: "Paris 2e",
      notes: "Door code 1234",
    });
    const byStranger = await edit(stranger, contact.id, frenchContact({ lastname: "Hijacked" }));
    expect(byStranger.statusCode).toBe(404);
    const stored = await t.db
      .selectFrom("contacts")
      .select("lastname")
      .where("id", "=", contact.id)
      .executeTakeFirstOrThrow();
    expect(stored.lastname).toBe("Leroy");
  });

  it("refuses an edit that makes it the same as another contact (409) or breaks a rule (400)", async () => {
    await addContact(t, owner, frenchContact({ lastname: "Garnier" }));
    const other = await addContact(t, owner, frenchContact({ lastname: "Faure" }));
    const duplicate = await edit(owner, other.id, frenchContact({ lastname: "garnier" }));
    expect(duplicate.statusCode).toBe(409);
    expect(fields(duplicate)).toEqual(["lastname:contact.duplicate"]);
    const invalid = await edit(owner, other.id, frenchContact({ lastname: "Faure", postcode: "" }));
    expect(fields(invalid)).toEqual(["postcode:validation.required"]);
    const stored = await t.db
      .selectFrom("contacts")
      .select(["lastname", "postcode"])
      .where("id", "=", other.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ lastname: "Faure", postcode: "75002" });
  });

  it("deletes one contact by its path id", async () => {
    const contact = await addContact(t, owner, frenchContact({ lastname: "Roux" }));
    expect((await remove(owner, contact.id)).success()).toMatchObject({ deleted: 1 });
    expect((await remove(owner, contact.id)).statusCode).toBe(404);
  });

  it("deletes a list of ids all or none: another user's id inside the list answers 404 and deletes nothing", async () => {
    const first = await addContact(t, owner, frenchContact({ lastname: "Vincent" }));
    const second = await addContact(t, owner, frenchContact({ lastname: "Fournier" }));
    const theirs = await addContact(t, stranger, frenchContact({ lastname: "Girard" }));
    const before = await countOf(owner.id);
    const mixed = await remove(owner, first.id, [first.id, second.id, theirs.id]);
    expect(mixed.statusCode).toBe(404);
    expect(await countOf(owner.id)).toBe(before);
    expect(await countOf(stranger.id)).toBe(1);
    const byStranger = await remove(stranger, first.id);
    expect(byStranger.statusCode).toBe(404);
    const both = await remove(owner, first.id, [second.id]);
    expect(both.success().deleted).toBe(2);
    expect(await countOf(owner.id)).toBe(before - 2);
  });

  it("refuses an empty or oversized ids list", async () => {
    const contact = await addContact(t, owner, frenchContact({ lastname: "Lambert" }));
    expect(fields(await remove(owner, contact.id, []))).toEqual(["ids:validation.too_small"]);
    const many = Array.from({ length: 101 }, (_, i) => i + 1);
    expect(fields(await remove(owner, contact.id, many))).toEqual(["ids:validation.too_big"]);
  });
});

describe("POST /address-book and POST /client-search", () => {
  let owner: TCaller;
  beforeAll(async () => {
    owner = await loggedInUser(t);
    for (const lastname of [
      "Zola",
      "Hugo",
      "Sand",
      "Balzac",
      "Dumas",
      "Verne",
      "Camus",
      "Proust",
      "Colette",
      "Sagan",
      "Gide",
      "Duras",
    ]) {
      await addContact(t, owner, frenchContact({ lastname, email: `${lastname.toLowerCase()}@books.test` }));
    }
    const other = await loggedInUser(t);
    await addContact(t, other, frenchContact({ lastname: "Stranger" }));
  });

  it("answers every contact of the caller ordered by name, and only the caller's", async () => {
    const book = (
      await call(t, addressBookEndpoint, { body: {} }, { cookie: owner.cookie, lang: "es" })
    ).success();
    expect(book.total).toBe(12);
    expect(book.truncated).toBe(false);
    expect(book.rows[0]).toMatchObject({ lastname: "Balzac", country_name: "Francia" });
    expect(book.rows.map((r) => r.lastname)).not.toContain("Stranger");
    const narrowed = (
      await call(t, addressBookEndpoint, { body: { q: "du" } }, { cookie: owner.cookie })
    ).success();
    expect(narrowed.rows.map((r) => r.lastname)).toEqual(["Dumas", "Duras"]);
  });

  it("client search answers at most 10 matches, or all with all=1; q needs 2 characters", async () => {
    const search = (body: { q?: string; all?: 0 | 1 }) =>
      call(t, clientSearchEndpoint, { body }, { cookie: owner.cookie, lang: "en" });
    const matches = (await search({ q: "books.test" })).success();
    expect(matches.rows).toHaveLength(10);
    expect(matches.truncated).toBe(true);
    expect((await search({ q: "ver" })).success().rows.map((r) => r.lastname)).toEqual(["Verne"]);
    const all = (await search({ q: "", all: 1 })).success();
    expect(all.rows).toHaveLength(12);
    expect(all.truncated).toBe(false);
    expect(fields(await search({ q: "v" }))).toEqual(["q:validation.too_short"]);
    expect(fields(await search({}))).toEqual(["q:validation.too_short"]);
    expect((await call(t, clientSearchEndpoint, { body: { q: "zo" } }, {})).statusCode).toBe(401);
  });
});

describe("the contact book's version (migration 0027)", () => {
  it("is bumped once per writing statement, and a user's deletion takes its contacts along", async () => {
    const owner = await loggedInUser(t);
    const version = async () =>
      (
        await t.db
          .selectFrom("contact_book_versions")
          .select("version")
          .where("user_id", "=", owner.id)
          .executeTakeFirst()
      )?.version;
    expect(await version()).toBeUndefined();
    await t.db
      .insertInto("contacts")
      .values(
        ["A", "B", "C"].map((lastname) => ({
          ...frenchContact({ lastname }),
          user_id: owner.id,
          duplicate_key: lastname,
        })) as never,
      )
      .execute();
    expect(Number(await version())).toBe(1);
    await t.db.updateTable("contacts").set({ city: "Lyon" }).where("user_id", "=", owner.id).execute();
    expect(Number(await version())).toBe(2);
    await t.db.deleteFrom("users").where("id", "=", owner.id).execute();
    expect(await countOf(owner.id)).toBe(0);
    expect(await version()).toBeUndefined();
  });
});
