import { describe, expect, it } from "vitest";
import { loadConfig, tileOriginOf } from "./config.ts";
import { securityHeaders } from "./http/security-headers.ts";

// Issue 16: the relay-point map's tile server is a setting, and its origin is allowed to load images.
describe("MAP_TILE_URL", () => {
  it("defaults to OpenStreetMap, whose origin the CSP lets images come from", () => {
    const config = loadConfig({ NODE_ENV: "test" });
    expect(config.map.tileUrl).toBe("https://tile.openstreetmap.org/{z}/{x}/{y}.png");
    const csp = securityHeaders(false, config.map.tileOrigin)["content-security-policy"];
    expect(csp).toContain("img-src 'self' data: https://tile.openstreetmap.org");
  });

  it("turns a subdomain placeholder into a wildcard source and keeps a port", () => {
    expect(tileOriginOf("https://{s}.tile.example.org/{z}/{x}/{y}.png")).toBe("https://*.tile.example.org");
    expect(tileOriginOf("http://127.0.0.1:9000/{z}/{x}/{y}.png")).toBe("http://127.0.0.1:9000");
  });

  it("refuses a template that is not an http(s) URL with {z}, {x} and {y}", () => {
    for (const bad of [
      "ftp://tiles.example/{z}/{x}/{y}.png",
      "https://tiles.example/map.png",
      "tiles/{z}/{x}/{y}",
    ]) {
      expect(() => loadConfig({ NODE_ENV: "test", MAP_TILE_URL: bad })).toThrow(/MAP_TILE_URL/);
    }
  });
});
