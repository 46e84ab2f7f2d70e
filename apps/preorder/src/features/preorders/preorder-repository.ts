import type {
  TPreorder,
  TPreorderListQuery,
  TPreorderParcel,
  TPreorderPatchBody,
  TPreorderProduct,
  TPreorderShipment,
} from "@ship/contracts";
import { type Kysely, type Selectable, sql, type Transaction } from "kysely";
import type { TPreorderDb } from "../../db/open-database.ts";
import type { PreorderDatabase, PreorderProductsTable, PreorderShipmentsTable } from "../../db/schema.ts";
import type { TIntakeOrder } from "./intake-order.ts";

type TExecutor = Kysely<PreorderDatabase> | Transaction<PreorderDatabase>;

/** How many counters a merchant's list version is spread over (migration 0003). */
const VERSION_SLOTS = 16;

/** Why a PATCH was refused (the route turns it into 404 or 409). */
export type TPatchRefusal = "not_found" | "quantity_exceeded" | "addresses_differ";

export type TPreorderRepository = {
  /** Same merchant order again (or twice at once): one pre-order, its lines updated (upsert). */
  upsert(merchantId: number, order: TIntakeOrder): Promise<{ created: boolean }>;
  list(merchantId: number, query: TPreorderListQuery): Promise<{ data: TPreorder[]; total: number }>;
  /** Moves on with every change of the merchant's pre-orders (the list's ETag); 0 before any. */
  version(merchantId: number): Promise<number>;
  find(merchantId: number, merchantOrderId: string): Promise<TPreorder | undefined>;
  recordShipment(
    merchantId: number,
    merchantOrderId: string,
    body: TPreorderPatchBody,
  ): Promise<TPreorder | TPatchRefusal>;
};

/** Parcel text that is not a parcel list: logged by the caller's logger, answered as [] (spec §7). */
export type TParcelLog = (detail: { merchantOrderId: string; productId: string; reason: string }) => void;

