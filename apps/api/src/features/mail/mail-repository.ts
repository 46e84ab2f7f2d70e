import type { Database } from "@ship/db";
import { type Kysely, sql } from "kysely";
import type { TMailMessage } from "./mailer.ts";

export type TStoredMail = {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  created_at: Date;
};

export function createMailRepository(db: Kysely<Database>) {
  return {
    async insert(message: TMailMessage): Promise<void> {
      await db
        .insertInto("mail_outbox")
        .values({
          recipient: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html ?? null,
        })
        .execute();
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
