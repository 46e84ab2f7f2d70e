import { formatErrorMessage, type TApiError, type TErrorCode } from "@ship/contracts";
import type { FastifyReply } from "fastify";
import type { z } from "zod";

/** The same failure envelope as the API's (spec §7: success, errors, message), in English. */
export function fail(
  reply: FastifyReply,
  status: number,
  code: TErrorCode,
  errors: TApiError[] = [],
  params?: Record<string, string | number>,
) {
  const message = formatErrorMessage("en", code, params);
  return reply
    .code(status)
    .send({ success: false, errors: errors.length > 0 ? errors : [{ code, message }], message });
}

const ISSUE_CODES: Record<string, TErrorCode> = {
  too_big: "validation.too_big",
  too_small: "validation.too_small",
  unrecognized_keys: "validation.unknown_field",
  invalid_format: "validation.invalid_value",
};

/** The value checked by the schema, or undefined after answering 400 with one error per field. */
export function parseOrFail<T extends z.ZodType>(
  reply: FastifyReply,
  schema: T,
  value: unknown,
): z.output<T> | undefined {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const errors = parsed.error.issues.slice(0, 50).map((issue): TApiError => {
    const missing = issue.code === "invalid_type" && issue.input === undefined;
    const code = missing ? "validation.required" : (ISSUE_CODES[issue.code] ?? "validation.invalid_value");
    const keys = issue.code === "unrecognized_keys" ? issue.keys : [];
    const field = [...issue.path, ...keys.slice(0, 1)].map(String).join(".");
    return { code, ...(field ? { field } : {}), message: missing ? "Required" : issue.message };
  });
  fail(reply, 400, "validation.failed", errors);
  return undefined;
}

/** The bearer token of an Authorization header. */
export function bearerOf(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? "");
  return match?.[1];
}
