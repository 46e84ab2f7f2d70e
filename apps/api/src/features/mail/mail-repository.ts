import type { Database } from "@ship/db";
import { type Kysely, sql, type Transaction } from "kysely";

export type TMailMessage = { to: string; subject: string; text: string; html?: string };

export type TStoredMail = {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  created_at: Date;
};

/** A message of the outbox as the delivery job reads it. */
export type TOutboxRow = TStoredMail & { attempts: number };

/** The database or the caller's transaction: an e-mail is written with the change that causes it. */
export type TMailExecutor = Kysely<Database> | Transaction<Database>;

export function createMailRepository(db: Kysely<Database>) {
  return {
    /**
     * Writes a message to the outbox with `executor` (the caller's transaction), due at `dueAt`
     * (default: the database's now). With a dedupe key a second message under the same key is
     * ignored; answers whether this one was stored.
     */
    async enqueue(
      executor: TMailExecutor,
      message: TMailMessage,
      options: { dedupeKey?: string | undefined; dueAt?: Date } = {},
    ): Promise<boolean> {
      const stored = await executor
        .insertInto("mail_outbox")
        .values({
          recipient: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html ?? null,
          dedupe_key: options.dedupeKey ?? null,
          ...(options.dueAt ? { next_attempt_at: options.dueAt } : {}),
        })
        .onConflict((oc) => oc.column("dedupe_key").doNothing())
        .returning("id")
        .executeTakeFirst();
      return stored !== undefined;
    },

    /**
     * Takes up to `limit` due messages for this process: one statement locks them (rows another
     * process is taking are skipped) and moves their next attempt to `leaseUntil`, so no other
     * process takes them before then, and a process killed while sending leaves them due again.
     */
    async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<TOutboxRow[]> {
      const due = db
        .selectFrom("mail_outbox")
        .select("id")
        .where("next_attempt_at", "<=", now)
        .orderBy("next_attempt_at")
        .limit(limit)
        .forUpdate()
        .skipLocked();
      const rows = await db
        .updateTable("mail_outbox")
        .set((eb) => ({ next_attempt_at: leaseUntil, attempts: eb("attempts", "+", 1) }))
        .where("id", "in", due)
        .returning(["id", "recipient as to", "subject", "text", "html", "created_at", "attempts"])
        .execute();
      return rows.sort((a, b) => a.id - b.id);
    },

    async markDelivered(id: number, at: Date): Promise<void> {
      await db
        .updateTable("mail_outbox")
        .set({ delivered_at: at, next_attempt_at: null, last_error: null })
        .where("id", "=", id)
        .execute();
    },

    /** A failed delivery: the error is kept; `retryAt` null gives the message up. */
    async markFailed(id: number, error: string, retryAt: Date | null): Promise<void> {
      await db
        .updateTable("mail_outbox")
        .set({ last_error: error, next_attempt_at: retryAt })
        .where("id", "=", id)
        .execute();
    },

    /** Messages not delivered yet and still to be tried (the metrics gauge). */
    async countPending(): Promise<number> {
      const row = await db
        .selectFrom("mail_outbox")
        .select((eb) => eb.fn.countAll<string>().as("pending"))
        .where("next_attempt_at", "is not", null)
        .executeTakeFirstOrThrow();
      return Number(row.pending);
    },

    /** The newest stored messages first, optionally for one recipient (any capitalisation). */
    list(options: { to?: string | undefined; limit: number }): Promise<TStoredMail[]> {
      let query = db
        .selectFrom("mail_outbox")
        .select(["id", "recipient as to", "subject", "text", "html", "created_at"])
        .orderBy("id", "desc")
        .limit(options.limit);
      if (options.to) query = query.where(sql<string>`lower(recipient)`, "=", options.to.toLowerCase());
      return query.execute();
    },
  };
}
export type TMailRepository = ReturnType<typeof createMailRepository>;
