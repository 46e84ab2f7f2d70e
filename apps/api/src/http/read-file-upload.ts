import type { MultipartFile, MultipartValue } from "@fastify/multipart";
import type { TErrorCode } from "@ship/contracts";
import type { FastifyRequest } from "fastify";
import { AppError } from "../errors/app-error.ts";

/** The multipart plugin's refusals that mean "larger than the limit". */
const TOO_LARGE = new Set(["FST_REQ_FILE_TOO_LARGE"]);
/** Its refusals of a request that is not one file and a few short fields. */
const MALFORMED = new Set([
  "FST_INVALID_MULTIPART_CONTENT_TYPE",
  "FST_FILES_LIMIT",
  "FST_FIELDS_LIMIT",
  "FST_PARTS_LIMIT",
  "FST_PROTO_VIOLATION",
]);

export type TFileUpload = {
  uid: string | undefined;
  file: Buffer | undefined;
  /** The form's other named text fields (`fields.extra`), as sent. */
  values: Record<string, string>;
};

/** The spec's upload forms (§7: file, uid): field names and the errors of the route's file field. */
export type TFileUploadForm = {
  fields: { file: string; uid: string; extra?: readonly string[] };
  errors: { required: TErrorCode; tooLarge: TErrorCode };
};

/**
 * Reads a multipart upload of one file and a `uid` (spec §7 sepa-upload, my-contact/upload/data)
 * into memory, within the limits of the scope's multipart plugin. The file's name and declared
 * type are ignored: the use case judges its bytes. Every refusal is a translated 400 on `file`.
 */
export async function readFileUpload(request: FastifyRequest, form: TFileUploadForm): Promise<TFileUpload> {
  const upload: TFileUpload = { uid: undefined, file: undefined, values: {} };
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") await readFilePart(part, form, upload);
      else readField(part, form, upload);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code ?? "";
    if (TOO_LARGE.has(code)) throw new AppError(form.errors.tooLarge, 400, { field: "file" });
    if (MALFORMED.has(code)) throw new AppError(form.errors.required, 400, { field: "file" });
    throw error;
  }
  return upload;
}

async function readFilePart(part: MultipartFile, form: TFileUploadForm, upload: TFileUpload) {
  if (part.fieldname !== form.fields.file) {
    // An unknown file field is drained, not kept: the request must still be read to its end.
    part.file.resume();
    return;
  }
  upload.file = await part.toBuffer();
}

function readField(part: MultipartValue, form: TFileUploadForm, upload: TFileUpload) {
  if (typeof part.value !== "string") return;
  if (part.fieldname === form.fields.uid) upload.uid = part.value;
  else if (form.fields.extra?.includes(part.fieldname)) upload.values[part.fieldname] = part.value;
}

/** Spec §7 uid: the caller's own id, else 404 (no hint that another user exists). */
export function requireOwnUid(uid: string | undefined, userId: number) {
  if (uid === undefined || uid.trim() === "")
    throw new AppError("validation.required", 400, { field: "uid" });
  if (!/^\d{1,12}$/.test(uid.trim()) || Number(uid) !== userId) throw new AppError("not_found", 404);
}
