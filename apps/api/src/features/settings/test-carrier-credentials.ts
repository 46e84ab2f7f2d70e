import { baseUrlOf, isCarrierCallError, type TCarrierError } from "@ship/carriers";
import type { TCredentialsTestResult, TCredentialValues, TSessionUser } from "@ship/contracts";
import type { TCredentialCarrier } from "@ship/domain";
import { AppError } from "../../errors/app-error.ts";
import type { TVisitorLimitRepository } from "../../http/visitor-limit-repository.ts";
import { liveCarrierForCredentials, type TLiveCarriers } from "../live-carriers/carrier-setup.ts";
import type { TSettingsService } from "./settings-service.ts";

type TDeps = {
  /** Absent when the context's carriers are a test's own (no live catalogue). */
  live: TLiveCarriers | undefined;
  settings: Pick<TSettingsService, "credentialsToTest">;
  /** The row-based counters of the API's limits (decision 055), shared by every node. */
  counters: Pick<TVisitorLimitRepository, "hit">;
  limit: { max: number; windowMs: number };
  /** The whole test's time limit (the connector's own limits are shorter). */
  timeoutMs: number;
  logCarrierError?: (error: TCarrierError, cause: unknown) => void;
};

/** The codes a test ends with once the carrier was called. */
type TCode = Exclude<NonNullable<TCredentialsTestResult["code"]>, "carrier.no_live_connector">;
const UNREACHABLE_CODES: readonly TCode[] = [
  "carrier.timeout",
  "carrier.unavailable",
  "carrier.malformed_answer",
  "carrier.circuit_open",
  "carrier.invalid_request",
];

/** A refusal of the credentials, or why the carrier could not say (its own code where it has one). */
function testErrorCodeOf(error: unknown): TCode {
  if (isCarrierCallError(error)) {
    const known =
      error.code === "carrier.auth_failed" || (UNREACHABLE_CODES as readonly string[]).includes(error.code);
    return known ? (error.code as TCode) : "carrier.unavailable";
  }
  // The test's own time limit (the signal's TimeoutError), or a failure before any answer.
  return (error as Error)?.name === "TimeoutError" ? "carrier.timeout" : "carrier.unavailable";
}

/**
 * The settings' "test credentials" button (issue 19, decision 061): the live carrier's cheapest
 * authenticated call with the user's own credentials, saved or typed; the answer says whether they
 * work. Each user may test a few times per window: every test is a call to the carrier.
 */
export function createCredentialsTester(deps: TDeps) {
  async function spend(userId: number): Promise<void> {
    const { current, ttlMs } = await deps.counters.hit(`credentialTest:user:${userId}`, deps.limit.windowMs);
    if (current <= deps.limit.max) return;
    const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
    throw new AppError("request.too_many_requests", 429, {
      params: { seconds },
      headers: { "retry-after": String(seconds) },
    });
  }

  return async function testCredentials(
    user: TSessionUser,
    carrier: TCredentialCarrier,
    values: TCredentialValues | undefined,
  ): Promise<TCredentialsTestResult> {
    await spend(user.id);
    const live = deps.live;
    const liveCarrier = live && liveCarrierForCredentials(live, carrier);
    if (!live || !liveCarrier)
      return { carrier, outcome: "no_live_connector", code: "carrier.no_live_connector" };
    const credentials = await deps.settings.credentialsToTest(user, carrier, values);
    try {
      await liveCarrier.testCredentials(
        { baseUrl: baseUrlOf(live.settings, liveCarrier), credentials, operator: live.operator },
        { signal: AbortSignal.timeout(deps.timeoutMs) },
      );
      return { carrier, outcome: "works" };
    } catch (error) {
      const code = testErrorCodeOf(error);
      deps.logCarrierError?.(
        { carrier_code: liveCarrier.carrier_code, code, message: (error as Error)?.message ?? String(error) },
        error,
      );
      return { carrier, outcome: code === "carrier.auth_failed" ? "refused" : "unreachable", code };
    }
  };
}
export type TCredentialsTester = ReturnType<typeof createCredentialsTester>;
