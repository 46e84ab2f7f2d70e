import type { TContactValues } from "@ship/contracts";
import { sql } from "kysely";
import type { TExecutor } from "../../db/unit-of-work.ts";
import type { TCountryRecord } from "./country-resolver.ts";

/**
 * SQL of the contact import (decision 040): the `contact_imports` rows it owns, the countries it
 * resolves, and the `contacts` it inserts (the contacts feature owns the rest of that table).
 * Functions over an executor: the use cases open the transactions.
 */

export async function listImportCountries(executor: TExecutor): Promise<TCountryRecord[]> {
  const [countries, states] = await Promise.all([
    executor
      .selectFrom("countries")
      .select(["id", "code", "name_en", "name_fr", "name_es", "has_postcode", "has_states"])
      .execute(),
    executor.selectFrom("states").select(["country_id", "code", "name"]).execute(),
  ]);
  const statesOf = new Map<number, { code: string; name: string }[]>();
  for (const { country_id, ...state } of states)
    statesOf.set(country_id, [...(statesOf.get(country_id) ?? []), state]);
  return countries.map(({ has_states, ...country }) => ({
    ...country,
    states: has_states ? (statesOf.get(country.id) ?? []) : null,
  }));
}

export type TNewImport = {
  id: string;
  userId: number;
  kind: string;
  headerRow: number | null;
  headers: string[];
  rows: unknown;
  mapping: unknown;
  expiresAt: Date;
};

export async function insertImport(executor: TExecutor, row: TNewImport) {
  await executor
    .insertInto("contact_imports")
    .values({
      id: row.id,
      user_id: row.userId,
      kind: row.kind,
      header_row: row.headerRow,
      headers: JSON.stringify(row.headers),
      rows: JSON.stringify(row.rows),
      mapping: JSON.stringify(row.mapping),
      expires_at: row.expiresAt,
    })
    .execute();
}

/** What has expired, everybody's, and the user's oldest beyond the `keep` newest. */
export async function forgetOldImports(executor: TExecutor, userId: number, keep: number, now: Date) {
  await executor.deleteFrom("contact_imports").where("expires_at", "<=", now).execute();
  const kept = executor
    .selectFrom("contact_imports")
    .select("id")
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("id")
    .limit(keep);
  await executor
    .deleteFrom("contact_imports")
    .where("user_id", "=", userId)
    .where("id", "not in", kept)
    .execute();
}

/** The user's live import, locked for the import's transaction when `lock`; another's is undefined. */
export function findImport(executor: TExecutor, id: string, userId: number, now: Date, lock = false) {
  const query = executor
    .selectFrom("contact_imports")
    .select(["id", "kind", "header_row", "headers", "rows", "mapping", "status", "outcome", "expires_at"])
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .where("expires_at", ">", now);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}
export type TImportRow = NonNullable<Awaited<ReturnType<typeof findImport>>>;

export async function saveMapping(executor: TExecutor, id: string, mapping: unknown) {
  await executor
    .updateTable("contact_imports")
    .set({ mapping: JSON.stringify(mapping) })
    .where("id", "=", id)
    .where("status", "=", "pending")
    .execute();
}

export async function markImported(executor: TExecutor, id: string, mapping: unknown, outcome: unknown) {
  await executor
    .updateTable("contact_imports")
    .set({ status: "imported", mapping: JSON.stringify(mapping), outcome: JSON.stringify(outcome) })
    .where("id", "=", id)
    .execute();
}

export async function deleteImport(executor: TExecutor, id: string, userId: number): Promise<boolean> {
  const result = await executor
    .deleteFrom("contact_imports")
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Which of these duplicate keys the user's address book already holds. */
export async function findExistingKeys(executor: TExecutor, userId: number, keys: readonly string[]) {
  if (keys.length === 0) return new Set<string>();
  const rows = await executor
    .selectFrom("contacts")
    .select("duplicate_key")
    .where("user_id", "=", userId)
    .where(sql<boolean>`duplicate_key = any(${sql.val([...keys])}::text[])`)
    .execute();
  return new Set(rows.map((row) => row.duplicate_key));
}

/** Rows per insert statement: 16 columns each, well within PostgreSQL's 65,535 parameters. */
const INSERT_BATCH = 1_000;

/**
 * Inserts the contacts, skipping any whose (user, duplicate key) exists (ON CONFLICT DO NOTHING:
 * two imports at once cannot add the same contact twice). Answers the keys actually inserted.
 */
export async function insertContactsOnce(
  executor: TExecutor,
  userId: number,
  contacts: readonly { contact: TContactValues; key: string }[],
): Promise<Set<string>> {
  const inserted = new Set<string>();
  for (let start = 0; start < contacts.length; start += INSERT_BATCH) {
    const rows = await executor
      .insertInto("contacts")
      .values(
        contacts.slice(start, start + INSERT_BATCH).map(({ contact, key }) => ({
          ...contact,
          user_id: userId,
          duplicate_key: key,
        })),
      )
      .onConflict((conflict) => conflict.columns(["user_id", "duplicate_key"]).doNothing())
      .returning("duplicate_key")
      .execute();
    for (const row of rows) inserted.add(row.duplicate_key);
  }
  return inserted;
}
