import { z } from "zod";
import { ERROR_CODES } from "./error-codes.ts";

/** One error of the spec's envelope: a stable code, the field it concerns, a translated message. */
export const ZApiError = z.object({
  code: z.enum(ERROR_CODES),
  field: z.string().optional(),
  message: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type TApiError = z.infer<typeof ZApiError>;

/** The spec's failure envelope (§7): success false, an error list and a summary message. */
export const ZErrorResponse = z.object({
  success: z.literal(false),
  errors: z.array(ZApiError),
  message: z.string(),
});
export type TErrorResponse = z.infer<typeof ZErrorResponse>;

/** A success envelope carrying extra fields (user, rows, data, ...). */
export function successEnvelope<T extends z.ZodRawShape>(shape: T) {
  return z.object({ success: z.literal(true), message: z.string().optional(), ...shape });
}
