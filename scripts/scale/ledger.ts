import pg from "pg";

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

export async function readLedger(databaseUrl: string, created: TRef[], paid: TRef[]): Promise<TLedger> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const count = async (text: string, values: unknown[] = []) =>
      Number((await client.query<{ n: string }>(text, values)).rows[0]?.n ?? 0);
    const paidIds = paid.map((ref) => ref.shipment_id);
    const createdIds = created.map((ref) => ref.shipment_id);
    const paidInDb = (
      await client.query<{ shipment_id: string }>(
        "select distinct shipment_id from payment_transactions where status = 'paid'",
      )
    ).rows.map((row) => row.shipment_id);
    const seen = new Set(paidIds);
    return {
      orders: await count("select count(*) as n from orders"),
      paidOrders: paidInDb.length,
      shipments: await count("select count(*) as n from shipments"),
      doubledPayments: await count(
        `select count(*) as n from (select shipment_id from payment_transactions where status = 'paid'
         group by shipment_id having count(*) > 1) doubled`,
      ),
      doubledShipments: await count(
        "select count(*) as n from (select shipment_id from shipments group by shipment_id having count(*) > 1) d",
      ),
      lostPayments: await count(
        `select count(*) as n from unnest($1::text[]) as seen(id)
         where not exists (select 1 from payment_transactions p where p.shipment_id = seen.id and p.status = 'paid')`,
        [paidIds],
      ),
      lostShipments: await count(
        `select count(*) as n from unnest($1::text[]) as seen(id)
         where not exists (select 1 from shipments s where s.shipment_id = seen.id)`,
        [paidIds],
      ),
      lostOrders: await count(
        `select count(*) as n from unnest($1::text[]) as seen(id)
         where not exists (select 1 from orders o where o.shipment_id = seen.id)`,
        [createdIds],
      ),
      paidUnseen: paidInDb.filter((id) => !seen.has(id)).length,
    };
  } finally {
    await client.end();
  }
}

/** Waits until every paid order has its shipment (the waybill runs after the payment), or gives up. */
export async function waitForShipments(databaseUrl: string, timeoutMs: number): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const { rows } = await client.query<{ n: string }>(
        `select count(distinct p.shipment_id) as n from payment_transactions p
         where p.status = 'paid' and not exists (select 1 from shipments s where s.shipment_id = p.shipment_id)`,
      );
      const waiting = Number(rows[0]?.n ?? 0);
      if (waiting === 0 || Date.now() > deadline) return waiting;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  } finally {
    await client.end();
  }
}

/**
 * Orders paid more than `seconds` ago that have no shipment yet: with the nodes' waybill delay
 * shorter than that, only a killed node leaves such orders; the recovery at a node's start ships them.
 */
export async function paidUnshippedOlderThan(databaseUrl: string, seconds: number): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      `select count(distinct p.shipment_id) as n from payment_transactions p
       where p.status = 'paid' and p.paid_at < now() - make_interval(secs => $1)
         and not exists (select 1 from shipments s where s.shipment_id = p.shipment_id)`,
      [seconds],
    );
    return Number(rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}
