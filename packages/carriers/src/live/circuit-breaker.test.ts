import { describe, expect, it } from "vitest";
import { CarrierCallError } from "./carrier-call-error.ts";
import { createCircuitBreaker } from "./circuit-breaker.ts";

function setUp() {
  let clock = 1_000_000;
  const breaker = createCircuitBreaker({ carrier_code: "UPS", now: () => clock });
  const ok = () => breaker.run(async () => "answer");
  const fail = () =>
    breaker.run(async () => {
      throw new CarrierCallError("UPS", "carrier.unavailable", "HTTP 503");
    });
  return { breaker, ok, fail, advance: (ms: number) => (clock += ms) };
}

describe("circuit breaker (issue 19 item 5)", () => {
  it("stays closed below the minimum number of calls, whatever fails", async () => {
    const { breaker, fail } = setUp();
    for (let index = 0; index < 5; index++) await expect(fail()).rejects.toThrow("HTTP 503");
    expect(breaker.state()).toBe("closed");
  });

  it("opens at half of the last minute's calls failed, then fails at once with carrier.circuit_open", async () => {
    const { breaker, ok, fail } = setUp();
    for (let index = 0; index < 3; index++) await ok();
    for (let index = 0; index < 2; index++) await fail().catch(() => {});
    expect(breaker.state()).toBe("closed");
    await fail().catch(() => {});
    expect(breaker.state()).toBe("open");
    let called = false;
    const skipped = breaker.run(async () => {
      called = true;
    });
    await expect(skipped).rejects.toMatchObject({ code: "carrier.circuit_open", carrier_code: "UPS" });
    expect(called).toBe(false);
  });

  it("forgets failures older than a minute", async () => {
    const { breaker, ok, fail, advance } = setUp();
    for (let index = 0; index < 5; index++) await fail().catch(() => {});
    advance(61_000);
    await ok();
    await fail().catch(() => {});
    expect(breaker.state()).toBe("closed");
  });

  it("does not count refusals that prove the carrier answers (bad credentials, bad address)", async () => {
    const { breaker } = setUp();
    for (let index = 0; index < 10; index++) {
      await breaker
        .run(async () => {
          throw new CarrierCallError("UPS", "carrier.auth_failed", "401");
        })
        .catch(() => {});
    }
    expect(breaker.state()).toBe("closed");
  });

  it("after 30 s lets one trial call through: success closes it, failure opens it for 30 s more", async () => {
    const { breaker, ok, fail, advance } = setUp();
    for (let index = 0; index < 6; index++) await fail().catch(() => {});
    advance(29_999);
    expect(breaker.state()).toBe("open");
    advance(1);
    expect(breaker.state()).toBe("half_open");
    await fail().catch(() => {});
    expect(breaker.state()).toBe("open");
    advance(30_000);
    // While the trial runs, other calls are still skipped.
    let release = () => {};
    const trial = breaker.run(() => new Promise<void>((resolve) => (release = resolve)));
    await expect(ok()).rejects.toMatchObject({ code: "carrier.circuit_open" });
    release();
    await trial;
    expect(breaker.state()).toBe("closed");
    await expect(ok()).resolves.toBe("answer");
  });
});
