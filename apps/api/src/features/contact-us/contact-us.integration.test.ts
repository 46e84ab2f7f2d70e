import {
  contactUsDiscountEndpoint,
  contactUsEndpoint,
  contactUsQuoteEndpoint,
  type TContactDiscountBody,
  type TContactQuoteBody,
  type TContactUsBody,
} from "@ship/contracts";
import { CONTACT_SUBJECTS } from "@ship/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../testing/call.ts";
import { createTestApp } from "../../testing/test-app.ts";
import { loggedInUser } from "../payment/payment-test-helpers.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
let FR = 0;
let US = 0;
let DE = 0;
beforeAll(async () => {
  t = await createTestApp({ TEAM_EMAIL: "team-fallback@shipcompare.test" });
  const ids = await t.db
    .selectFrom("countries")
    .select(["id", "code"])
    .where("code", "in", ["FR", "US", "DE"])
    .execute();
  const id = (code: string) => ids.find((row) => row.code === code)?.id ?? 0;
  [FR, US, DE] = [id("FR"), id("US"), id("DE")];
});
afterAll(() => t.close());

let addressCounter = 0;
/** Each test writes from its own client address, so the spam limit of one does not reach another. */
const nextAddress = () => `203.0.113.${++addressCounter}`;

const sender = (overrides: Partial<TContactUsBody> = {}) => ({
  company: "",
  lastname: "Martin",
  phone: "+33 6 12 34 56 78",
  email: `martin-${Math.random().toString(36).slice(2)}@example.test`,
  address1: "10 rue de la Paix",
  address2: "",
  country_id: FR,
  postcode: "75002",
  city: "Paris",
  ...overrides,
});
const contactBody = (overrides: Partial<TContactUsBody> = {}): TContactUsBody => ({
  ...sender(),
  subject: "tracking",
  message: "Where is my parcel 1Z999? It left on Monday.",
  ...overrides,
});
const discountBody = (overrides: Partial<TContactDiscountBody> = {}): TContactDiscountBody => ({
  ...sender({ company: "Vins Martin SARL" }),
  percent: 20,
  monthly_shipments: 400,
  message: "",
  ...overrides,
});
const quoteBody = (overrides: Partial<TContactQuoteBody> = {}): TContactQuoteBody => ({
  ...sender({ company: "Vins Martin SARL" }),
  parcels: 30,
  weight_kg: 450.5,
  from_country_id: FR,
  to_country_id: US,
  message: "Thirty cases of wine to New York each month.",
  ...overrides,
});

type TOptions = { lang?: string; address?: string; host?: string; cookie?: string | null };
const send = <
  E extends typeof contactUsEndpoint | typeof contactUsDiscountEndpoint | typeof contactUsQuoteEndpoint,
>(
  endpoint: E,
  body: unknown,
  options: TOptions = {},
) =>
  call(t, endpoint, { body } as never, {
    lang: options.lang ?? "en",
    remoteAddress: options.address ?? nextAddress(),
    cookie: options.cookie ?? null,
    headers: options.host ? { host: options.host } : {},
  });
const fields = (response: { json(): { errors?: { code: string; field?: string }[] } }) =>
  (response.json().errors ?? []).map((e) => `${e.field ?? ""}:${e.code}`).sort();
const messagesFrom = (email: string) =>
  t.db.selectFrom("contact_messages").selectAll().where("email", "=", email).execute();
const mailsTo = async (to: string) =>
  (await t.app.inject({ method: "GET", url: `/dev/mailbox?format=json&to=${encodeURIComponent(to)}` })).json()
    .data as { subject: string; text: string }[];
