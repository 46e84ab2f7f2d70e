import type { TOffer, TRatedShipment } from "@ship/contracts";
import type { Database, TMassMailingRecipientsTable, TMassMailingsTable } from "@ship/db";
import type { TMassParcel } from "@ship/domain";
import { type Selectable, sql, type Transaction } from "kysely";
import type { TExecutor } from "../../db/unit-of-work.ts";
import type { TMassAddress, TMassSettings } from "./mass-mailing-types.ts";

/**
 * Every statement over the mass mailing tables (migration 0031) and the reads it needs from the
 * address book, the account and the shipments. Each read of a mass mailing is narrowed by its
 * owner (another user's id reads as absent: 404).
 */

// pg turns a JS array into a PostgreSQL array, not JSON: jsonb values are sent as JSON text.
const json = (value: unknown) => JSON.stringify(value);

export type TMassMailingRow = {
  id: string;
  userId: number;
  sessionId: string;
  status: "draft" | "paid" | "shipping" | "done";
  settings: TMassSettings;
  sender: TMassAddress;
  currency: "EUR" | "USD";
  labelFormat: "PDF" | "ZPL";
  lang: "en" | "fr" | "es";
  rated: boolean;
  paymentMethod: "credit_card" | "credit" | "deferred" | null;
  transactionId: string | null;
  chargedCents: number;
  refundedCents: number;
  createdAt: Date;
};

export type TRecipientRow = {
  id: string;
  massMailingId: string;
  position: number;
  contactId: number | null;
  address: TMassAddress;
  parcels: TMassParcel[];
  content: string;
  declaredValueCents: number | null;
  billableGrams: number;
  offer: TOffer | null;
  priceTe: number | null;
  priceTi: number | null;
  errorCode: string | null;
  removed: boolean;
  status: "waiting" | "shipped" | "refused";
  shipmentPublicId: string | null;
  refundStatus: "pending" | "done" | null;
};

export type TNewRecipient = Omit<TRecipientRow, "removed" | "status" | "shipmentPublicId" | "refundStatus">;

const MAILING_COLUMNS = [
  "id",
  "user_id",
  "session_id",
  "status",
  "settings",
  "sender",
  "currency",
  "label_format",
  "lang",
  "rated",
  "payment_method",
  "transaction_id",
  "charged_cents",
  "refunded_cents",
  "created_at",
] as const;

type TMailingSelect = Pick<Selectable<TMassMailingsTable>, (typeof MAILING_COLUMNS)[number]>;

function toMailing(row: TMailingSelect): TMassMailingRow {
  return {
    id: row.id,
    userId: row.user_id,
    sessionId: row.session_id,
    status: row.status,
    settings: row.settings as TMassSettings,
    sender: row.sender as TMassAddress,
    currency: row.currency,
    labelFormat: row.label_format,
    lang: row.lang,
    rated: row.rated,
    paymentMethod: row.payment_method,
    transactionId: row.transaction_id,
    chargedCents: Number(row.charged_cents),
    refundedCents: Number(row.refunded_cents),
    createdAt: row.created_at,
  };
}

const RECIPIENT_COLUMNS = [
  "id",
  "mass_mailing_id",
  "position",
  "contact_id",
  "address",
  "parcels",
  "content",
  "declared_value_cents",
  "billable_grams",
  "offer",
  "price_te_cents",
  "price_ti_cents",
  "error_code",
  "removed",
  "status",
  "shipment_public_id",
  "refund_status",
] as const;

type TRecipientSelect = Pick<Selectable<TMassMailingRecipientsTable>, (typeof RECIPIENT_COLUMNS)[number]>;

const numberOrNull = (value: number | string | null) => (value === null ? null : Number(value));

function toRecipient(row: TRecipientSelect): TRecipientRow {
  return {
    id: row.id,
    massMailingId: row.mass_mailing_id,
    position: row.position,
    contactId: row.contact_id,
    address: row.address as TMassAddress,
    parcels: row.parcels as TMassParcel[],
    content: row.content,
    declaredValueCents: numberOrNull(row.declared_value_cents),
    billableGrams: row.billable_grams,
    offer: (row.offer ?? null) as TOffer | null,
    priceTe: numberOrNull(row.price_te_cents),
    priceTi: numberOrNull(row.price_ti_cents),
    errorCode: row.error_code,
    removed: row.removed,
    status: row.status,
    shipmentPublicId: row.shipment_public_id,
    refundStatus: row.refund_status,
  };
}

