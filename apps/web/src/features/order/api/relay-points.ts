import { dropOffLocationEndpoint, type TDropOffLocationBody, type TRelayPoint } from "@ship/contracts";
import { ApiError, callEndpoint } from "../../../lib/api-client.ts";

export type TRelaySearchResult = { ok: true; points: TRelayPoint[] } | { ok: false; message: string };

/**
 * POST /dropofflocation (spec §7): the points near a postcode and/or town for the order in
 * progress. "Nothing found" is a normal answer (success false, status 200), not a failure.
 */
export async function searchRelayPoints(
  body: TDropOffLocationBody,
  signal?: AbortSignal,
): Promise<TRelaySearchResult> {
  try {
    const answer = await callEndpoint(dropOffLocationEndpoint, { body }, signal ? { signal } : {});
    // The client turns the 200 "nothing found" into an ApiError (below); the type still has both.
    return answer.success ? { ok: true, points: answer.addresses } : { ok: false, message: answer.message };
  } catch (error) {
    if (error instanceof ApiError && error.status === 200) return { ok: false, message: error.message };
    throw error;
  }
}
