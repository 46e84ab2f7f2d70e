import type { TExecutor, TUnitOfWork } from "../../db/unit-of-work.ts";
import type { TMailer } from "../mail/mailer.ts";

/** What the contact use cases may need; each factory takes the few it uses (a Pick). */
export type TContactUsDeps = {
  db: TExecutor;
  unitOfWork: TUnitOfWork;
  /** The outbox: the team's copy is enqueued in the message's transaction. */
  mailer: Pick<TMailer, "enqueue" | "wake">;
  /** Where a brand without a contact block sends its messages (TEAM_EMAIL). */
  teamEmail: string;
  /** At most this many messages a window per client address and per e-mail (RATE_LIMIT_CONTACT_MESSAGES). */
  messagesPerWindow: number;
  now: () => Date;
};
