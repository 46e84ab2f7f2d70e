import { expect } from "vitest";

/** A unique e-mail for a test's own account. */
export const uniqueEmail = (name: string) =>
  `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;

/** A new personal account opened over HTTP: its id and session cookie's value. */
export async function registerOverHttp(
  baseUrl: string,
  email: string,
): Promise<{ id: number; cookie: string }> {
  const response = await fetch(`${baseUrl}/api/v4/register?lang=en`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      login: email,
      password: "secret-42",
      passwordCompr: "secret-42",
      address_lastname: "Garnier",
      terms: 1,
    }),
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { user: { id: number } };
  const session = response.headers.getSetCookie().find((c) => c.startsWith("PHPSESSID="));
  return { id: body.user.id, cookie: session?.split(";")[0]?.split("=")[1] ?? "" };
}

/** The account's contacts as the API lists them (what the page saved, not what it shows). */
export async function storedContacts(baseUrl: string, user: { id: number; cookie: string }) {
  const response = await fetch(`${baseUrl}/api/v4/my-contact/${user.id}?lang=en`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: `PHPSESSID=${user.cookie}` },
    body: JSON.stringify({ rows: 100 }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { rows: { lastname: string; city: string; postcode: string }[] }).rows;
}
