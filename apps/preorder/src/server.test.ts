import { describe, expect, it } from "vitest";
import { buildPreorderServer } from "./server.ts";

describe("pre-order service", () => {
  it("answers its health check", async () => {
    const app = buildPreorderServer();
    const response = await app.inject({ method: "GET", url: "/healthz" });
    expect(response.json()).toEqual({ status: "ok", service: "preorder" });
    await app.close();
  });
});
