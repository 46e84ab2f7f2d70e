import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../testing/test-app.ts";

// Decision 070: style-src without 'unsafe-inline'; an HTML page's own style elements carry a nonce
// that is new on every response and named by that response's Content-Security-Policy.
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), "ship-web-dist-"));
fs.writeFileSync(
  path.join(webDist, "index.html"),
  "<!doctype html><html><head><title>t</title><style>#root{color:red}</style></head><body>" +
    '<div id="first-screen"><style data-mantine-styles="true">:root{--x:1}</style>' +
    `<template>${'<p style="color:blue">hero</p>'.repeat(100)}</template></div><script>var a=1</script>` +
    '<div id="root"></div></body></html>',
);

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const directives = (policy: string | undefined) =>
  Object.fromEntries(
    String(policy)
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name = "", ...sources]) => [name, sources]),
  );

describe("style-src", () => {
  it("allows no inline style in an API answer's policy", async () => {
    const response = await t.app.inject({ url: "/api/v4/carriers" });
    const policy = directives(response.headers["content-security-policy"] as string);
    expect(policy["style-src"]).toEqual(["'self'"]);
    expect(policy["style-src-attr"]).toBeUndefined();
    expect(policy["style-src-elem"]).toBeUndefined();
  });

  it("gives each response of index.html a new nonce, on its style elements and in its policy", async () => {
    const nonces = [];
    for (const url of ["/", "/index.html", "/"]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
      const policy = directives(response.headers["content-security-policy"] as string);
      const [self, nonceSource, ...others] = policy["style-src"] ?? [];
      expect(self).toBe("'self'");
      expect(others).toEqual([]);
      const nonce = /^'nonce-([A-Za-z0-9+/]{22}==)'$/.exec(nonceSource ?? "")?.[1];
      expect(nonce, nonceSource).toBeDefined();
      // Both style elements, and the element from which the app gives it to Mantine.
      expect(response.body.split(`<style nonce="${nonce}"`)).toHaveLength(3);
      expect(response.body).toContain(`<meta property="csp-nonce" nonce="${nonce}"></head>`);
      expect(response.body).not.toMatch(/<style>/);
      // The pre-rendered screen's style attributes, and nothing else inline.
      expect(policy["style-src-attr"]).toEqual(["'unsafe-inline'"]);
      expect(response.headers["content-security-policy"]).toContain("script-src 'self' 'sha256-");
      expect(response.headers["cache-control"]).toBe("no-cache");
      nonces.push(nonce);
    }
    expect(new Set(nonces).size).toBe(3);
  });

  it("sends index.html compressed on the fly to a browser that accepts it", async () => {
    const response = await t.app.inject({ url: "/", headers: { "accept-encoding": "br, gzip" } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect((await t.app.inject({ method: "HEAD", url: "/" })).statusCode).toBe(200);
  });

  it("lets the development mailbox's style element in by its response's nonce", async () => {
    const response = await t.app.inject({ url: "/dev/mailbox" });
    expect(response.statusCode).toBe(200);
    const nonce = /'nonce-([^']+)'/.exec(String(response.headers["content-security-policy"]))?.[1];
    expect(response.body).toContain(`<style nonce="${nonce}">`);
    expect(
      directives(response.headers["content-security-policy"] as string)["style-src-attr"],
    ).toBeUndefined();
  });
});
