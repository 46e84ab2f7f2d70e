import nodemailer from "nodemailer";
import type { TMailRepository } from "./mail-repository.ts";

export type TMailMessage = { to: string; subject: string; text: string; html?: string };

/** ctx.mailer: every e-mail of the API goes through send(). */
export type TMailer = {
  send(message: TMailMessage): Promise<void>;
  /** "smtp" when SMTP_URL is set, else "outbox" (stored in the database, see /dev/mailbox). */
  readonly transport: "smtp" | "outbox";
};

type TDeps = { repository: TMailRepository; smtpUrl: string | undefined; from: string };

// Documented timeouts (ASVS 16.5.2): a slow mail server fails the call instead of hanging it.
const SMTP_TIMEOUT_MS = 10_000;

/**
 * SMTP through nodemailer when SMTP_URL is set; otherwise messages are kept in the mail_outbox
 * table, so development and tests can read them (the development mailbox page).
 */
export function createMailer({ repository, smtpUrl, from }: TDeps): TMailer {
  if (smtpUrl) {
    const transporter = nodemailer.createTransport(smtpUrl, {
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
    });
    return {
      transport: "smtp",
      async send(message) {
        await transporter.sendMail({ from, ...message });
      },
    };
  }
  return {
    transport: "outbox",
    async send(message) {
      await repository.insert(message);
    },
  };
}
