import type { TContactMessage } from "@ship/contracts";
import { CONTACT_SUBJECTS, type TContactSubject, type TLang } from "@ship/domain";
import type { TTransaction } from "../../../db/unit-of-work.ts";
import type { TContactUsDeps } from "../contact-us-deps.ts";
import { findContactMessage, listContactMessages, setContactMessageRead } from "../contact-us-repository.ts";

export type TContactInboxQuery = {
  brandId: string;
  page: number;
  rows: number;
  kind?: "contact" | "discount" | "quote";
};

const isSubject = (value: string | null): value is TContactSubject =>
  value !== null && (CONTACT_SUBJECTS as readonly string[]).includes(value);

type TRow = Awaited<ReturnType<typeof listContactMessages>>["rows"][number];

function toMessage(row: TRow): TContactMessage {
  return {
    id: row.id,
    brand_id: row.brand_id,
    kind: row.kind,
    lang: row.lang as TLang,
    user_id: row.user_id,
    company: row.company,
    lastname: row.lastname,
    phone: row.phone,
    email: row.email,
    address1: row.address1,
    address2: row.address2,
    country_code: row.country_code,
    postcode: row.postcode,
    city: row.city,
    subject: isSubject(row.subject) ? row.subject : null,
    percent: row.percent,
    monthly_shipments: row.monthly_shipments,
    parcels: row.parcels,
    weight_kg: row.weight_grams === null ? null : row.weight_grams / 1000,
    from_country_code: row.from_country_code,
    to_country_code: row.to_country_code,
    message: row.message,
    created_at: row.created_at.toISOString(),
    read_at: row.read_at?.toISOString() ?? null,
    read_by: row.reader_email,
  };
}

/**
 * The operators' inbox (issue 18; the console's screen calls it): one page of a brand's messages,
 * newest first, and their total. Brand and page come from the operator's screen; the caller checks
 * the operator's role.
 */
export function createListContactMessages(deps: Pick<TContactUsDeps, "db">) {
  return async function listMessages(
    query: TContactInboxQuery,
  ): Promise<{ rows: TContactMessage[]; total: number; unread: number }> {
    const rows = Math.min(Math.max(1, Math.trunc(query.rows)), 100);
    const page = Math.max(1, Math.trunc(query.page));
    const found = await listContactMessages(deps.db, {
      brandId: query.brandId,
      kind: query.kind,
      offset: (page - 1) * rows,
      limit: rows,
    });
    return {
      total: found.total,
      unread: found.unread,
      rows: found.rows.map(toMessage),
    };
  };
}

/** One message of the brand for the console's inbox; another brand's is not found. */
export function createReadContactMessage(deps: Pick<TContactUsDeps, "db">) {
  return async function readMessage(query: { brandId: string; id: number }): Promise<TContactMessage | null> {
    const row = await findContactMessage(deps.db, query);
    return row ? toMessage(row) : null;
  };
}

/**
 * Marks a message read (an operator opened it) or unread (decision 059), for the whole team.
 * `onChanged` runs in the change's transaction (the console's audit row), only when the state
 * changed: opening a message already read records nothing. Null when the brand has no such message.
 */
export function createSetMessageRead(deps: Pick<TContactUsDeps, "db" | "unitOfWork" | "now">) {
  return async function setMessageRead(
    change: { brandId: string; id: number; read: boolean; operatorId: number | null },
    onChanged?: (trx: TTransaction) => Promise<void>,
  ): Promise<TContactMessage | null> {
    const found = await deps.unitOfWork.transaction(async (trx) => {
      const result = await setContactMessageRead(trx, { ...change, now: deps.now() });
      if (result.changed && onChanged) await onChanged(trx);
      return result.found;
    });
    if (!found) return null;
    const row = await findContactMessage(deps.db, change);
    return row ? toMessage(row) : null;
  };
}
