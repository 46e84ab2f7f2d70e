import { sql } from "kysely";
import type { TExecutor, TTransaction } from "../../db/unit-of-work.ts";

/** SQL of the contact page's messages (issue 18, decision 056); transactions are the use cases'. */

export type TContactMessageWrite = {
  brand_id: string;
  kind: "contact" | "discount" | "quote";
  lang: string;
  user_id: number | null;
  client_address: string;
  company: string;
  lastname: string;
  phone: string;
  email: string;
  address1: string;
  address2: string;
  country_id: number;
  postcode: string;
  city: string;
  subject: string | null;
  percent: number | null;
  monthly_shipments: number | null;
  parcels: number | null;
  weight_grams: number | null;
  from_country_id: number | null;
  to_country_id: number | null;
  message: string;
};

/** The countries a message names, by id: code and English name (what the team's e-mail prints). */
export async function readCountries(executor: TExecutor, ids: number[]) {
  const rows = await executor
    .selectFrom("countries")
    .select(["id", "code", "name_en", "has_postcode"])
    .where("id", "in", ids)
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Holds the spam limit's lock for one client address until the transaction ends: two messages
 * sent at once from the same address are counted one after the other, on every API node.
 */
export async function lockSender(trx: TTransaction, key: string): Promise<void> {
  // hashtext is PostgreSQL's own; the lock is released at commit or rollback.
  await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
}

/** The messages sent since `since` from this client address or this e-mail (case-insensitive). */
export async function countRecentMessages(
  executor: TExecutor,
  sender: { clientAddress: string; email: string },
  since: Date,
) {
  const byAddress = await executor
    .selectFrom("contact_messages")
    .select((eb) => [eb.fn.countAll<string>().as("count"), eb.fn.min("created_at").as("oldest")])
    .where("client_address", "=", sender.clientAddress)
    .where("created_at", ">", since)
    .executeTakeFirstOrThrow();
  const byEmail = await executor
    .selectFrom("contact_messages")
    .select((eb) => [eb.fn.countAll<string>().as("count"), eb.fn.min("created_at").as("oldest")])
    .where((eb) => eb(eb.fn("lower", ["email"]), "=", sender.email.toLowerCase()))
    .where("created_at", ">", since)
    .executeTakeFirstOrThrow();
  return [byAddress, byEmail].map((row) => ({
    count: Number(row.count),
    oldest: row.oldest ? new Date(row.oldest as unknown as string) : null,
  }));
}

export async function insertContactMessage(executor: TExecutor, row: TContactMessageWrite, now: Date) {
  const inserted = await executor
    .insertInto("contact_messages")
    .values({ ...row, created_at: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  return inserted.id;
}

function messagesWithCountries(executor: TExecutor) {
  return executor
    .selectFrom("contact_messages as m")
    .innerJoin("countries as c", "c.id", "m.country_id")
    .leftJoin("countries as cf", "cf.id", "m.from_country_id")
    .leftJoin("countries as ct", "ct.id", "m.to_country_id")
    .leftJoin("operators as o", "o.id", "m.read_by")
    .selectAll("m")
    .select([
      "c.code as country_code",
      "cf.code as from_country_code",
      "ct.code as to_country_code",
      "o.email as reader_email",
    ]);
}

/**
 * One page of a brand's messages, newest first (optionally of one kind of form), with their
 * countries' codes, and the total.
 */
export async function listContactMessages(
  executor: TExecutor,
  query: { brandId: string; kind?: TContactMessageWrite["kind"]; offset: number; limit: number },
) {
  let rows = messagesWithCountries(executor).where("m.brand_id", "=", query.brandId);
  if (query.kind) rows = rows.where("m.kind", "=", query.kind);
  let total = executor
    .selectFrom("contact_messages")
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .where("brand_id", "=", query.brandId);
  if (query.kind) total = total.where("kind", "=", query.kind);
  const found = await rows
    .orderBy("m.created_at", "desc")
    .orderBy("m.id", "desc")
    .offset(query.offset)
    .limit(query.limit)
    .execute();
  const count = await total.executeTakeFirstOrThrow();
  const unread = await executor
    .selectFrom("contact_messages")
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .where("brand_id", "=", query.brandId)
    .where("read_at", "is", null)
    .executeTakeFirstOrThrow();
  return { rows: found, total: Number(count.count), unread: Number(unread.count) };
}

/** One message of a brand (another brand's message is not found). */
export async function findContactMessage(executor: TExecutor, query: { brandId: string; id: number }) {
  return messagesWithCountries(executor)
    .where("m.brand_id", "=", query.brandId)
    .where("m.id", "=", query.id)
    .executeTakeFirst();
}

/**
 * Marks a brand's message read by an operator (keeping the first reader and time when it was read
 * already) or unread. Answers whether the message exists and whether its state changed.
 */
export async function setContactMessageRead(
  executor: TExecutor,
  change: { brandId: string; id: number; read: boolean; operatorId: number | null; now: Date },
): Promise<{ found: boolean; changed: boolean }> {
  const updated = await executor
    .updateTable("contact_messages")
    .set(change.read ? { read_at: change.now, read_by: change.operatorId } : { read_at: null, read_by: null })
    .where("brand_id", "=", change.brandId)
    .where("id", "=", change.id)
    .where("read_at", change.read ? "is" : "is not", null)
    .returning("id")
    .executeTakeFirst();
  if (updated) return { found: true, changed: true };
  const exists = await executor
    .selectFrom("contact_messages")
    .select("id")
    .where("brand_id", "=", change.brandId)
    .where("id", "=", change.id)
    .executeTakeFirst();
  return { found: exists !== undefined, changed: false };
}
