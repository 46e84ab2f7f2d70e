import type { TDropOffLocationBody, TRelayPoint } from "@ship/contracts";
import { ApiError, apiRequest } from "../../../lib/api-client.ts";

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
    const answer = await apiRequest<{ success: true; addresses: TRelayPoint[] }>("/dropofflocation", {
      method: "POST",
      body,
      ...(signal ? { signal } : {}),
    });
    return { ok: true, points: answer.addresses };
  } catch (error) {
    if (error instanceof ApiError && error.status === 200) return { ok: false, message: error.message };
    throw error;
  }
}
