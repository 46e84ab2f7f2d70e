import {
  formatErrorMessage,
  type TErrorCode,
  type TMassUploadResponse,
  type TMassUploadRow,
  ZMassMailingSettings,
} from "@ship/contracts";
import {
  effectiveParcelOf,
  MASS_MAILING_LIMITS,
  massBillableGrams,
  parseMassParcel,
  type TLang,
  type TMassParcelInput,
  type TMassRecipientInput,
} from "@ship/domain";
import { AppError } from "../../../errors/app-error.ts";
import { createRandomId } from "../../../lib/random-id.ts";
import { checkRow } from "../../contact-import/check-import-rows.ts";
import type { TResolveCountry } from "../../contact-import/country-resolver.ts";
import { readContactFile } from "../../contact-import/read-contact-file.ts";
import type { TSession } from "../../session/session-service.ts";
import { massColumnsOf, type TMassColumn } from "../mass-columns.ts";
import { insertMailing, insertRecipients, type TNewRecipient } from "../mass-mailing-repository.ts";
import { massAddressOf } from "../mass-mailing-types.ts";
import { checkMassInput, storedSettingsOf, valueCentsOf } from "../prepare-mass-mailing.ts";
import type { TMassMailingDeps } from "./mass-mailing-deps.ts";
import { requireUser, resolveSender } from "./mass-mailing-owner.ts";

type TDeps = Pick<TMassMailingDeps, "db" | "unitOfWork" | "rating"> & {
  /** The countries and states, read once (the contacts import's resolver). */
  countries: () => Promise<TResolveCountry>;
};

type TRowError = TMassUploadRow["errors"][number];

/** The shared settings sent as JSON text in the multipart field `shipment`. */
function parseSettings(text: string | undefined) {
  let value: unknown;
  try {
    value = JSON.parse(text ?? "");
  } catch {
    throw new AppError("mass_mailing.settings_invalid", 400, { field: "shipment" });
  }
  const parsed = ZMassMailingSettings.safeParse(value);
  if (!parsed.success) throw new AppError("mass_mailing.settings_invalid", 400, { field: "shipment" });
  return parsed.data;
}

const rowMessage = (lang: TLang, row: number, code: string, params: Record<string, string | number> = {}) =>
  formatErrorMessage(lang, "mass_mailing.row", {
    row,
    text: formatErrorMessage(lang, code as TErrorCode, params),
  });

/**
 * Spec §7 multipart POST /mass-mailing/upload (file, uid, shipment): the recipients file read by
 * the contacts import's readers (by its bytes, within its limits), each row checked as a contact
 * and by spec §5's rules under its row. Every row valid: a new draft mass mailing with those
 * recipients, to rate (its id is `order`). Any bad row: the rows and their errors, nothing saved.
 */
export function createUploadMassMailing(deps: TDeps) {
  return async function uploadMassMailing(
    upload: { bytes: Buffer; shipment: string | undefined },
    session: TSession | undefined,
    lang: TLang,
  ): Promise<TMassUploadResponse> {
    const user = requireUser(session);
    const settings = parseSettings(upload.shipment);
    const file = await readContactFile(upload.bytes);
    const columns = massColumnsOf(file.headers);
    if (columns.weight === undefined)
      throw new AppError("mass_mailing.weight_column_missing", 400, { field: "file" });
    if (file.rows.length > MASS_MAILING_LIMITS.recipients) {
      throw new AppError("mass_mailing.too_many_recipients", 400, {
        field: "file",
        params: { max: MASS_MAILING_LIMITS.recipients },
      });
    }
    const resolveCountry = await deps.countries();
    const cell = (cells: readonly string[], column: TMassColumn) => {
      const index = columns[column];
      return index === undefined ? undefined : (cells[index] ?? "").trim();
    };
    const countryColumn = file.mapping.indexOf("country");
    const rows = file.rows.map(([row, cells]) => {
      const { issues, contact } = checkRow(cells, file.mapping, resolveCountry);
      const countryCode = contact ? (resolveCountry(cells[countryColumn] ?? "")?.code ?? "") : "";
      const own: TMassParcelInput = {
        number: cell(cells, "number"),
        weight: cell(cells, "weight"),
        x: cell(cells, "x"),
        y: cell(cells, "y"),
        z: cell(cells, "z"),
      };
      const content = cell(cells, "content") || undefined;
      const value = cell(cells, "value") || undefined;
      const errors: TRowError[] = issues.map((issue) => ({
        field: issue.field,
        code: issue.code,
        message: rowMessage(lang, row, issue.code, issue.params),
      }));
      const rule: TMassRecipientInput = {
        row,
        parcel: own,
        ...(content ? { content } : {}),
        ...(value ? { value } : {}),
      };
      return { row, cells, contact, countryCode, own, content, value, errors, rule };
    });
    const today = deps.rating.today();
    const check = checkMassInput(
      settings,
      rows.map((row) => row.rule),
      today,
    );
    // The shared settings are the page's form: their problems are field errors, as on POST /mass-mailing/rate.
    if (check.fieldErrors.length > 0 || check.issues.some((issue) => issue.row === null)) {
      throw new AppError("mass_mailing.settings_invalid", 400, { field: "shipment" });
    }
    const byRow = new Map(rows.map((row) => [row.row, row]));
    for (const issue of check.issues) {
      byRow.get(issue.row ?? 0)?.errors.push({
        field: issue.field,
        code: issue.code,
        message: rowMessage(lang, issue.row ?? 0, issue.code, issue.params),
      });
    }
    const shipments: TMassUploadRow[] = rows.map((row) => ({
      row: row.row,
      name: row.contact?.lastname ?? "",
      company: row.contact?.company ?? "",
      postcode: row.contact?.postcode ?? "",
      city: row.contact?.city ?? "",
      country_code: row.countryCode,
      weight: row.own.weight ? String(row.own.weight) : "",
      errors: row.errors,
    }));
    const invalid = shipments.filter((row) => row.errors.length > 0).length;
    const counts = { rows: shipments.length, valid: shipments.length - invalid, invalid };
    if (invalid > 0) return { success: false, order: null, shipments, counts };

    const stored = storedSettingsOf(settings, today);
    const sender = await resolveSender(deps, user.id, settings.sender);
    const order = createRandomId();
    const recipients: TNewRecipient[] = rows.map((row, index) => {
      const contact = row.contact;
      if (!contact) throw new Error(`row ${row.row} is valid without a contact`);
      const parcels = [parseMassParcel(effectiveParcelOf(settings.parcels[0] ?? {}, row.own))];
      const address = massAddressOf({ ...contact, name: contact.lastname, country_code: row.countryCode });
      return {
        id: createRandomId(),
        massMailingId: order,
        position: index + 1,
        contactId: null,
        address,
        parcels,
        content: row.content ?? stored.content,
        declaredValueCents: row.value ? valueCentsOf(row.value) : stored.declared_value_cents,
        billableGrams: massBillableGrams(parcels, stored.unit),
        offer: null,
        priceTe: null,
        priceTi: null,
        errorCode: null,
      };
    });
    await deps.unitOfWork.transaction(async (trx) => {
      await insertMailing(trx, {
        id: order,
        userId: user.id,
        sessionId: user.sessionId,
        settings: stored,
        sender,
        currency: stored.currency,
        labelFormat: user.labelFormat,
        lang,
        rated: false,
      });
      await insertRecipients(trx, recipients);
    });
    return { success: true, order, shipments, counts };
  };
}
