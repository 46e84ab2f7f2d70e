import { LANGS } from "@ship/domain";
import { z } from "zod";
import { fileResponse } from "./endpoint.ts";

/**
 * What the exports of my account share (spec §2 my account 'with exports', §7 Downloads
 * GET /export_shipment/{token}, /export_invoice/{token}, /export_payment/{token}): a spreadsheet
 * (xlsx, the default) or a CSV file, streamed as an attachment, in the caller's language.
 */
export const EXPORT_FORMATS = ["xlsx", "csv"] as const;
export type TExportFormat = (typeof EXPORT_FORMATS)[number];

export const EXPORT_MEDIA_TYPES: Record<TExportFormat, string> = {
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  csv: "text/csv; charset=utf-8",
};

/**
 * The spec's `{token}`: the caller's own session token (decision 032). Any other string answers
 * 404, never a field error, so that the path's form tells nothing either.
 */
export const ZExportParams = z.strictObject({ token: z.string().max(128) });

/** format and lang, for every export; a list's own filters are added by its descriptor. */
export const exportQueryFields = {
  format: z.enum(EXPORT_FORMATS).default("xlsx"),
  lang: z.enum(LANGS).optional(),
  /** A sub-account of the caller (decision 012): only its rows; absent, the caller's and all its sub-accounts'. */
  user_id: z.coerce.number().int().positive().optional(),
};

export const exportFileResponse = fileResponse(Object.values(EXPORT_MEDIA_TYPES));
