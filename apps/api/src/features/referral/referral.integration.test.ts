import {
  loyaltyEndpoint,
  referContactInvitationEndpoint,
  referContactUrlEndpoint,
  registerCandidateEndpoint,
  registerPersonalEndpoint,
  type TLoyaltyBody,
  type TReferContactInvitationBody,
} from "@ship/contracts";
import { REFERRAL_REWARD_CENTS } from "@ship/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../testing/call.ts";
import { createTestApp, sessionCookieOf } from "../../testing/test-app.ts";
import { giveCredit, loggedInUser, orderReadyToPay } from "../payment/payment-test-helpers.ts";
import { confirmOrder } from "../shipment/shipment-test-helpers.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: "https://ship.example" });
});
afterAll(() => t.close());

type TUser = Awaited<ReturnType<typeof loggedInUser>>;

const link = (user: { id: number; cookie: string | null }, lang = "en") =>
  call(t, referContactUrlEndpoint, { params: { id: user.id } }, { cookie: user.cookie, lang });
const invite = (
  user: { id: number; cookie: string | null },
  body: TReferContactInvitationBody,
  lang = "en",
) =>
  call(t, referContactInvitationEndpoint, { params: { id: user.id }, body }, { cookie: user.cookie, lang });
const enrol = (cookie: string | null, body: TLoyaltyBody) =>
  call(t, loyaltyEndpoint, { body }, { cookie, lang: "en" });
const fields = (response: { json(): { errors?: { code: string; field?: string }[] } }) =>
  (response.json().errors ?? []).map((e) => `${e.field}:${e.code}`);
const mailsTo = async (email: string) =>
  (
    await t.app.inject({ method: "GET", url: `/dev/mailbox?format=json&to=${encodeURIComponent(email)}` })
  ).json().data as { subject: string; text: string }[];

/** A personal account registered with `code` in the register form: its id and session cookie. */
async function registerWith(code: string, email = `new-${Math.random().toString(36).slice(2)}@example.test`) {
  const body = {
    login: email,
    password: "secret-42",
    passwordCompr: "secret-42",
    address_lastname: "Newcomer",
    terms: 1,
    apporteur_code: code,
  };
  const response = await call(t, registerPersonalEndpoint, { body }, { lang: "en" });
  const cookie = sessionCookieOf(response);
  if (!cookie) throw new Error("registration set no cookie");
  return { id: response.success().user.id, email, cookie };
}

async function movementsOf(userId: number) {
  return t.db
    .selectFrom("credit_movements")
    .select(["amount_cents", "reason", "reference"])
    .where("user_id", "=", userId)
    .execute();
}

