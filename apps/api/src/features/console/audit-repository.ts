import type { TExecutor } from "../../db/unit-of-work.ts";

/**
 * The console's audit log (migration 0042): rows are only ever inserted; a trigger refuses
 * UPDATE, DELETE and TRUNCATE, so not even a bug here could rewrite history.
 */
export type TAuditEntry = {
  operatorId: number | null;
  /** The operator's e-mail, or "cli:<user>" for the command line. */
  actor: string;
  action: string;
  target: string;
  details?: Record<string, unknown>;
};

export async function appendAudit(executor: TExecutor, entry: TAuditEntry): Promise<void> {
  await executor
    .insertInto("operator_audit_log")
    .values({
      operator_id: entry.operatorId,
      actor: entry.actor,
      action: entry.action,
      target: entry.target,
      details: JSON.stringify(entry.details ?? {}),
    })
    .execute();
}

/** A page of the log, newest first; one row more than asked tells whether there is a next page. */
export async function listAudit(executor: TExecutor, page: { offset: number; limit: number }) {
  const rows = await executor
    .selectFrom("operator_audit_log")
    .select(["id", "actor", "action", "target", "details", "created_at"])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .offset(page.offset)
    .limit(page.limit + 1)
    .execute();
  return { rows: rows.slice(0, page.limit), hasMore: rows.length > page.limit };
}