export async function insertMailing(
  trx: TExecutor,
  mailing: Pick<
    TMassMailingRow,
    "id" | "userId" | "sessionId" | "settings" | "sender" | "currency" | "labelFormat" | "lang" | "rated"
  >,
): Promise<void> {
  await trx
    .insertInto("mass_mailings")
    .values({
      id: mailing.id,
      user_id: mailing.userId,
      session_id: mailing.sessionId,
      settings: json(mailing.settings),
      sender: json(mailing.sender),
      currency: mailing.currency,
      label_format: mailing.labelFormat,
      lang: mailing.lang,
      rated: mailing.rated,
    })
    .execute();
}

/** A draft rated again (an uploaded file's recipients): its settings and currency as rated now. */
export async function updateRatedDraft(
  trx: TExecutor,
  mailing: Pick<TMassMailingRow, "id" | "settings" | "sender" | "currency" | "labelFormat" | "lang">,
): Promise<void> {
  await trx
    .updateTable("mass_mailings")
    .set({
      settings: json(mailing.settings),
      sender: json(mailing.sender),
      currency: mailing.currency,
      label_format: mailing.labelFormat,
      lang: mailing.lang,
      rated: true,
      updated_at: new Date(),
    })
    .where("id", "=", mailing.id)
    .execute();
}

/** Rows a statement carries at most (PostgreSQL takes 65,535 parameters; 17 per recipient). */
const INSERT_CHUNK = 500;

export async function insertRecipients(trx: TExecutor, recipients: readonly TNewRecipient[]): Promise<void> {
  for (let start = 0; start < recipients.length; start += INSERT_CHUNK) {
    const chunk = recipients.slice(start, start + INSERT_CHUNK);
    await trx
      .insertInto("mass_mailing_recipients")
      .values(
        chunk.map((recipient) => ({
          id: recipient.id,
          mass_mailing_id: recipient.massMailingId,
          position: recipient.position,
          contact_id: recipient.contactId,
          address: json(recipient.address),
          parcels: json(recipient.parcels),
          content: recipient.content,
          declared_value_cents: recipient.declaredValueCents,
          billable_grams: recipient.billableGrams,
          offer: recipient.offer === null ? null : json(recipient.offer),
          price_te_cents: recipient.priceTe,
          price_ti_cents: recipient.priceTi,
          error_code: recipient.errorCode,
        })),
      )
      .execute();
  }
}

/** A draft's recipients go, to be written again as rated (same ids and positions). */
export async function deleteRecipients(trx: TExecutor, massMailingId: string): Promise<void> {
  await trx.deleteFrom("mass_mailing_recipients").where("mass_mailing_id", "=", massMailingId).execute();
}

/** The caller's mass mailing, or undefined (another user's reads as absent). */
export async function findOwnedMailing(
  executor: TExecutor,
  id: string,
  userId: number,
): Promise<TMassMailingRow | undefined> {
  const row = await executor
    .selectFrom("mass_mailings")
    .select(MAILING_COLUMNS)
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row ? toMailing(row) : undefined;
}

/** The mass mailing's row locked until the commit: every write of a mass mailing takes it first. */
export async function lockMailing(
  trx: Transaction<Database>,
  id: string,
): Promise<TMassMailingRow | undefined> {
  const row = await trx
    .selectFrom("mass_mailings")
    .select(MAILING_COLUMNS)
    .where("id", "=", id)
    .forUpdate()
    .executeTakeFirst();
  return row ? toMailing(row) : undefined;
}

export async function listRecipients(executor: TExecutor, massMailingId: string): Promise<TRecipientRow[]> {
  const rows = await executor
    .selectFrom("mass_mailing_recipients")
    .select(RECIPIENT_COLUMNS)
    .where("mass_mailing_id", "=", massMailingId)
    .orderBy("position")
    .execute();
  return rows.map(toRecipient);
}

