import type { TExecutor, TUnitOfWork } from "../../db/unit-of-work.ts";
import type { TMailer } from "../mail/mailer.ts";

/** What the referral use cases may need; each factory takes the few it uses (a Pick). */
export type TReferralDeps = {
  db: TExecutor;
  unitOfWork: TUnitOfWork;
  /** The outbox: invitation and loyalty e-mails are enqueued in their change's transaction. */
  mailer: Pick<TMailer, "enqueue" | "wake">;
  /** The one link origin (PUBLIC_URL, else the default brand's host): never a request header. */
  linkOrigin: string;
  /** Where the loyalty enrolments are announced (TEAM_EMAIL). */
  teamEmail: string;
  now: () => Date;
};