export function createPreorderRepository(db: TPreorderDb, logUnparsable: TParcelLog): TPreorderRepository {
  async function load(
    executor: TExecutor,
    preorderRows: PreorderRow[],
    status: string | undefined,
  ): Promise<TPreorder[]> {
    if (preorderRows.length === 0) return [];
    // One round trip: each product with its shipments (oldest first) as a JSON list.
    let productQuery = executor
      .selectFrom("preorder_products")
      .selectAll()
      .select(
        sql<ShipmentRow[]>`coalesce((select json_agg(json_build_object('shipment_id', s.shipment_id,
            'quantity', s.quantity, 'carrier_name', s.carrier_name, 'service_name', s.service_name,
            'price_ti', s.price_ti, 'currency', s.currency, 'status', s.status) order by s.created_at)
          from preorder_shipments s where s.product_row_id = preorder_products.id), '[]'::json)`.as(
          "shipments",
        ),
      )
      .where(
        "preorder_id",
        "in",
        preorderRows.map((row) => row.id),
      )
      .orderBy("preorder_id")
      .orderBy("id");
    if (status) productQuery = productQuery.where("status", "=", status);
    const products = await productQuery.execute();
    const productsByOrder = groupBy(products, (product) => product.preorder_id);
    return preorderRows.map((row) => ({
      merchant_order_id: row.merchant_order_id,
      order_number: row.order_number,
      source: row.source,
      status: row.status as TPreorder["status"],
      created_at: row.created_at.toISOString(),
      updated_at: row.updated_at.toISOString(),
      products: (productsByOrder.get(row.id) ?? []).map((product) =>
        toProduct(product, product.shipments, (reason) =>
          logUnparsable({ merchantOrderId: row.merchant_order_id, productId: product.product_id, reason }),
        ),
      ),
    }));
  }

  async function findIn(executor: TExecutor, merchantId: number, merchantOrderId: string) {
    const row = await executor
      .selectFrom("preorders")
      .selectAll()
      .where("merchant_id", "=", merchantId)
      .where("merchant_order_id", "=", merchantOrderId)
      .executeTakeFirst();
    return row ? (await load(executor, [row], undefined))[0] : undefined;
  }

  return {
    async upsert(merchantId, order) {
      return db.transaction().execute(async (trx) => {
        const header = await trx
          .insertInto("preorders")
          .values({
            merchant_id: merchantId,
            merchant_order_id: order.merchantOrderId,
            source: order.source,
            order_number: order.orderNumber,
          })
          .onConflict((oc) =>
            oc
              .columns(["merchant_id", "merchant_order_id"])
              .doUpdateSet({ order_number: order.orderNumber, updated_at: sql`now()` }),
          )
          // xmax = 0: the row was inserted by this statement, not updated.
          .returning(["id", sql<boolean>`xmax = 0`.as("created")])
          .executeTakeFirstOrThrow();
        // Lines in a fixed order: two deliveries of one order lock them in the same order.
        const products = [...order.products].sort((a, b) => a.product_id.localeCompare(b.product_id));
        for (const product of products) {
          const values = {
            sku: product.sku,
            name: product.name,
            quantity: product.quantity,
            parcels: JSON.stringify(product.parcels),
            address_from: JSON.stringify(product.address_from),
            address_to: JSON.stringify(product.address_to),
            selected_offer: product.selected_offer ? JSON.stringify(product.selected_offer) : null,
            parcel_type: product.parcel_type,
            stackable: product.stackable,
            expected_pickup_date: product.expected_pickup_date,
            expected_delivery_date: product.expected_delivery_date,
          };
          await trx
            .insertInto("preorder_products")
            .values({ preorder_id: header.id, product_id: product.product_id, ...values })
            .onConflict((oc) =>
              oc.columns(["preorder_id", "product_id"]).doUpdateSet({ ...values, updated_at: sql`now()` }),
            )
            .execute();
        }
        await refreshStatuses(trx, header.id);
        return { created: header.created };
      });
    },

    async list(merchantId, query) {
      let filtered = db.selectFrom("preorders").where("merchant_id", "=", merchantId);
      if (query.status) {
        const status = query.status;
        filtered = filtered.where(sql<boolean>`product_statuses @> array[${status}]::text[]`);
      }
      const [count, rows] = await Promise.all([
        filtered.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow(),
        filtered
          .select(["id", "merchant_order_id", "order_number", "source", "status", "created_at", "updated_at"])
          .orderBy(query.sort, query.order)
          .orderBy("id", query.order)
          .limit(query.rows)
          .offset((query.page - 1) * query.rows)
          .execute(),
      ]);
      return { data: await load(db, rows, query.status), total: Number(count.total) };
    },

    async version(merchantId) {
      const row = await db
        .selectFrom("merchant_list_versions")
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("version"), sql<number>`0`).as("version"))
        .where("merchant_id", "=", merchantId)
        .executeTakeFirstOrThrow();
      return Number(row.version);
    },

    find: (merchantId, merchantOrderId) => findIn(db, merchantId, merchantOrderId),

    async recordShipment(merchantId, merchantOrderId, body) {
      return db.transaction().execute(async (trx) => {
        // The pre-order's row lock: two PATCHes of one order take turns, so "not above unsent" holds.
        const header = await trx
          .selectFrom("preorders")
          .select("id")
          .where("merchant_id", "=", merchantId)
          .where("merchant_order_id", "=", merchantOrderId)
          .forUpdate()
          .executeTakeFirst();
        if (!header) return "not_found";
        const wanted = body.products.map((product) => product.product_id);
        const lines = await trx
          .selectFrom("preorder_products")
          .select(["id", "product_id", "quantity", "quantity_sent", "address_from", "address_to"])
          .where("preorder_id", "=", header.id)
          .where("product_id", "in", wanted)
          .execute();
        if (lines.length !== new Set(wanted).size) return "not_found";
        // Spec §5: the products shipped together share their addresses.
        const addresses = new Set(lines.map((line) => JSON.stringify([line.address_from, line.address_to])));
        if (addresses.size > 1) return "addresses_differ";
        const existing = await trx
          .selectFrom("preorder_shipments")
          .select(["product_row_id", "status"])
          .where(
            "product_row_id",
            "in",
            lines.map((line) => line.id),
          )
          .where("shipment_id", "=", body.shipment.shipment_id)
          .execute();
        const already = new Map(existing.map((row) => [row.product_row_id, row.status]));
        const counts = body.shipment.status !== "Cancelled";
        for (const wantedLine of body.products) {
          const line = lines.find((candidate) => candidate.product_id === wantedLine.product_id);
          if (!line) return "not_found";
          const previous = already.get(line.id);
          // Units count again when a cancelled shipment comes back: check them then too.
          const adds = counts && (previous === undefined || previous === "Cancelled");
          if (adds && wantedLine.quantity > line.quantity - line.quantity_sent) return "quantity_exceeded";
        }
        const shipment = {
          carrier_name: body.shipment.carrier_name,
          service_name: body.shipment.service_name,
          price_ti: body.shipment.price_ti,
          currency: body.shipment.currency,
          status: body.shipment.status,
        };
        for (const wantedLine of body.products) {
          const line = lines.find((candidate) => candidate.product_id === wantedLine.product_id);
          if (!line) return "not_found";
          // The same shipment id again: its status and figures change, its units are counted once.
          await trx
            .insertInto("preorder_shipments")
            .values({
              product_row_id: line.id,
              shipment_id: body.shipment.shipment_id,
              quantity: wantedLine.quantity,
              ...shipment,
            })
            .onConflict((oc) =>
              oc
                .columns(["product_row_id", "shipment_id"])
                .doUpdateSet({ ...shipment, updated_at: sql`now()` }),
            )
            .execute();
        }
        await refreshStatuses(trx, header.id);
        return (await findIn(trx, merchantId, merchantOrderId)) ?? "not_found";
      });
    },
  };
}

