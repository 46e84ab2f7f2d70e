import { z } from "zod";

/**
 * The caller's SEPA mandate (spec §3 Bank, decision 033): its reference once it exists (made when
 * the bank details are saved, or when the mandate is first asked for) and the signed PDF uploaded
 * back, if any. Shared by the status read and the upload's answer.
 */
export const ZSepaMandateStatus = z.object({
  /** False until the bank details are saved: no mandate can be printed without them. */
  bank_saved: z.boolean(),
  mandate_reference: z.string().nullable(),
  /** The mandate's date, YYYY-MM-DD (printed on it). */
  mandate_date: z.string().nullable(),
  signed: z
    .object({
      /** ISO 8601. */
      uploaded_at: z.string(),
      /** Bytes. */
      size: z.number().int(),
    })
    .nullable(),
});
export type TSepaMandateStatus = z.infer<typeof ZSepaMandateStatus>;

export const ZSepaMandateStatusResponse = z.object({
  success: z.literal(true),
  data: ZSepaMandateStatus,
});

/** The multipart fields of POST /settings/sepa-upload (spec §7: file, uid). */
export const SEPA_UPLOAD_FIELDS = { file: "file", uid: "uid" } as const;
