import type { TApiError } from "@ship/contracts";
import type { THomeState } from "../../lib/quote-flow.ts";

type TFailureSource = { status: number; errors: TApiError[]; message: string } | unknown;

/**
 * What the home page shows after a failed rating (spec §4, §8): a transport error, an empty
 * result ('No offer available'), or the rating's own errors next to the fields and in a red box.
 */
export function describeRatingFailure(
  error: TFailureSource,
  step: "rate" | "offers",
): NonNullable<THomeState["failure"]> {
  if (typeof error !== "object" || error === null || !("status" in error) || !("errors" in error)) {
    return { kind: "network", errors: [] };
  }
  const failure = error as { status: number; errors: TApiError[]; message: string };
  if (failure.status === 0) return { kind: "network", errors: [] };
  if (step === "offers" && failure.status < 500)
    return { kind: "no_offer", errors: failure.errors, message: failure.message };
  return { kind: "rating", errors: failure.errors, message: failure.message };
}