/**
 * Spec §4: statuses move on by themselves. A product's sent quantity is its shipments' units
 * (cancelled ones excluded); it is Sent once that reaches its quantity, Open otherwise, unless the
 * merchant set it Deleted or Archived. The pre-order is Sent when none of its products is Open.
 * The merchant's list version moves on too (the list's ETag), in the same transaction: one of its
 * counters, picked at random, so that intakes of one merchant do not queue on one row's lock.
 */
async function refreshStatuses(trx: Transaction<PreorderDatabase>, preorderId: number): Promise<void> {
  // One statement: the products' update returns every product of the pre-order with its new
  // status, and the pre-order is computed from those rows (the outer update cannot see the CTE's
  // changes through the table, only through its RETURNING).
  await sql`
    with products as (
      update preorder_products p
         set quantity_sent = t.sent,
             status = case when p.status in ('Deleted', 'Archived') then p.status
                           when t.sent >= p.quantity then 'Sent' else 'Open' end
        from (select p2.id,
                     coalesce(sum(s.quantity) filter (where s.status <> 'Cancelled'), 0)::int as sent
                from preorder_products p2
                left join preorder_shipments s on s.product_row_id = p2.id
               where p2.preorder_id = ${preorderId}
               group by p2.id) t
       where p.id = t.id
      returning p.status, p.expected_pickup_date),
    header as (
      update preorders
         set status = case when exists (select 1 from products where status = 'Open') then 'Open' else 'Sent' end,
             expected_pickup_date = (select min(expected_pickup_date) from products),
             product_statuses = (select coalesce(array_agg(distinct status order by status), '{}'::text[])
                                   from products),
             updated_at = now()
       where id = ${preorderId}
      returning merchant_id)
    insert into merchant_list_versions as v (merchant_id, slot, version)
      select merchant_id, ${Math.floor(Math.random() * VERSION_SLOTS)}, 1 from header
      on conflict (merchant_id, slot) do update set version = v.version + 1`.execute(trx);
}

type PreorderRow = {
  id: number;
  merchant_order_id: string;
  order_number: string;
  source: TPreorder["source"];
  status: string;
  created_at: Date;
  updated_at: Date;
};

type ProductRow = Selectable<PreorderProductsTable>;

/** A shipment as the list query aggregates it (JSON: no timestamps, no row link). */
type ShipmentRow = Omit<Selectable<PreorderShipmentsTable>, "product_row_id" | "created_at" | "updated_at">;

function toProduct(
  row: ProductRow,
  shipments: ShipmentRow[],
  logUnparsable: (reason: string) => void,
): TPreorderProduct {
  return {
    product_id: row.product_id,
    sku: row.sku,
    name: row.name,
    quantity: row.quantity,
    quantity_sent: row.quantity_sent,
    status: row.status as TPreorderProduct["status"],
    parcels: parseParcels(row.parcels, logUnparsable),
    address_from: row.address_from as TPreorderProduct["address_from"],
    address_to: row.address_to as TPreorderProduct["address_to"],
    selected_offer: (row.selected_offer ?? null) as TPreorderProduct["selected_offer"],
    parcel_type: row.parcel_type as TPreorderProduct["parcel_type"],
    stackable: row.stackable === 1 ? 1 : 0,
    expected_pickup_date: row.expected_pickup_date,
    expected_delivery_date: row.expected_delivery_date,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    shipments: shipments.map(
      (shipment): TPreorderShipment => ({
        shipment_id: shipment.shipment_id,
        carrier_name: shipment.carrier_name,
        service_name: shipment.service_name,
        price_ti: shipment.price_ti,
        currency: shipment.currency as TPreorderShipment["currency"],
        status: shipment.status as TPreorderShipment["status"],
        isDelivered: shipment.status === "Delivered",
        quantity: shipment.quantity,
      }),
    ),
  };
}

/** Spec §7: parcel JSON that cannot be parsed (or is not a parcel list) is an empty list. */
export function parseParcels(text: string, logUnparsable: (reason: string) => void): TPreorderParcel[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    logUnparsable(`not JSON: ${(error as Error).message}`);
    return [];
  }
  if (!Array.isArray(value) || !value.every(isParcel)) {
    logUnparsable("not a list of parcels");
    return [];
  }
  return value;
}

function isParcel(value: unknown): value is TPreorderParcel {
  if (typeof value !== "object" || value === null) return false;
  const parcel = value as Record<string, unknown>;
  const measure = (key: string) =>
    parcel[key] === null || (typeof parcel[key] === "number" && parcel[key] > 0);
  return (
    Number.isInteger(parcel.number) &&
    (parcel.number as number) >= 1 &&
    ["weight", "x", "y", "z"].every(measure)
  );
}

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}
