import type { TTrackResult } from "@ship/carriers";
import type { TExecutor } from "../../db/unit-of-work.ts";

/**
 * A live carrier's tracking as last read (migration 0046, decision 062): the answer served to
 * readers between polls, and the back-off after failed polls.
 */

/** The carrier answered: its answer is kept and the back-off forgotten. */
export async function saveTrackingSnapshot(
  executor: TExecutor,
  id: string,
  result: TTrackResult,
  at: Date,
): Promise<void> {
  await executor
    .updateTable("shipments")
    .set({
      tracking_snapshot: JSON.stringify(result),
      tracking_polled_at: at,
      tracking_failures: 0,
      tracking_next_poll_at: null,
    })
    .where("id", "=", id)
    .execute();
}

/** The poll failed (or the carrier does not know the parcel yet): the next one waits until `next`. */
export async function delayTrackingPoll(
  executor: TExecutor,
  id: string,
  poll: { at: Date; next: Date; failed: boolean },
): Promise<void> {
  await executor
    .updateTable("shipments")
    .set((eb) => ({
      tracking_polled_at: poll.at,
      tracking_next_poll_at: poll.next,
      tracking_failures: poll.failed ? eb("tracking_failures", "+", 1) : eb.ref("tracking_failures"),
    }))
    .where("id", "=", id)
    .execute();
}
