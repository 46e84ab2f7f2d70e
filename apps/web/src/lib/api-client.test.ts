import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiRequest } from "./api-client.ts";

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("apiRequest", () => {
  it("calls /api/v4 with the session cookie, the language and a JSON body", async () => {
    const fetchMock = answer(200, { success: true, token: "t" });
    await expect(
      apiRequest("/login", { method: "POST", body: { login: "a", password: "b" } }),
    ).resolves.toEqual({
      success: true,
      token: "t",
    });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/v4/login");
    expect(init.method).toBe("POST");
    expect(init.credentials).toBe("same-origin");
    expect(init.body).toBe('{"login":"a","password":"b"}');
    const headers = init.headers as Record<string, string>;
    expect(headers["Content-Type"]).toBe("application/json");
    expect(headers["Accept-Language"]).toMatch(/^(en|fr|es)$/);
  });

  it("sends no content type without a body", async () => {
    const fetchMock = answer(200, { success: true });
    await apiRequest("/session");
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>)["Content-Type"]).toBeUndefined();
    expect(init.method).toBe("GET");
  });

  it("throws an ApiError carrying the envelope's errors", async () => {
    const errors = [{ code: "auth.incorrect_login", message: "Incorrect login or password" }];
    answer(401, { success: false, errors, message: "Incorrect login or password" });
    const error = await apiRequest("/login", { method: "POST", body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, errors, message: "Incorrect login or password" });
    expect((error as ApiError).find("auth.incorrect_login")?.message).toBe("Incorrect login or password");
  });

  it("treats a 200 answer with success false as a failure", async () => {
    answer(200, { success: false, errors: [], message: "No offer available" });
    await expect(apiRequest("/offers")).rejects.toMatchObject({ status: 200, message: "No offer available" });
  });

  it("reports an unreachable server as status 0", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    await expect(apiRequest("/brand")).rejects.toMatchObject({ status: 0, errors: [] });
  });

  it("survives a body that is not JSON", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("<html>Bad gateway</html>", { status: 502, statusText: "Bad Gateway" })),
    );
    await expect(apiRequest("/brand")).rejects.toMatchObject({ status: 502, errors: [] });
  });
});