/** Marks a recipient of this mass mailing removed; false when it is not one of its recipients. */
export async function markRemoved(
  trx: TExecutor,
  massMailingId: string,
  recipientId: string,
): Promise<boolean> {
  const result = await trx
    .updateTable("mass_mailing_recipients")
    .set({ removed: true, updated_at: new Date() })
    .where("mass_mailing_id", "=", massMailingId)
    .where("id", "=", recipientId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The kept recipients (an offer, not removed): how many and what they cost. */
export async function totalsOf(
  executor: TExecutor,
  massMailingId: string,
): Promise<{ count: number; priceTe: number; priceTi: number }> {
  const row = await executor
    .selectFrom("mass_mailing_recipients")
    .select([
      sql<string | number>`count(*)`.as("count"),
      sql<string | number>`coalesce(sum(price_te_cents), 0)`.as("te"),
      sql<string | number>`coalesce(sum(price_ti_cents), 0)`.as("ti"),
    ])
    .where("mass_mailing_id", "=", massMailingId)
    .where("removed", "=", false)
    .where("price_ti_cents", "is not", null)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), priceTe: Number(row.te), priceTi: Number(row.ti) };
}

/**
 * Settles the mass mailing (card, credit or deferred) and queues its batch, in the settlement's
 * transaction: the job row's key is the mass mailing, so a second settlement queues nothing more.
 */
export async function markPaidAndQueue(
  trx: TExecutor,
  settled: {
    id: string;
    method: "credit_card" | "credit" | "deferred";
    transactionId: string | null;
    chargedCents: number;
    at: Date;
  },
): Promise<void> {
  await trx
    .updateTable("mass_mailings")
    .set({
      status: "paid",
      payment_method: settled.method,
      transaction_id: settled.transactionId,
      charged_cents: settled.chargedCents,
      paid_at: settled.at,
      updated_at: settled.at,
    })
    .where("id", "=", settled.id)
    .where("status", "=", "draft")
    .execute();
  await trx
    .insertInto("mass_mailing_jobs")
    .values({ mass_mailing_id: settled.id })
    .onConflict((oc) => oc.column("mass_mailing_id").doNothing())
    .execute();
}

/**
 * Claims one open batch for `leaseMs` (SKIP LOCKED: two API processes never take the same one at
 * once); a batch whose lease ran out (its process died) is taken again. Answers its id.
 */
export async function claimJob(db: TExecutor, leaseMs: number): Promise<string | undefined> {
  const row = await db
    .updateTable("mass_mailing_jobs")
    .set((eb) => ({
      lease_until: sql<Date>`now() + ${`${leaseMs} milliseconds`}::interval`,
      attempts: eb("attempts", "+", 1),
    }))
    .where(
      "mass_mailing_id",
      "=",
      db
        .selectFrom("mass_mailing_jobs")
        .select("mass_mailing_id")
        .where("done_at", "is", null)
        .where((eb) => eb.or([eb("lease_until", "is", null), eb("lease_until", "<", sql<Date>`now()`)]))
        .orderBy("created_at")
        .limit(1)
        .forUpdate()
        .skipLocked(),
    )
    .returning("mass_mailing_id")
    .executeTakeFirst();
  return row?.mass_mailing_id;
}

export async function renewLease(db: TExecutor, massMailingId: string, leaseMs: number): Promise<void> {
  await db
    .updateTable("mass_mailing_jobs")
    .set({ lease_until: sql<Date>`now() + ${`${leaseMs} milliseconds`}::interval` })
    .where("mass_mailing_id", "=", massMailingId)
    .execute();
}

/** The batch's status moves from paid to shipping once its job starts. */
export async function markShipping(db: TExecutor, massMailingId: string): Promise<void> {
  await db
    .updateTable("mass_mailings")
    .set({ status: "shipping", updated_at: new Date() })
    .where("id", "=", massMailingId)
    .where("status", "=", "paid")
    .execute();
}

/** Recipients still to ship: kept, priced and waiting, in order. */
export async function listWaiting(db: TExecutor, massMailingId: string): Promise<string[]> {
  const rows = await db
    .selectFrom("mass_mailing_recipients")
    .select("id")
    .where("mass_mailing_id", "=", massMailingId)
    .where("removed", "=", false)
    .where("price_ti_cents", "is not", null)
    .where("status", "=", "waiting")
    .orderBy("position")
    .execute();
  return rows.map((row) => row.id);
}

/** One recipient, its row locked until the commit (its shipment's transaction). */
export async function lockRecipient(
  trx: Transaction<Database>,
  id: string,
): Promise<TRecipientRow | undefined> {
  const row = await trx
    .selectFrom("mass_mailing_recipients")
    .select(RECIPIENT_COLUMNS)
    .where("id", "=", id)
    .forUpdate()
    .executeTakeFirst();
  return row ? toRecipient(row) : undefined;
}

