import {
  lostPasswordEndpoint,
  registerCandidateEndpoint,
  registerPersonalEndpoint,
  resetPasswordEndpoint,
  type TRegisterBody,
  type TRegisterCandidateBody,
  type TResetPasswordBody,
  verifyEmailEndpoint,
} from "@ship/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_USERS } from "../../seed/demo-users.ts";
import { call } from "../../testing/call.ts";
import { createTestApp, sessionCookieOf } from "../../testing/test-app.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// The session's calls (login, new session) stay literal until the session area has its descriptors.
const post = (url: string, payload: object) =>
  t.app.inject({ method: "POST", url: `/api/v4${url}?lang=en`, payload });

type TOptions = Parameters<typeof call>[3];
/** In English: the messages checked below are the English ones. */
const en = (options: TOptions = {}) => ({ lang: "en", ...options });
const verifyEmail = (email: string) => call(t, verifyEmailEndpoint, { body: { email } }, en());
const register = (body: TRegisterBody, options?: TOptions) =>
  call(t, registerPersonalEndpoint, { body }, en(options));
const registerCandidate = (body: TRegisterCandidateBody) =>
  call(t, registerCandidateEndpoint, { body }, en());
const lostPassword = (email: string, remoteAddress: string) =>
  call(t, lostPasswordEndpoint, { body: { email } }, en({ remoteAddress }));
const resetPassword = (body: TResetPasswordBody) => call(t, resetPasswordEndpoint, { body }, en());
const codes = (response: { json(): { errors?: { code: string; field?: string }[] } }) =>
  (response.json().errors ?? []).map((e) => `${e.field}:${e.code}`);

const personal = (email: string): TRegisterBody => ({
  login: email,
  password: "secret-1",
  passwordCompr: "secret-1",
  address_lastname: "Moreau",
  newsletter: 1,
  terms: 1,
});
const professional = (email: string): TRegisterCandidateBody => ({
  ...personal(email),
  address_company: "Cave Moreau",
  address_phone: "+33 5 56 00 00 01",
  address_address1: "1 rue du Port",
  address_country_id: 250,
  address_postcode: "33000",
  address_city: "Bordeaux",
  merchant_id: "M-123",
  siret: "12345678900011",
  vat_number: "FR12345678901",
  naf: "4634Z",
  website: "cave.example",
  activity: "wine_merchant",
  apporteur_code: "APP1",
  gender: "F",
});
const mailsTo = async (email: string) =>
  (await t.app.inject({ method: "GET", url: `/dev/mailbox?format=json&to=${email}` })).json().data as {
    subject: string;
    text: string;
  }[];

describe("POST /verify_email", () => {
  it("says whether an e-mail is free, whatever its case", async () => {
    expect((await verifyEmail("new@example.test")).json()).toEqual({
      success: true,
      available: true,
    });
    const taken = await verifyEmail(DEMO_USERS[0].email.toUpperCase());
    expect(taken.json()).toMatchObject({ available: false, message: "User with such email already exists" });
    expect(codes(await verifyEmail("not-an-email"))).toEqual(["email:validation.invalid_email"]);
  });
});

