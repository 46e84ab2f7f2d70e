import { describe, expect, it } from "vitest";
import { signNotification, verifyNotificationSignature } from "./notification-signature.ts";

const secret = "unit-test-secret-unit-test-secret-0001";
const body = '{"event_id":"evt_00000001","outcome":"paid"}';
const at = new Date("2026-11-23T10:00:00Z");
const seconds = (n: number) => new Date(at.getTime() + n * 1000);

describe("notification signature", () => {
  it("accepts the exact body within 300 seconds", () => {
    const header = signNotification(secret, body, at);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifyNotificationSignature(secret, body, header, at)).toBe(true);
    expect(verifyNotificationSignature(secret, body, header, seconds(300))).toBe(true);
  });

  it("refuses another body, another secret, an old or future timestamp and malformed headers", () => {
    const header = signNotification(secret, body, at);
    expect(verifyNotificationSignature(secret, `${body} `, header, at)).toBe(false);
    expect(verifyNotificationSignature(`${secret}x`, body, header, at)).toBe(false);
    expect(verifyNotificationSignature(secret, body, header, seconds(301))).toBe(false);
    expect(verifyNotificationSignature(secret, body, header, seconds(-301))).toBe(false);
    for (const bad of [undefined, "", "v1=abc", "t=x,v1=00", header.replace(/v1=../, "v1=zz")]) {
      expect(verifyNotificationSignature(secret, body, bad, at)).toBe(false);
    }
  });
});
