import nodemailer from "nodemailer";
import { backoffMs, createOutboxJob } from "../../lib/outbox-job.ts";
import type { TMailExecutor, TMailMessage, TMailRepository, TOutboxRow } from "./mail-repository.ts";

export type { TMailExecutor, TMailMessage };

/** What the delivery job needs of an SMTP client: nodemailer's transporter, or a test double. */
export type TSmtpTransport = {
  sendMail(mail: TMailMessage & { from: string; messageId: string }): Promise<unknown>;
};

/**
 * ctx.mailer (decision 019): services write e-mails to the outbox in their own transaction
 * (enqueue), then wake() the delivery job once that transaction has committed. The job delivers
 * each row at least once: by SMTP when SMTP_URL is set, else the row itself is the delivered
 * message (the development mailbox shows it).
 */
export type TMailer = {
  /** "smtp" when SMTP_URL is set, else "outbox" (kept in the database, see /dev/mailbox). */
  readonly transport: "smtp" | "outbox";
  /** Writes the message with `executor` (the caller's transaction); false when its dedupe key exists. */
  enqueue(executor: TMailExecutor, message: TMailMessage, options?: { dedupeKey?: string }): Promise<boolean>;
  /** Call after the commit that enqueued mail: the running job delivers now, not at its next tick. */
  wake(): void;
  /** Delivers every due message once (tests drive the job with it); answers how many were delivered. */
  deliverDue(): Promise<number>;
  /** Starts the job: delivers what is pending now (it survives restarts), then every tick and wake. */
  start(): void;
  /** Stops the job and waits for the batch in progress. */
  stop(): Promise<void>;
};

type TDeps = {
  repository: TMailRepository;
  /** The SMTP client; undefined = no SMTP_URL, the outbox row is the delivered message. */
  smtp: TSmtpTransport | undefined;
  from: string;
  now?: () => Date;
  /** Tests only (MAIL_TEST_DELAY_MS): wait before each delivery round, to kill the API there. */
  holdMs?: number;
  logError?: (error: unknown, message: string) => void;
};

// Documented timeouts (ASVS 16.5.2): a slow mail server fails the call instead of hanging it.
const SMTP_TIMEOUT_MS = 10_000;
const TICK_MS = 15_000;
const BATCH_SIZE = 10;
// Longer than a batch can take (sent in parallel, each bounded by the SMTP timeouts): no other
// process takes a row while it is being sent, and a killed process's rows are due again after it.
const LEASE_MS = 2 * 60_000;
// 30 s, 1 min, 2 min, ... then hourly: about fourteen hours before a message is given up.
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 60 * 60_000;
const MAX_ATTEMPTS = 20;

export const retryDelayMs = (attempts: number) => backoffMs(attempts, FIRST_RETRY_MS, MAX_RETRY_MS);

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
  const { repository, smtp, from } = deps;
  const now = deps.now ?? (() => new Date());
  const logError = deps.logError ?? (() => {});

  async function deliver(row: TOutboxRow): Promise<boolean> {
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
      await repository.markDelivered(row.id, now());
      return true;
    } catch (error) {
      const retryAt =
        row.attempts >= MAX_ATTEMPTS ? null : new Date(now().getTime() + retryDelayMs(row.attempts));
      logError(error, `e-mail ${row.id} not delivered (attempt ${row.attempts})`);
      await repository.markFailed(row.id, error instanceof Error ? error.message : String(error), retryAt);
      return false;
    }
  }

  const job = createOutboxJob({
    name: "e-mail",
    claimDue: repository.claimDue,
    deliver,
    now,
    tickMs: TICK_MS,
    leaseMs: LEASE_MS,
    batchSize: BATCH_SIZE,
    holdMs: deps.holdMs,
    logError,
  });

  return {
    transport: smtp ? "smtp" : "outbox",
    // Due by this process's clock, the one claimDue compares with: the database's now() has
    // microseconds, so a row written in the same millisecond as a wake would not be due yet.
    enqueue: (executor, message, options) =>
      repository.enqueue(executor, message, { dedupeKey: options?.dedupeKey, dueAt: now() }),
    ...job,
  };
}