describe("POST /register (personal account)", () => {
  it("creates an active account and logs it in with a new session token", async () => {
    const visitor = sessionCookieOf(await post("/session", {})) ?? "";
    const response = await register(personal("anne@example.test"), { cookie: visitor });
    expect(response.statusCode).toBe(200);
    const token = sessionCookieOf(response);
    expect(token).toBeDefined();
    expect(token).not.toBe(visitor);
    expect(response.json()).toMatchObject({ success: true, user: { email: "anne@example.test", pro: 0 } });
    const who = await t.app.inject({
      method: "GET",
      url: "/api/v4/login",
      cookies: { PHPSESSID: token ?? "" },
    });
    expect(who.json().user.lastname).toBe("Moreau");
  });

  it("refuses a taken e-mail, unequal passwords, a bad length, no terms, unknown fields", async () => {
    const taken = await register(personal("ANNE@example.test"));
    expect(taken.statusCode).toBe(400);
    expect(taken.json().message).toBe("User with such email already exists");
    expect(codes(await register({ ...personal("b@example.test"), passwordCompr: "other-1" }))).toEqual([
      "passwordCompr:account.password_mismatch",
    ]);
    expect(
      codes(await register({ ...personal("b@example.test"), password: "abc", passwordCompr: "abc" })),
    ).toEqual(["password:validation.too_short"]);
    const long = "x".repeat(16);
    expect(
      codes(await register({ ...personal("b@example.test"), password: long, passwordCompr: long })),
    ).toEqual(["password:validation.too_long"]);
    expect(codes(await register({ ...personal("b@example.test"), terms: 0 }))).toEqual([
      "terms:account.terms_required",
    ]);
    expect(codes(await register({ ...personal(`${"a".repeat(95)}@x.test`) }))).toEqual([
      "login:validation.too_long",
    ]);
    expect(codes(await register({ ...personal("b@example.test"), admin: 1 } as TRegisterBody))).toEqual([
      "admin:validation.unknown_field",
    ]);
    expect(
      codes(await register({ ...personal("b@example.test"), address_lastname: "x".repeat(101) })),
    ).toEqual(["address_lastname:validation.too_long"]);
    expect(codes(await register({ ...personal("b@example.test"), referrer_email: "bad" }))).toEqual([
      "referrer_email:validation.invalid_email",
    ]);
    expect((await verifyEmail("b@example.test")).json().available).toBe(true);
  });

  it("uses the brand's password length (restricted brand: 8 to 64)", async () => {
    // The restricted brand opens professional accounts only (shipping-factory mode, decision 049).
    const restricted = en({ headers: { host: "restricted.localhost" } });
    const registerThere = (password: string) =>
      call(
        t,
        registerCandidateEndpoint,
        { body: { ...professional("r@example.test"), password, passwordCompr: password } },
        restricted,
      );
    const short = await registerThere("seven-7");
    expect(codes(short)).toEqual(["password:validation.too_short"]);
    expect(short.json().errors[0].message).toContain("8");
    const ok = await registerThere("y".repeat(40));
    expect(ok.statusCode).toBe(200);
  });

  it("refuses a cross-site registration", async () => {
    const response = await register(personal("cs@example.test"), {
      headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    });
    expect(response.statusCode).toBe(403);
    expect((await verifyEmail("cs@example.test")).json().available).toBe(true);
  });
});

describe("POST /register-candidate (professional account)", () => {
  it("records a pending account that cannot log in until activated", async () => {
    const response = await registerCandidate(professional("pro2@example.test"));
    expect(response.json()).toEqual({ success: true, status: "pending" });
    expect(sessionCookieOf(response)).toBeUndefined();
    const login = await post("/login", { login: "pro2@example.test", password: "secret-1" });
    expect(login.statusCode).toBe(401);
    const row = await t.db
      .selectFrom("users")
      .innerJoin("registrations", "registrations.user_id", "users.id")
      .select(["users.status", "users.pro", "users.company", "registrations.details"])
      .where("users.email", "=", "pro2@example.test")
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "pending", pro: 1, company: "Cave Moreau" });
    expect(row.details).toMatchObject({
      merchant_id: "M-123",
      activity: "wine_merchant",
      siret: "12345678900011",
    });
    expect(JSON.stringify(row.details)).not.toContain("secret-1");
  });

  it("enforces every limit of spec §5", async () => {
    const base = professional("limits@example.test");
    const cases: [Record<string, unknown>, string][] = [
      [{ merchant_id: "" }, "merchant_id:validation.required"],
      [{ merchant_id: "m".repeat(33) }, "merchant_id:validation.too_long"],
      [{ siret: "1".repeat(32) }, "siret:validation.too_long"],
      [{ vat_number: "v".repeat(33) }, "vat_number:validation.too_long"],
      [{ naf: "n".repeat(33) }, "naf:validation.too_long"],
      [{ website: "w".repeat(33) }, "website:validation.too_long"],
      [{ apporteur_code: "a".repeat(51) }, "apporteur_code:validation.too_long"],
      [{ address_address1: "a".repeat(256) }, "address_address1:validation.too_long"],
      [{ address_address2: "a".repeat(36) }, "address_address2:validation.too_long"],
      [{ address_address3: "a".repeat(36) }, "address_address3:validation.too_long"],
      [{ address_city: "c".repeat(256) }, "address_city:validation.too_long"],
      [{ address_company: "" }, "address_company:validation.required"],
      [{ activity: "baker" }, "activity:validation.invalid_value"],
      [{ gender: "X" }, "gender:validation.invalid_value"],
      [{ referrer_email: `${"r".repeat(60)}@x.test` }, "referrer_email:validation.too_long"],
      [{ use_invoice_address: 1 }, "invoice_address_lastname:validation.required"],
    ];
    for (const [change, expected] of cases) {
      // Values the contract refuses, on purpose.
      const response = await registerCandidate({ ...base, ...change } as TRegisterCandidateBody);
      expect(response.statusCode, expected).toBe(400);
      expect(codes(response), expected).toContain(expected);
    }
    // Checks that need the country: postcode where the country uses one, a valid phone.
    expect(codes(await registerCandidate({ ...base, address_postcode: "" }))).toEqual([
      "address_postcode:account.postcode_required",
    ]);
    expect(codes(await registerCandidate({ ...base, address_phone: "12" }))).toEqual([
      "address_phone:account.invalid_phone",
    ]);
    expect(codes(await registerCandidate({ ...base, address_country_id: 9999 }))).toEqual([
      "address_country_id:country.not_found",
    ]);
    // Hong Kong has no postcodes.
    const hk = await registerCandidate({
      ...base,
      login: "hk@example.test",
      address_country_id: 344,
      address_postcode: "",
      address_phone: "+852 2123 4567",
    });
    expect(hk.statusCode).toBe(200);
    expect((await verifyEmail("limits@example.test")).json().available).toBe(true);
  });

  it("stores the invoice address only when 'use another address for invoice' is ticked", async () => {
    const invoice = {
      use_invoice_address: 1,
      invoice_address_company: "Moreau Holding",
      invoice_address_lastname: "Moreau",
      invoice_address_phone: "+34 912 345 678",
      invoice_address_address1: "Calle Mayor 1",
      invoice_address_country_id: 724,
      invoice_address_postcode: "28013",
      invoice_address_city: "Madrid",
    } as const;
    expect(
      codes(
        await registerCandidate({
          ...professional("inv@example.test"),
          ...invoice,
          invoice_address_phone: "1",
        }),
      ),
    ).toEqual(["invoice_address_phone:account.invalid_phone"]);
    expect((await registerCandidate({ ...professional("inv@example.test"), ...invoice })).statusCode).toBe(
      200,
    );
    const details = await t.db
      .selectFrom("registrations")
      .innerJoin("users", "users.id", "registrations.user_id")
      .select("details")
      .where("users.email", "=", "inv@example.test")
      .executeTakeFirstOrThrow();
    expect(details.details).toMatchObject({ invoice_address_city: "Madrid" });
  });
});