describe("GET /refer-contact/url/{id}", () => {
  let sponsor: TUser;
  beforeAll(async () => {
    sponsor = await loggedInUser(t);
  });

  it("answers the register page with the caller's stable code, on the public origin", async () => {
    const first = (await link(sponsor)).success();
    expect(first.code).toMatch(/^[A-Z2-9]{10}$/);
    expect(first.url).toBe(`https://ship.example/#/en/register?ref=${first.code}`);
    expect(first).toMatchObject({ reward_cents: 2000, rewarded_cents: 0, sponsorships: [] });
    const french = (await link(sponsor, "fr")).success();
    expect(french.code).toBe(first.code);
    expect(french.url).toBe(`https://ship.example/#/fr/register?ref=${first.code}`);
  });

  it("never takes the origin from the request's Host", async () => {
    const response = await call(
      t,
      referContactUrlEndpoint,
      { params: { id: sponsor.id } },
      {
        cookie: sponsor.cookie,
        lang: "en",
        headers: { host: "evil.example", "x-forwarded-host": "evil.example" },
      },
    );
    expect(response.success().url.startsWith("https://ship.example/")).toBe(true);
  });

  it("answers 404 for another user's id, 401 to a visitor, 400 for an id that is not one", async () => {
    const other = await loggedInUser(t);
    expect((await link({ id: other.id, cookie: sponsor.cookie })).statusCode).toBe(404);
    expect((await link({ id: sponsor.id, cookie: null })).statusCode).toBe(401);
    const bad = await t.app.inject({
      method: "GET",
      url: "/api/v4/refer-contact/url/abc",
      cookies: { PHPSESSID: sponsor.cookie },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe("POST /refer-contact/invitation/{id}", () => {
  let sponsor: TUser;
  beforeAll(async () => {
    sponsor = await loggedInUser(t);
  });

  it("sends one translated e-mail per address with the personal link and the message", async () => {
    const { code } = (await link(sponsor)).success();
    const response = await invite(
      sponsor,
      { emails: ["ana@example.test", "luis@example.test"], message: "Hola,\nprueba este servicio." },
      "es",
    );
    expect(response.success()).toEqual({ success: true, sent: 2 });
    for (const address of ["ana@example.test", "luis@example.test"]) {
      const [mail] = await mailsTo(address);
      expect(mail?.subject).toBe(`Test (${sponsor.email}) le invita a ShipCompare`);
      expect(mail?.text).toContain("Hola,\nprueba este servicio.");
      expect(mail?.text).toContain(`https://ship.example/#/es/register?ref=${code}`);
    }
  });

  it("refuses bad input field by field, and sends nothing", async () => {
    const cases: [TReferContactInvitationBody, string[]][] = [
      [{ emails: [], message: "Hi" }, ["emails:validation.too_small"]],
      [{ emails: ["not-an-email"], message: "Hi" }, ["emails.0:validation.invalid_email"]],
      [{ emails: [`${"a".repeat(60)}@x.test`], message: "Hi" }, ["emails.0:validation.too_long"]],
      [{ emails: ["ok@example.test"], message: "" }, ["message:validation.required"]],
      [{ emails: ["ok@example.test"], message: "x".repeat(1001) }, ["message:validation.too_long"]],
      [{ emails: ["ok@example.test"], message: "bell\u0007" }, ["message:validation.control_characters"]],
      [
        { emails: ["ok@example.test", sponsor.email.toUpperCase()], message: "Hi" },
        ["emails.1:referral.own_email"],
      ],
      [
        { emails: ["ok@example.test", "OK@example.test"], message: "Hi" },
        ["emails.1:referral.duplicate_email"],
      ],
    ];
    for (const [body, expected] of cases) {
      const response = await invite(sponsor, body);
      expect(response.statusCode).toBe(400);
      expect(fields(response)).toEqual(expected);
    }
    expect(await mailsTo("ok@example.test")).toEqual([]);
    const own = await invite(sponsor, { emails: [sponsor.email], message: "Hi" });
    expect(own.failure().errors[0]?.message).toBe(
      "You cannot invite yourself: enter someone else's e-mail address.",
    );
  });

  it("answers 404 for another user's id and 401 to a visitor", async () => {
    const other = await loggedInUser(t);
    const body = { emails: ["x@example.test"], message: "Hi" };
    expect((await invite({ id: other.id, cookie: sponsor.cookie }, body)).statusCode).toBe(404);
    expect((await invite({ id: sponsor.id, cookie: null }, body)).statusCode).toBe(401);
    expect(await mailsTo("x@example.test")).toEqual([]);
  });

  it("sends at most 50 invitations a day", async () => {
    const spammer = await loggedInUser(t);
    const batch = (n: number) => Array.from({ length: 10 }, (_, i) => `r${n}-${i}@example.test`);
    for (let n = 0; n < 5; n++) {
      expect((await invite(spammer, { emails: batch(n), message: "Hi" })).statusCode).toBe(200);
    }
    const refused = await invite(spammer, { emails: ["one-more@example.test"], message: "Hi" });
    expect(refused.statusCode).toBe(429);
    expect(refused.failure().errors[0]?.code).toBe("referral.daily_limit");
    expect(await mailsTo("one-more@example.test")).toEqual([]);
  });
});

describe("the sponsor's reward (spec §9: 20 EUR per sponsored person, once)", () => {
  it("credits the sponsor 2000 cents when the sponsored customer's first shipment is paid, once", async () => {
    const sponsor = await loggedInUser(t);
    const { code } = (await link(sponsor)).success();
    const sponsored = await registerWith(code.toLowerCase());
    expect((await link(sponsor)).success().sponsorships).toMatchObject([
      { status: "pending", reward_cents: 0 },
    ]);

    await giveCredit(t, sponsored.id, 50_000);
    const first = await orderReadyToPay(t, sponsored.cookie);
    expect((await confirmOrder(t, first, sponsored.cookie)).statusCode).toBe(200);
    // A retried confirmation and a second shipment earn nothing more.
    expect((await confirmOrder(t, first, sponsored.cookie)).statusCode).toBe(200);
    const second = await orderReadyToPay(t, sponsored.cookie);
    expect((await confirmOrder(t, second, sponsored.cookie)).statusCode).toBe(200);

    const reward = { amount_cents: REFERRAL_REWARD_CENTS, reason: "bonus" };
    expect(await movementsOf(sponsor.id)).toEqual([
      { ...reward, reference: expect.stringMatching(/^referral:\d+$/) },
    ]);
    const answer = (await link(sponsor)).success();
    expect(answer).toMatchObject({
      rewarded_cents: 2000,
      sponsorships: [{ status: "rewarded", reward_cents: 2000 }],
    });
    expect(answer.sponsorships[0]?.email).toBe(`${sponsored.email[0]}***@example.test`);
  });

  it("credits nothing for a sponsored account of the same company", async () => {
    const sponsor = await loggedInUser(t, { pro: 1 });
    const { code } = (await link(sponsor)).success();
    const sponsored = await registerWith(code);
    await t.db.updateTable("users").set({ company: "TEST sarl" }).where("id", "=", sponsored.id).execute();
    await giveCredit(t, sponsored.id, 50_000);
    const order = await orderReadyToPay(t, sponsored.cookie);
    expect((await confirmOrder(t, order, sponsored.cookie)).statusCode).toBe(200);
    expect(await movementsOf(sponsor.id)).toEqual([]);
    expect((await link(sponsor)).success().sponsorships).toMatchObject([
      { status: "refused", reward_cents: 0 },
    ]);
  });

  it("records the sponsorship of a professional account registered with the code", async () => {
    const sponsor = await loggedInUser(t);
    const { code } = (await link(sponsor)).success();
    const email = `pro-${Math.random().toString(36).slice(2)}@example.test`;
    const body = {
      login: email,
      password: "secret-42",
      passwordCompr: "secret-42",
      address_lastname: "Moreau",
      terms: 1,
      address_company: "Cave Moreau",
      address_phone: "+33 5 56 00 00 01",
      address_address1: "1 rue du Port",
      address_country_id: 250,
      address_postcode: "33000",
      address_city: "Bordeaux",
      merchant_id: "M-123",
      apporteur_code: ` ${code} `,
    };
    expect((await call(t, registerCandidateEndpoint, { body }, { lang: "en" })).statusCode).toBe(200);
    expect((await link(sponsor)).success().sponsorships).toMatchObject([
      { status: "pending", email: "p***@example.test" },
    ]);
  });

  it("records nothing for a code that is nobody's", async () => {
    const sponsored = await registerWith("NOSUCHCODE");
    const rows = await t.db
      .selectFrom("sponsorships")
      .where("sponsored_user_id", "=", sponsored.id)
      .execute();
    expect(rows).toEqual([]);
  });
});

describe("POST /loyalty", () => {
  const form: TLoyaltyBody = {
    gender: "F",
    firstname: "Anne",
    lastname: "Martin",
    address1: "3 rue des Lilas",
    postcode: "69003",
    city: "Lyon",
    country_id: 0,
  };
  let france: number;
  beforeAll(async () => {
    france = (
      await t.db.selectFrom("countries").select("id").where("code", "=", "FR").executeTakeFirstOrThrow()
    ).id;
  });

  it("stores one enrolment per user, updated by a second submit, and tells the team", async () => {
    const user = await loggedInUser(t);
    expect((await enrol(user.cookie, { ...form, country_id: france })).success()).toEqual({
      success: true,
      enrolled: true,
    });
    expect((await enrol(user.cookie, { ...form, country_id: france, city: "Paris" })).statusCode).toBe(200);
    const rows = await t.db
      .selectFrom("loyalty_enrolments")
      .selectAll()
      .where("user_id", "=", user.id)
      .execute();
    expect(rows).toMatchObject([{ gender: "F", firstname: "Anne", city: "Paris", address2: "" }]);
    const mails = (await mailsTo("team@shipcompare.test")).filter((mail) =>
      mail.subject.includes(user.email),
    );
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      `Loyalty programme: new enrolment (${user.email})`,
      `Loyalty programme: updated enrolment (${user.email})`,
    ]);
    expect(mails[0]?.text).toContain("France (FR)");
  });

  it("refuses every bad field at once, translated, and stores nothing", async () => {
    const user = await loggedInUser(t);
    const response = await enrol(user.cookie, {
      ...form,
      gender: "X" as "M",
      firstname: "",
      lastname: "l".repeat(101),
      address1: "a".repeat(256),
      city: "",
      postcode: "",
      country_id: france,
    });
    expect(response.statusCode).toBe(400);
    expect(fields(response).sort()).toEqual([
      "address1:validation.too_long",
      "city:validation.required",
      "firstname:validation.required",
      "gender:validation.invalid_value",
      "lastname:validation.too_long",
      "postcode:validation.required",
    ]);
    const unknownCountry = await enrol(user.cookie, { ...form, country_id: 999_999 });
    expect(fields(unknownCountry)).toEqual(["country_id:country.not_found"]);
    const rows = await t.db
      .selectFrom("loyalty_enrolments")
      .select("user_id")
      .where("user_id", "=", user.id)
      .execute();
    expect(rows).toEqual([]);
  });

  it("answers 401 to a visitor", async () => {
    expect((await enrol(null, { ...form, country_id: france })).statusCode).toBe(401);
  });
});