const countAll = async () =>
  Number(
    (
      await t.db
        .selectFrom("contact_messages")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );
const mailCount = async () =>
  Number(
    (
      await t.db
        .selectFrom("mail_outbox")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe("POST /contact-us", () => {
  it("stores the message, e-mails the brand's team address and answers 'Your message has been sent'", async () => {
    const body = contactBody({ company: "Atelier Martin" });
    const response = await send(contactUsEndpoint, body);
    const answer = response.success();
    expect(answer.message).toBe("Your message has been sent");

    const [stored] = await messagesFrom(body.email);
    expect(stored).toMatchObject({
      id: answer.id,
      brand_id: "default",
      kind: "contact",
      lang: "en",
      subject: "tracking",
      lastname: "Martin",
      company: "Atelier Martin",
      user_id: null,
    });
    const [mail] = await mailsTo("contact@shipcompare.test").then((all) =>
      all.filter((m) => m.text.includes(body.email)),
    );
    expect(mail?.subject).toBe(`[ShipCompare] Contact (tracking) from Martin - message ${answer.id}`);
    expect(mail?.text).toContain("Where is my parcel 1Z999?");
    expect(mail?.text).toContain("Country: France (FR)");
  });

  it("answers in French and Spanish", async () => {
    expect((await send(contactUsEndpoint, contactBody(), { lang: "fr" })).success().message).toBe(
      "Votre message a été envoyé",
    );
    expect((await send(contactUsEndpoint, contactBody(), { lang: "es" })).success().message).toBe(
      "Su mensaje ha sido enviado",
    );
    const bad = await send(contactUsEndpoint, contactBody({ phone: "12" }), { lang: "fr" });
    expect(bad.failure().message).toBe("Message non envoyé");
  });

  it("accepts each of the 9 subjects and refuses another", async () => {
    expect(CONTACT_SUBJECTS).toHaveLength(9);
    const address = nextAddress();
    for (const subject of CONTACT_SUBJECTS.slice(0, 4)) {
      expect((await send(contactUsEndpoint, contactBody({ subject }), { address })).statusCode).toBe(200);
    }
    const bad = await send(contactUsEndpoint, { ...contactBody(), subject: "complaint" });
    expect(bad.statusCode).toBe(400);
    expect(fields(bad)).toEqual(["subject:validation.invalid_value"]);
  });

  it("gives field errors for the spec §5 rules and stores nothing", async () => {
    const before = [await countAll(), await mailCount()];
    const missing = await send(contactUsEndpoint, {
      ...contactBody(),
      lastname: "",
      email: "not-an-email",
      address1: "",
      city: "",
      message: "short",
    });
    expect(missing.statusCode).toBe(400);
    expect(fields(missing)).toEqual([
      "address1:validation.required",
      "city:validation.required",
      "email:validation.invalid_email",
      "lastname:validation.required",
      "message:validation.too_short",
    ]);
    const tooLong = await send(
      contactUsEndpoint,
      contactBody({ company: "x".repeat(36), lastname: "y".repeat(36) }),
    );
    expect(fields(tooLong)).toEqual(["company:validation.too_long", "lastname:validation.too_long"]);

    // The rules that need the country: phone, postcode (France uses one), the country itself.
    const byCountry = await send(contactUsEndpoint, contactBody({ phone: "12", postcode: "" }));
    expect(fields(byCountry)).toEqual(["phone:account.invalid_phone", "postcode:validation.required"]);
    expect(byCountry.json().message).toBe("Message not sent");
    const unknownCountry = await send(contactUsEndpoint, contactBody({ country_id: 999_999 }));
    expect(fields(unknownCountry)).toEqual(["country_id:contact.country_unknown"]);
    const unknownField = await send(contactUsEndpoint, { ...contactBody(), admin: true });
    expect(unknownField.statusCode).toBe(400);

    expect([await countAll(), await mailCount()]).toEqual(before);
  });

  it("keeps HTML and script as plain text: stored as typed, e-mailed as text only", async () => {
    const body = contactBody({
      lastname: "<b>Eve</b>",
      message: 'Hello <script>alert("x")</script><img src=x onerror=alert(1)> team',
    });
    const id = (await send(contactUsEndpoint, body)).success().id;
    const [stored] = await messagesFrom(body.email);
    expect(stored?.message).toBe(body.message);
    const outbox = await t.db
      .selectFrom("mail_outbox")
      .select(["html", "text"])
      .where("subject", "like", `%message ${id}`)
      .executeTakeFirstOrThrow();
    expect(outbox.html).toBeNull();
    expect(outbox.text).toContain('<script>alert("x")</script>');
  });

  it("refuses a filled hidden field with 'Message not sent' and stores nothing", async () => {
    const before = [await countAll(), await mailCount()];
    const response = await send(contactUsEndpoint, contactBody({ website: "http://spam.example" }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: "Message not sent" });
    expect(fields(response)).toEqual([":contact.not_sent"]);
    expect([await countAll(), await mailCount()]).toEqual(before);
  });

  it("limits one client address to 5 messages an hour, with Retry-After", async () => {
    const address = nextAddress();
    for (let i = 0; i < 5; i++) {
      expect((await send(contactUsEndpoint, contactBody(), { address })).statusCode).toBe(200);
    }
    const before = await countAll();
    const sixth = await send(contactUsEndpoint, contactBody(), { address, lang: "fr" });
    expect(sixth.statusCode).toBe(429);
    expect(fields(sixth)).toEqual([":contact.too_many"]);
    expect(sixth.json().message).toMatch(
      /^Message non envoyé\u00a0: trop de messages depuis cette adresse\. Réessayez dans 60 minutes\.$/,
    );
    expect(Number(sixth.headers["retry-after"])).toBeGreaterThan(3500);
    expect(await countAll()).toBe(before);
    // Another address is not limited, whatever the form.
    expect((await send(contactUsDiscountEndpoint, discountBody())).statusCode).toBe(200);
  });

  it("limits one sender e-mail to 5 messages an hour from any address, in any case", async () => {
    const email = `busy-${Date.now()}@example.test`;
    for (let i = 0; i < 5; i++) {
      const body = contactBody({ email: i % 2 ? email.toUpperCase() : email });
      expect((await send(contactUsEndpoint, body)).statusCode).toBe(200);
    }
    const sixth = await send(contactUsQuoteEndpoint, quoteBody({ email }));
    expect(sixth.statusCode).toBe(429);
  });

  it("counts messages sent at once from one address one after the other", async () => {
    const address = nextAddress();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => send(contactUsEndpoint, contactBody(), { address })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
  });

  it("records the logged-in customer and the brand of the host", async () => {
    const user = await loggedInUser(t);
    const body = contactBody();
    await send(contactUsEndpoint, body, { cookie: user.cookie }).then((r) => r.success());
    expect((await messagesFrom(body.email))[0]?.user_id).toBe(user.id);

    const restricted = contactBody();
    await send(contactUsEndpoint, restricted, { host: "restricted.localhost" }).then((r) => r.success());
    expect((await messagesFrom(restricted.email))[0]?.brand_id).toBe("restricted");
    const mails = await mailsTo("contact@caveexpress.test");
    expect(
      mails.some((m) => m.subject.startsWith("[CaveExpress] Contact") && m.text.includes(restricted.email)),
    ).toBe(true);
  });
});

describe("POST /contact-us/discount", () => {
  it("asks for 10, 20 or 30 % with the company required", async () => {
    const body = discountBody({ percent: 30 });
    const answer = (await send(contactUsDiscountEndpoint, body)).success();
    const [stored] = await messagesFrom(body.email);
    expect(stored).toMatchObject({
      id: answer.id,
      kind: "discount",
      percent: 30,
      monthly_shipments: 400,
      subject: null,
    });
    const mail = (await mailsTo("contact@shipcompare.test")).find((m) => m.text.includes(body.email));
    expect(mail?.text).toContain("Discount asked: 30 %");

    const bad = await send(contactUsDiscountEndpoint, {
      ...discountBody(),
      percent: 25,
      company: "",
      monthly_shipments: 0,
    });
    expect(fields(bad)).toEqual([
      "company:validation.required",
      "monthly_shipments:validation.too_small",
      "percent:validation.invalid_value",
    ]);
  });
});

describe("POST /contact-us/quote", () => {
  it("takes large shipments only: above 20 parcels or above 2,000 kg", async () => {
    const manyParcels = quoteBody({ parcels: 21, weight_kg: 100 });
    expect((await send(contactUsQuoteEndpoint, manyParcels)).statusCode).toBe(200);
    const heavy = quoteBody({ parcels: 2, weight_kg: 2000.01, to_country_id: DE });
    expect((await send(contactUsQuoteEndpoint, heavy)).statusCode).toBe(200);
    const [stored] = await messagesFrom(heavy.email);
    expect(stored).toMatchObject({ kind: "quote", parcels: 2, weight_grams: 2_000_010, to_country_id: DE });

    const before = await countAll();
    const small = await send(contactUsQuoteEndpoint, quoteBody({ parcels: 20, weight_kg: 2000 }), {
      lang: "es",
    });
    expect(small.statusCode).toBe(400);
    expect(fields(small)).toEqual(["parcels:contact.quote_too_small"]);
    expect(small.json().errors[0].message).toMatch(
      /^Una solicitud de presupuesto es para más de 20 bultos o 2000 kg/,
    );
    expect(await countAll()).toBe(before);
  });

  it("checks the weight's decimals and both countries", async () => {
    const decimals = await send(contactUsQuoteEndpoint, quoteBody({ weight_kg: 2500.123 }));
    expect(fields(decimals)).toEqual(["weight_kg:validation.too_many_decimals"]);
    const countries = await send(
      contactUsQuoteEndpoint,
      quoteBody({ from_country_id: 999_998, to_country_id: 999_999 }),
    );
    expect(fields(countries)).toEqual([
      "from_country_id:contact.country_unknown",
      "to_country_id:contact.country_unknown",
    ]);
  });
});

describe("the operators' inbox (use case)", () => {
  it("lists a brand's messages newest first, paged, without another brand's", async () => {
    const first = await t.ctx.contactUs.listMessages({ brandId: "default", page: 1, rows: 3 });
    expect(first.rows).toHaveLength(3);
    expect(first.total).toBeGreaterThan(10);
    const ids = first.rows.map((row) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const second = await t.ctx.contactUs.listMessages({ brandId: "default", page: 2, rows: 3 });
    expect(Math.max(...second.rows.map((row) => row.id))).toBeLessThan(Math.min(...ids));
    expect(first.rows.every((row) => row.brand_id === "default")).toBe(true);

    const restricted = await t.ctx.contactUs.listMessages({ brandId: "restricted", page: 1, rows: 10 });
    expect(restricted.total).toBe(1);
    expect(restricted.rows[0]).toMatchObject({ brand_id: "restricted", kind: "contact", country_code: "FR" });
  });
});