export async function markShipped(trx: TExecutor, id: string, shipmentPublicId: string): Promise<void> {
  await trx
    .updateTable("mass_mailing_recipients")
    .set({ status: "shipped", shipment_public_id: shipmentPublicId, updated_at: new Date() })
    .where("id", "=", id)
    .execute();
}

/** The carrier refused: not shipped; a card refund waits for the provider (`pending`). */
export async function markRefused(
  trx: TExecutor,
  id: string,
  refund: { status: "pending" | "done" | null; reference: string | null },
): Promise<void> {
  await trx
    .updateTable("mass_mailing_recipients")
    .set({
      status: "refused",
      refund_status: refund.status,
      refund_reference: refund.reference,
      updated_at: new Date(),
    })
    .where("id", "=", id)
    .execute();
}

export async function addRefunded(trx: TExecutor, massMailingId: string, cents: number): Promise<void> {
  await trx
    .updateTable("mass_mailings")
    .set((eb) => ({ refunded_cents: eb("refunded_cents", "+", cents), updated_at: new Date() }))
    .where("id", "=", massMailingId)
    .execute();
}

/** Refused recipients whose card refund the provider has not confirmed yet. */
export async function listPendingRefunds(db: TExecutor, massMailingId: string): Promise<TRecipientRow[]> {
  const rows = await db
    .selectFrom("mass_mailing_recipients")
    .select(RECIPIENT_COLUMNS)
    .where("mass_mailing_id", "=", massMailingId)
    .where("refund_status", "=", "pending")
    .orderBy("position")
    .execute();
  return rows.map(toRecipient);
}

/** Records a confirmed card refund once (a pending one only) and adds it to the mass mailing's. */
export async function markRefundDone(
  trx: TExecutor,
  recipient: Pick<TRecipientRow, "id" | "massMailingId" | "priceTi">,
  reference: string,
): Promise<void> {
  const result = await trx
    .updateTable("mass_mailing_recipients")
    .set({ refund_status: "done", refund_reference: reference, updated_at: new Date() })
    .where("id", "=", recipient.id)
    .where("refund_status", "=", "pending")
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) > 0)
    await addRefunded(trx, recipient.massMailingId, recipient.priceTi ?? 0);
}

