import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { rateEndpoint } from "@ship/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../testing/call.ts";
import { createTestApp } from "../testing/test-app.ts";

// Issue 16: the web app's files go out precompressed, JSON above 1 KB compressed on the fly, and
// the rating's NDJSON progress stream never (a compressor would hold its lines back).
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), "ship-web-dist-"));
const bundle = `console.log(${JSON.stringify("x".repeat(4000))});`;
fs.mkdirSync(path.join(webDist, "assets"));
fs.writeFileSync(path.join(webDist, "index.html"), "<!doctype html><title>t</title>");
fs.writeFileSync(path.join(webDist, "assets", "main.js"), bundle);
fs.writeFileSync(path.join(webDist, "assets", "main.js.br"), brotliCompressSync(bundle));
fs.writeFileSync(path.join(webDist, "assets", "main.js.gz"), gzipSync(bundle));
fs.writeFileSync(path.join(webDist, "assets", "logo.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe("compression", () => {
  it("serves a built asset's precompressed brotli file to a browser that accepts it", async () => {
    const response = await t.app.inject({
      url: "/assets/main.js",
      headers: { "accept-encoding": "gzip, deflate, br, zstd" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(bundle);
    expect(response.headers["cache-control"]).toContain("immutable");
  });

  it("serves the plain asset to a client that accepts no encoding", async () => {
    const response = await t.app.inject({ url: "/assets/main.js" });
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.body).toBe(bundle);
  });

  it("falls back to the gzip file when brotli is not accepted or refused (q=0)", async () => {
    for (const accept of ["gzip, deflate", "br;q=0, gzip"]) {
      const response = await t.app.inject({ url: "/assets/main.js", headers: { "accept-encoding": accept } });
      expect(response.headers["content-encoding"], accept).toBe("gzip");
      expect(gunzipSync(response.rawPayload).toString()).toBe(bundle);
      expect(response.headers.vary).toContain("accept-encoding");
    }
  });

  it("gives each asset its type and length, answers HEAD, and 404 for what the build did not write", async () => {
    const script = await t.app.inject({ url: "/assets/main.js" });
    expect(script.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(Number(script.headers["content-length"])).toBe(Buffer.byteLength(bundle));
    const logo = await t.app.inject({ url: "/assets/logo.svg", headers: { "accept-encoding": "br" } });
    expect(logo.headers["content-type"]).toBe("image/svg+xml");
    expect(logo.headers["content-encoding"]).toBeUndefined();
    const head = await t.app.inject({ method: "HEAD", url: "/assets/main.js" });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe("");
    for (const url of ["/assets/missing.js", "/assets/main.js.br", "/assets/..%2Findex.html"]) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(404);
    }
    // index.html stays on disk and is always revalidated.
    const index = await t.app.inject({ url: "/" });
    expect(index.statusCode).toBe(200);
    expect(index.headers["cache-control"]).toBe("no-cache");
  });

  it("compresses a JSON answer above 1 KB, and leaves a small one as it is", async () => {
    const big = await t.app.inject({
      url: "/api/v4/countries?lang=fr",
      headers: { "accept-encoding": "gzip" },
    });
    expect(big.headers["content-encoding"]).toBe("gzip");
    const countries = JSON.parse(gunzipSync(big.rawPayload).toString());
    expect(countries.success).toBe(true);
    const small = await t.app.inject({ url: "/healthz", headers: { "accept-encoding": "gzip, br" } });
    expect(small.statusCode).toBe(200);
    expect(small.headers["content-encoding"]).toBeUndefined();
  });

  it("leaves the rating's NDJSON progress stream uncompressed", async () => {
    const shipment = {
      ship_from: { country_code: "FR", address: "75011, Paris" },
      ship_to: { country_code: "FR", address: "13001, Marseille", pro: 0 as const },
      parcels: [{ number: 1, weight: 2, x: 30, y: 20, z: 10 }],
      unit: "fr" as const,
      shipment_date: new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10),
      shipment_type: 2 as const,
    };
    const response = await call(
      t,
      rateEndpoint,
      { body: { shipment } },
      { lang: "en", headers: { accept: "application/x-ndjson", "accept-encoding": "gzip, br" } },
    );
    expect(response.headers["content-type"]).toContain("application/x-ndjson");
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.body.trim().split("\n").length).toBeGreaterThan(1);
  });
});
