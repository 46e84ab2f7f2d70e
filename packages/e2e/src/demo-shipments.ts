import { expect, inject } from "vitest";
import { orderReadyOverHttp } from "../../../apps/api/src/testing/api-process.ts";

/** The professional demo account (seeded with the app). */
export const PRO = { email: "pro@shipcompare.test", password: "demo-pro-1" };

/** The API over HTTP with one session cookie, as the web app holds it. */
export function apiClient() {
  let cookie = "";
  return {
    cookie: () => cookie.split("=")[1] ?? "",
    async call(method: string, url: string, body?: unknown) {
      const response = await fetch(`${inject("baseUrl")}${url}`, {
        method,
        headers: { ...(body ? { "content-type": "application/json" } : {}), ...(cookie ? { cookie } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      const session = response.headers.getSetCookie().find((c) => c.startsWith("PHPSESSID="));
      if (session) cookie = session.split(";")[0] ?? "";
      return response;
    },
  };
}

/** Two shipments ordered with 'Pay later' by the professional demo account: their ids. */
export async function shipTwice(api: ReturnType<typeof apiClient>) {
  const login = await api.call("POST", "/api/v4/login?lang=en", { login: PRO.email, password: PRO.password });
  expect(login.status).toBe(200);
  const ids: string[] = [];
  for (let i = 0; i < 2; i += 1) {
    const ref = await orderReadyOverHttp(api);
    const confirmed = await api.call("POST", "/api/v4/order?lang=en", { ...ref, pay_later: true });
    expect(confirmed.status).toBe(200);
    ids.push(((await confirmed.json()) as { shipment: { id: string } }).shipment.id);
  }
  return ids;
}
