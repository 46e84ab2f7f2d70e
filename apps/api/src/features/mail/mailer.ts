import nodemailer from "nodemailer";
import type { TJobQueue, TJobRun } from "../../lib/jobs/job-queue.ts";
import { queueOutboxBacklog } from "../../lib/jobs/outbox-backlog.ts";
import type { TMailExecutor, TMailMessage, TMailRepository, TOutboxRow } from "./mail-repository.ts";

export type { TMailExecutor, TMailMessage };

/** What the delivery job needs of an SMTP client: nodemailer's transporter, or a test double. */
export type TSmtpTransport = {
  sendMail(mail: TMailMessage & { from: string; messageId: string }): Promise<unknown>;
};

/**
 * ctx.mailer (decision 019, decision 054): services write e-mails to the outbox in their own
 * transaction (enqueue), which also sends the row's delivery job to the job queue; wake() after
 * the commit lets this process's worker take it at once. The job delivers each row at least once:
 * by SMTP when SMTP_URL is set, else the row itself is the delivered message (/dev/mailbox).
 */
export type TMailer = {
  /** "smtp" when SMTP_URL is set, else "outbox" (kept in the database, see /dev/mailbox). */
  readonly transport: "smtp" | "outbox";
  /** Writes the message and its job with `executor` (the caller's transaction); false when its dedupe key exists. */
  enqueue(executor: TMailExecutor, message: TMailMessage, options?: { dedupeKey?: string }): Promise<boolean>;
  /** Call after the commit that enqueued mail: this process's worker delivers now, not at its next poll. */
  wake(): void;
  /**
   * Runs the due delivery jobs here (tests, the command line); `ignoreBackoff` also takes those
   * waiting to be retried. Answers how many messages were delivered.
   */
  deliverDue(options?: { ignoreBackoff?: boolean }): Promise<number>;
  /** At start: sends the jobs of rows written before the queue existed (migration 0038). */
  queueUnqueued(): Promise<number>;
};

type TDeps = {
  repository: TMailRepository;
  /** The SMTP client; undefined = no SMTP_URL, the outbox row is the delivered message. */
  smtp: TSmtpTransport | undefined;
  from: string;
  jobs: TJobQueue;
  /** Tests only (MAIL_TEST_DELAY_MS): the delivery worker starts this late, to kill the API before it. */
  holdMs?: number;
  logError?: (error: unknown, message: string) => void;
};

export const MAIL_QUEUE = "mail-delivery";

// Documented timeouts (ASVS 16.5.2): a slow mail server fails the call instead of hanging it.
const SMTP_TIMEOUT_MS = 10_000;
const BATCH_SIZE = 10;
// Longer than a delivery can take (bounded by the SMTP timeouts): a run still active after this
// (its process died) is retried by the queue.
const EXPIRE_SECONDS = 120;
// About 30 s, 1 min, 2 min, ... (pg-boss's backoff, with jitter up to twice): ten retries span
// about half a day before a message is given up.
export const MAIL_RETRY = { limit: 10, delaySeconds: 30 };

/**
 * The same Message-ID on every delivery of a row, so a message sent twice (a crash between the
 * SMTP answer and the database update) is recognisably one message to the receiving servers.
 */
export function messageIdOf(row: Pick<TOutboxRow, "id" | "created_at">, from: string): string {
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? "shipcompare.invalid";
  return `<outbox-${row.id}.${row.created_at.getTime()}@${domain}>`;
}

export function createSmtpTransport(smtpUrl: string): TSmtpTransport {
  return nodemailer.createTransport(smtpUrl, {
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
}

export function createMailer(deps: TDeps): TMailer {
  const { repository, smtp, from, jobs } = deps;
  const logError = deps.logError ?? (() => {});

  async function deliver(data: { id: number }, job: TJobRun): Promise<boolean> {
    const row = await repository.takeForDelivery(data.id);
    if (!row) return false; // delivered or given up already
    try {
      if (smtp) {
        await smtp.sendMail({
          from,
          to: row.to,
          subject: row.subject,
          text: row.text,
          ...(row.html ? { html: row.html } : {}),
          messageId: messageIdOf(row, from),
        });
      }
      await repository.markDelivered(row.id, new Date());
      return true;
    } catch (error) {
      logError(error, `e-mail ${row.id} not delivered (attempt ${row.attempts})`);
      await repository.markFailed(
        row.id,
        error instanceof Error ? error.message : String(error),
        job.lastAttempt,
      );
      throw error;
    }
  }

  jobs.define({
    name: MAIL_QUEUE,
    run: deliver,
    retry: MAIL_RETRY,
    expireInSeconds: EXPIRE_SECONDS,
    batchSize: BATCH_SIZE,
    ...(deps.holdMs ? { holdMs: deps.holdMs } : {}),
  });

  return {
    transport: smtp ? "smtp" : "outbox",
    enqueue: (executor, message, options) =>
      jobs.inTransaction(executor, async (trx) => {
        const id = await repository.enqueue(trx, message, { dedupeKey: options?.dedupeKey });
        if (id === undefined) return false;
        await jobs.send(trx, MAIL_QUEUE, { id }, { singletonKey: String(id) });
        return true;
      }),
    wake: () => jobs.wake(MAIL_QUEUE),
    deliverDue: (options) => jobs.runDue(MAIL_QUEUE, { ignoreStartAfter: options?.ignoreBackoff ?? false }),
    queueUnqueued: () =>
      queueOutboxBacklog(jobs, "mail_outbox", (trx, id) =>
        jobs.send(trx, MAIL_QUEUE, { id }, { singletonKey: String(id) }),
      ),
  };
}
