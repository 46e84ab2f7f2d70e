// Job queue figures for npm run bench (issue 17 item 2, decision 054): e-mails written with their
// delivery job (one transaction each: the outbox row and pg-boss's job), then delivered by the
// job (no SMTP: the row is the message). CPU time per e-mail (process.cpuUsage, this process:
// the queue's own work and, on PGlite, the database's) and wall time. PGlite by default;
// PostgreSQL with TEST_DATABASE_URL (a fresh database, dropped after).
// Run alone with: npx tsx scripts/bench-jobs.ts
import { pathToFileURL } from "node:url";
import { createTestDatabase } from "@ship/db/testing";
import { createMailRepository } from "../apps/api/src/features/mail/mail-repository.ts";
import { createMailer } from "../apps/api/src/features/mail/mailer.ts";
import { createJobQueue } from "../apps/api/src/lib/jobs/job-queue.ts";

const MAILS = 500;

async function measure<T>(run: () => Promise<T>): Promise<{ cpuMs: number; wallMs: number; result: T }> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const result = await run();
  const used = process.cpuUsage(cpu);
  return { cpuMs: (used.user + used.system) / 1000, wallMs: performance.now() - started, result };
}

export async function benchJobs(): Promise<void> {
  const database = await createTestDatabase();
  const kind = process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite";
  console.log(
    `\nJob queue (issue 17, pg-boss on ${kind}): ${MAILS} e-mails, each written with its job, then delivered`,
  );
  try {
    const jobs = createJobQueue({ db: database.db, pollingSeconds: 5, logError: () => {} });
    const mailer = createMailer({
      repository: createMailRepository(database.db),
      smtp: undefined,
      from: "b@x.test",
      jobs,
    });
    const written = await measure(async () => {
      for (let i = 0; i < MAILS; i++) {
        await database.db
          .transaction()
          .execute((trx) =>
            mailer.enqueue(trx, { to: `r${i}@example.test`, subject: `Bench ${i}`, text: "x" }),
          );
      }
    });
    const delivered = await measure(() => mailer.deliverDue());
    if (delivered.result !== MAILS) throw new Error(`delivered ${delivered.result} of ${MAILS}`);
    const line = (name: string, figures: { cpuMs: number; wallMs: number }) =>
      console.log(
        `  ${name.padEnd(26)} ${(figures.cpuMs / MAILS).toFixed(2)} ms CPU per e-mail, ${(figures.wallMs / MAILS).toFixed(2)} ms wall per e-mail`,
      );
    line("write (row + job, 1 trx)", written);
    line("deliver (fetch, run, done)", delivered);
  } finally {
    await database.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await benchJobs();
