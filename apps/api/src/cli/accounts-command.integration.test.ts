import { registerCandidateEndpoint } from "@ship/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { createContext } from "../create-context.ts";
import { call } from "../testing/call.ts";
import { createTestApp } from "../testing/test-app.ts";
import { runAccountsCommand } from "./accounts-command.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function run(...args: string[]) {
  const lines: string[] = [];
  const errors: string[] = [];
  const ctx = createContext(loadConfig({ NODE_ENV: "test", PUBLIC_URL: "https://ship.example" }), t.db);
  const code = await runAccountsCommand(args, ctx, {
    log: (l) => lines.push(l),
    error: (l) => errors.push(l),
  });
  return { code, lines, errors };
}

describe("npm run accounts", () => {
  it("lists pending professional accounts and activates one, e-mailing the customer", async () => {
    expect((await run("pending")).lines).toEqual(["No professional account is waiting for activation."]);
    const body = {
      login: "cli@example.test",
      password: "secret-1",
      passwordCompr: "secret-1",
      address_lastname: "Garcia",
      address_company: "Bodega Garcia",
      address_phone: "+34 912 345 678",
      address_address1: "Calle 1",
      address_country_id: 724,
      address_postcode: "28013",
      address_city: "Madrid",
      merchant_id: "BG-1",
      terms: 1,
    };
    const registered = await call(t, registerCandidateEndpoint, { body }, { lang: "es" });
    expect(registered.statusCode).toBe(200);
    const pending = await run("pending");
    expect(pending.lines).toHaveLength(1);
    expect(pending.lines[0]).toMatch(/^cli@example\.test\tBodega Garcia\tGarcia\t\+34 912 345 678\tBG-1\t/);

    const activated = await run("activate", "CLI@example.test");
    expect(activated).toMatchObject({ code: 0, errors: [] });
    const mails = await t.app.inject({ method: "GET", url: "/dev/mailbox?format=json&to=cli@example.test" });
    expect(mails.json().data[0]).toMatchObject({ subject: "Su cuenta profesional está activa" });
    expect(mails.json().data[0].text).toContain("https://ship.example/#/es/login");
    const login = await t.app.inject({
      method: "POST",
      url: "/api/v4/login",
      payload: { login: "cli@example.test", password: "secret-1" },
    });
    expect(login.statusCode).toBe(200);
    expect((await run("pending")).lines).toEqual(["No professional account is waiting for activation."]);
  });

  it("explains its usage and refuses an unknown account", async () => {
    expect(await run("activate", "nobody@example.test")).toMatchObject({ code: 1 });
    expect(await run("delete")).toMatchObject({
      code: 2,
      errors: ["usage: npm run accounts -- pending | activate <email> | credit <email> <euros>"],
    });
    expect(await run()).toMatchObject({ code: 2 });
  });
});
