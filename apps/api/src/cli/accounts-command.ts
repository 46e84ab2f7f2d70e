import type { TContext } from "../app-context.ts";
import { runCreditCommand } from "../features/credit/credit-command.ts";
import { linkOrigin } from "../http/link-origin.ts";

export const ACCOUNTS_USAGE =
  "usage: npm run accounts -- pending | activate <email> | credit <email> <euros>";

type TOutput = { log: (line: string) => void; error: (line: string) => void };

/** `pending` lists professional accounts waiting for activation; `activate <email>` activates one. */
export async function runAccountsCommand(
  args: string[],
  ctx: Pick<TContext, "accounts" | "mailer" | "config" | "credit" | "brands">,
  out: TOutput,
): Promise<number> {
  const [command, email] = args;
  if (command === "pending" && args.length === 1) {
    const rows = await ctx.accounts.listPending();
    if (rows.length === 0) out.log("No professional account is waiting for activation.");
    for (const row of rows) {
      const details = (row.details ?? {}) as Record<string, unknown>;
      const merchant = typeof details.merchant_id === "string" ? details.merchant_id : "";
      out.log(
        [
          row.email,
          row.company ?? "",
          row.lastname,
          row.phone ?? "",
          merchant,
          row.created_at.toISOString(),
        ].join("\t"),
      );
    }
    return 0;
  }
  if (command === "activate" && email && args.length === 2) {
    const origin = linkOrigin(ctx);
    const activated = await ctx.accounts.activate(email, (lang) => `${origin}/#/${lang}/login`);
    if (!activated) {
      out.error(`No pending professional account for ${email}.`);
      return 1;
    }
    // This process runs no delivery job: deliver the activation e-mail now. Should that fail,
    // it stays in the outbox and the API's job retries it.
    const delivered = await ctx.mailer.deliverDue();
    out.log(
      delivered > 0
        ? `Activated ${email}; the customer has been e-mailed (${ctx.mailer.transport}).`
        : `Activated ${email}; the customer's e-mail is in the outbox, the API will deliver it.`,
    );
    return 0;
  }
  if (command === "credit" && email && args.length === 3) {
    return runCreditCommand(email, args[2] ?? "", ctx.credit, out);
  }
  out.error(ACCOUNTS_USAGE);
  return 2;
}
