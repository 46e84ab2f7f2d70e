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
     * Writes a message to the outbox with `executor` (the caller's transaction). With a dedupe key
     * a second message under the same key is ignored; answers the new row's id, if stored.
     */
    async enqueue(
      executor: TMailExecutor,
      message: TMailMessage,
      options: { dedupeKey?: string | undefined } = {},
    ): Promise<number | undefined> {
      const stored = await executor
        .insertInto("mail_outbox")
        .values({
          recipient: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html ?? null,
          dedupe_key: options.dedupeKey ?? null,
        })
        .onConflict((oc) => oc.column("dedupe_key").doNothing())
        .returning("id")
        .executeTakeFirst();
      return stored?.id;
    },

    /**
     * Counts an attempt at delivering one message and answers it; undefined once it is delivered
     * or given up (a job that runs again after its process died finds nothing left to do).
     */
    async takeForDelivery(id: number): Promise<TOutboxRow | undefined> {
      return db
        .updateTable("mail_outbox")
        .set((eb) => ({ attempts: eb("attempts", "+", 1) }))
        .where("id", "=", id)
        .where("next_attempt_at", "is not", null)
        .returning(["id", "recipient as to", "subject", "text", "html", "created_at", "attempts"])
        .executeTakeFirst();
    },

    async markDelivered(id: number, at: Date): Promise<void> {
      await db
        .updateTable("mail_outbox")
        .set({ delivered_at: at, next_attempt_at: null, last_error: null })
        .where("id", "=", id)
        .execute();
    },

    /** A failed delivery: the error is kept; `givenUp` ends the message's attempts. */
    async markFailed(id: number, error: string, givenUp: boolean): Promise<void> {
      await db
        .updateTable("mail_outbox")
        .set({ last_error: error, ...(givenUp ? { next_attempt_at: null } : {}) })
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
