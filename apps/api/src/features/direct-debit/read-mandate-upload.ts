import type { MultipartFile, MultipartValue } from "@fastify/multipart";
import { SEPA_UPLOAD_FIELDS } from "@ship/contracts";
import type { FastifyRequest } from "fastify";
import { AppError } from "../../errors/app-error.ts";

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

export type TMandateUpload = { uid: string | undefined; file: Buffer | undefined };

/**
 * Reads POST /settings/sepa-upload's multipart body (spec §7: file, uid) into memory, within the
 * plugin's limits (one file of at most 1 MB, a few short fields). The file's name and declared
 * type are ignored: the use case judges its bytes. Every refusal is a translated 400 field error.
 */
export async function readMandateUpload(request: FastifyRequest): Promise<TMandateUpload> {
  const upload: TMandateUpload = { uid: undefined, file: undefined };
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") await readFilePart(part, upload);
      else readField(part, upload);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code ?? "";
    if (TOO_LARGE.has(code)) throw new AppError("sepa.file_too_large", 400, { field: "file" });
    if (MALFORMED.has(code)) throw new AppError("sepa.file_required", 400, { field: "file" });
    throw error;
  }
  return upload;
}

async function readFilePart(part: MultipartFile, upload: TMandateUpload) {
  if (part.fieldname !== SEPA_UPLOAD_FIELDS.file) {
    // An unknown file field is drained, not kept: the request must still be read to its end.
    part.file.resume();
    return;
  }
  upload.file = await part.toBuffer();
}

function readField(part: MultipartValue, upload: TMandateUpload) {
  if (part.fieldname === SEPA_UPLOAD_FIELDS.uid && typeof part.value === "string") upload.uid = part.value;
}