describe("lost password (decision 007)", () => {
  const email = "reset@example.test";
  beforeAll(async () => {
    await register(personal(email));
  });

  it("answers notfound for an unknown e-mail and sends nothing", async () => {
    const response = await lostPassword("nobody@example.test", "10.0.0.1");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, message: "User not found" });
    expect(await mailsTo("nobody@example.test")).toEqual([]);
  });

  it("e-mails a single-use link (never a password); the new password works, old sessions end", async () => {
    const oldSession = sessionCookieOf(await post("/login", { login: email, password: "secret-1" })) ?? "";
    const response = await lostPassword(email.toUpperCase(), "10.0.0.2");
    expect(response.json()).toEqual({
      success: true,
      code: "sended",
      message: "Your new password has been sent by mail",
    });
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe("Choose a new password");
    expect(mail?.text).not.toContain("secret-1");
    const token = /#\/en\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? "")?.[1] ?? "";
    expect(token).toHaveLength(43);
    const stored = await t.db.selectFrom("password_resets").select("token_hash").execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(token);

    const mismatch = await resetPassword({ token, password: "new-pass-1", passwordCompr: "other" });
    expect(codes(mismatch)).toEqual(["passwordCompr:account.password_mismatch"]);
    const reset = await resetPassword({
      token,
      password: "new-pass-1",
      passwordCompr: "new-pass-1",
    });
    expect(reset.json()).toEqual({ success: true });
    const again = await resetPassword({
      token,
      password: "new-pass-2",
      passwordCompr: "new-pass-2",
    });
    expect(again.statusCode).toBe(400);
    expect(codes(again)).toEqual(["token:account.reset_invalid"]);

    const old = await t.app.inject({
      method: "GET",
      url: "/api/v4/login",
      cookies: { PHPSESSID: oldSession },
    });
    expect(old.statusCode).toBe(401);
    expect((await post("/login", { login: email, password: "secret-1" })).statusCode).toBe(401);
    expect((await post("/login", { login: email, password: "new-pass-1" })).statusCode).toBe(200);
  });

  it("refuses an expired link", async () => {
    await lostPassword(email, "10.0.0.3");
    const [mail] = await mailsTo(email);
    const token = /reset-password\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? "")?.[1] ?? "";
    await t.db
      .updateTable("password_resets")
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    const response = await resetPassword({
      token,
      password: "new-pass-3",
      passwordCompr: "new-pass-3",
    });
    expect(codes(response)).toEqual(["token:account.reset_invalid"]);
    expect(
      codes(
        await resetPassword({
          token: "short",
          password: "new-pass-3",
          passwordCompr: "new-pass-3",
        }),
      ),
    ).toEqual(["token:validation.invalid_value"]);
  });

  it("is rate limited per address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const response = await lostPassword(`x${i}@example.test`, "10.0.0.9");
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 404)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
