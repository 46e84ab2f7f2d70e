import { randomBytes } from "node:crypto";
import { createDatabase } from "@ship/db";
import { type RawBuilder, sql } from "kysely";

/**
 * What the database holds after the load, compared with what the clients saw (decision 055): an
 * order the client saw paid must have exactly one paid transaction and one shipment (lost = 0), and
 * no order may have two of either (doubled = 0).
 */

type TRef = { shipment_id: string; order_id: string };

export type TLedger = {
  orders: number;
  paidOrders: number;
  shipments: number;
  /** Orders with more than one paid transaction, or more than one shipment. */
  doubledPayments: number;
  doubledShipments: number;
  /** Orders the client saw paid with no paid transaction, or no shipment. */
  lostPayments: number;
  lostShipments: number;
  /** Orders the client created that the database does not have. */
  lostOrders: number;
  /** Paid in the database, but the client gave up before it could see it (not lost: it can read it). */
  paidUnseen: number;
};

/** Runs `read` over a short-lived pool of the test's database. */
async function withDatabase<T>(
  databaseUrl: string,
  read: (count: (query: RawBuilder<unknown>) => Promise<number>) => Promise<T>,
): Promise<T> {
  const database = await createDatabase({ url: databaseUrl });
  try {
    return await read(async (query) => {
      const { rows } = await (query as RawBuilder<{ n: string }>).execute(database.db);
      return Number(rows[0]?.n ?? 0);
    });
  } finally {
    await database.close();
  }
}

export function readLedger(databaseUrl: string, created: TRef[], paid: TRef[]): Promise<TLedger> {
  const paidIds = paid.map((ref) => ref.shipment_id);
  const createdIds = created.map((ref) => ref.shipment_id);
  const paidRows = sql`select distinct shipment_id from payment_transactions where status = 'paid'`;
  return withDatabase(databaseUrl, async (count) => ({
    orders: await count(sql`select count(*) as n from orders`),
    paidOrders: await count(sql`select count(*) as n from (${paidRows}) p`),
    shipments: await count(sql`select count(*) as n from shipments`),
    doubledPayments: await count(
      sql`select count(*) as n from (select shipment_id from payment_transactions where status = 'paid'
        group by shipment_id having count(*) > 1) doubled`,
    ),
    doubledShipments: await count(
      sql`select count(*) as n from (select shipment_id from shipments group by shipment_id
        having count(*) > 1) doubled`,
    ),
    lostPayments: await count(
      sql`select count(*) as n from unnest(${paidIds}::text[]) as seen(id) where not exists
        (select 1 from payment_transactions p where p.shipment_id = seen.id and p.status = 'paid')`,
    ),
    lostShipments: await count(
      sql`select count(*) as n from unnest(${paidIds}::text[]) as seen(id) where not exists
        (select 1 from shipments s where s.shipment_id = seen.id)`,
    ),
    lostOrders: await count(
      sql`select count(*) as n from unnest(${createdIds}::text[]) as seen(id) where not exists
        (select 1 from orders o where o.shipment_id = seen.id)`,
    ),
    paidUnseen: await count(
      sql`select count(*) as n from (${paidRows}) p where not (p.shipment_id = any(${paidIds}::text[]))`,
    ),
  }));
}

/** Paid orders without a shipment, paid more than `olderThanSeconds` ago (0: all of them). */
function unshipped(olderThanSeconds: number) {
  return sql`select count(distinct p.shipment_id) as n from payment_transactions p
    where p.status = 'paid' and p.paid_at < now() - make_interval(secs => ${olderThanSeconds})
      and not exists (select 1 from shipments s where s.shipment_id = p.shipment_id)`;
}

/** Waits until every paid order has its shipment (the waybill runs after the payment), or gives up. */
export function waitForShipments(databaseUrl: string, timeoutMs: number): Promise<number> {
  return withDatabase(databaseUrl, async (count) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const waiting = await count(unshipped(0));
      if (waiting === 0 || Date.now() > deadline) return waiting;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  });
}

/**
 * Orders paid more than `seconds` ago that have no shipment yet: with the nodes' waybill delay
 * shorter than that, only a killed node leaves such orders; the recovery at a node's start ships them.
 */
export function paidUnshippedOlderThan(databaseUrl: string, seconds: number): Promise<number> {
  return withDatabase(databaseUrl, (count) => count(unshipped(seconds)));
}

/** An active personal account with this e-mail and password hash (for the logged-in session probe). */
export async function insertActiveUser(databaseUrl: string, email: string, passwordHash: string) {
  const database = await createDatabase({ url: databaseUrl });
  try {
    await database.db
      .insertInto("users")
      .values({
        email,
        password_hash: passwordHash,
        lastname: "Scale",
        phone: "+33612345678",
        pro: 0,
        status: "active",
        api_key: randomBytes(24).toString("base64url"),
      })
      .execute();
  } finally {
    await database.close();
  }
}