/** The batch is over: its job done and the mass mailing done; false when it already was. */
export async function finishBatch(trx: TExecutor, massMailingId: string, at: Date): Promise<boolean> {
  const result = await trx
    .updateTable("mass_mailing_jobs")
    .set({ done_at: at, lease_until: null })
    .where("mass_mailing_id", "=", massMailingId)
    .where("done_at", "is", null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return false;
  await trx
    .updateTable("mass_mailings")
    .set({ status: "done", finished_at: at, updated_at: at })
    .where("id", "=", massMailingId)
    .execute();
  return true;
}

/**
 * The rows the order flow keeps for one order, written for a recipient in its shipment's
 * transaction: a rating (holding the one offer chosen), the order with its chosen offer,
 * its shipping info and its settlement. Their key is the recipient's id: a second attempt
 * collides instead of making a second order.
 */
export async function insertRecipientOrder(
  trx: TExecutor,
  order: {
    shipmentId: string;
    orderId: string;
    sessionId: string;
    userId: number;
    customerType: "private" | "pro";
    rated: TRatedShipment;
    offer: TOffer;
    info: {
      ship_from: unknown;
      ship_to: unknown;
      reason: string;
      content: string;
      declared_value_cents: number | null;
      currency: "EUR" | "USD";
      insurance: boolean;
      shipping_method: "pickup" | "dropoff";
      shipment_date: string;
      ready_time: string | null;
      close_time: string | null;
      label_format: "PDF" | "ZPL";
    };
    settlement: {
      method: "credit_card" | "credit" | "deferred";
      totalCents: number;
      transactionId: string | null;
    };
  },
): Promise<void> {
  await trx
    .insertInto("ratings")
    .values({
      shipment_id: order.shipmentId,
      order_id: order.orderId,
      session_id: order.sessionId,
      user_id: order.userId,
      customer_type: order.customerType,
      shipment: json(order.rated),
      // The rating as the mass mailing made it: the one offer it chose.
      offers: json([order.offer]),
      offer_set: null,
    })
    .execute();
  await trx
    .insertInto("orders")
    .values({
      shipment_id: order.shipmentId,
      order_id: order.orderId,
      session_id: order.sessionId,
      user_id: order.userId,
      status: "shipping_info",
      offer_id: order.offer.offer_id,
      offer: json(order.offer),
      rated_date: order.rated.shipment_date,
      replaced_offer_id: null,
      origin: "mass-mailing",
    })
    .execute();
  await trx
    .insertInto("order_shipping_info")
    .values({
      shipment_id: order.shipmentId,
      ...order.info,
      ship_from: json(order.info.ship_from),
      ship_to: json(order.info.ship_to),
      insurance_price_cents: 0,
      hazardous: true,
      terms: true,
      voucher_code: null,
      dropoff_to: null,
    })
    .execute();
  const { method, totalCents, transactionId } = order.settlement;
  await trx
    .insertInto("order_payments")
    .values({
      shipment_id: order.shipmentId,
      user_id: order.userId,
      method,
      currency: order.offer.currency,
      total_cents: totalCents,
      card_cents: method === "credit_card" ? totalCents : 0,
      credit_cents: method === "credit" ? totalCents : 0,
      transaction_id: transactionId,
    })
    .execute();
}

/** The shipments of a mass mailing's shipped recipients, in the recipients' order. */
export async function listShippedShipments(db: TExecutor, massMailingId: string) {
  return db
    .selectFrom("mass_mailing_recipients as r")
    .innerJoin("shipments", "shipments.shipment_id", "r.id")
    .selectAll("shipments")
    .where("r.mass_mailing_id", "=", massMailingId)
    .where("r.status", "=", "shipped")
    .orderBy("r.position")
    .execute();
}

/** The tracking numbers of the shipped recipients, by recipient id. */
export async function trackingByRecipient(
  db: TExecutor,
  massMailingId: string,
): Promise<Map<string, string[]>> {
  const rows = await db
    .selectFrom("mass_mailing_recipients as r")
    .innerJoin("shipments", "shipments.shipment_id", "r.id")
    .select(["r.id", "shipments.tracking_numbers"])
    .where("r.mass_mailing_id", "=", massMailingId)
    .execute();
  return new Map(rows.map((row) => [row.id, row.tracking_numbers as string[]]));
}

/** The caller's contacts among `ids` (any other id is absent), with their country's code. */
export async function findOwnedContacts(db: TExecutor, userId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom("contacts")
    .innerJoin("countries", "countries.id", "contacts.country_id")
    .select([
      "contacts.id",
      "contacts.company",
      "contacts.lastname",
      "contacts.phone",
      "contacts.email",
      "contacts.address1",
      "contacts.address2",
      "contacts.address3",
      "contacts.postcode",
      "contacts.city",
      "contacts.pro",
      "countries.code as country_code",
    ])
    .where("contacts.user_id", "=", userId)
    .where("contacts.id", "in", ids)
    .execute();
}

/** The account's own address and e-mail (the default sender), if it has one. */
export async function findAccountAddress(db: TExecutor, userId: number) {
  return db
    .selectFrom("user_addresses as a")
    .innerJoin("users", "users.id", "a.user_id")
    .innerJoin("countries", "countries.id", "a.country_id")
    .select([
      "a.company",
      "a.lastname",
      "a.phone",
      "a.address1",
      "a.address2",
      "a.address3",
      "a.postcode",
      "a.city",
      "countries.code as country_code",
      "users.email",
      "users.pro",
    ])
    .where("a.user_id", "=", userId)
    .where("a.kind", "=", "account")
    .executeTakeFirst();
}

/** The user's e-mail and whether the account is professional. */
export async function findUser(db: TExecutor, userId: number) {
  return db.selectFrom("users").select(["email", "pro"]).where("id", "=", userId).executeTakeFirst();
}

/** A mass mailing by id, whoever owns it (the batch job's read). */
export async function findMailing(executor: TExecutor, id: string): Promise<TMassMailingRow | undefined> {
  const row = await executor
    .selectFrom("mass_mailings")
    .select(MAILING_COLUMNS)
    .where("id", "=", id)
    .executeTakeFirst();
  return row ? toMailing(row) : undefined;
}
