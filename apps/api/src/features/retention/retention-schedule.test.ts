import { describe, expect, it } from "vitest";
import { scheduleRetention, type TPurged, type TRetention } from "./retention.ts";

const none: TPurged = {
  sessions: 0,
  ratings: 0,
  offerSets: 0,
  loginAttempts: 0,
  passwordResets: 0,
  ssoRequests: 0,
  contactImports: 0,
  visitorLimitWindows: 0,
};

describe("scheduleRetention", () => {
  it("purges at start, logs what it deleted, and stop() waits for the run under way", async () => {
    let finish: (purged: TPurged) => void = () => {};
    let runs = 0;
    const retention: TRetention = {
      purge: () => {
        runs += 1;
        return new Promise((resolve) => {
          finish = resolve;
        });
      },
    };
    const logged: object[] = [];
    const schedule = scheduleRetention(retention, 3_600_000, {
      info: (data) => logged.push(data),
      error: (data) => logged.push(data),
    });
    expect(runs).toBe(1);
    let stopped = false;
    const stopping = schedule.stop().then(() => {
      stopped = true;
    });
    await Promise.resolve();
    expect(stopped).toBe(false);
    finish({ ...none, ratings: 3 });
    await stopping;
    expect(logged).toEqual([{ purged: { ...none, ratings: 3 } }]);
  });

  it("logs a failed run instead of throwing", async () => {
    const logged: object[] = [];
    const schedule = scheduleRetention({ purge: () => Promise.reject(new Error("down")) }, 3_600_000, {
      info: (data) => logged.push(data),
      error: (data) => logged.push(data),
    });
    await schedule.stop();
    expect(logged).toHaveLength(1);
  });
});
