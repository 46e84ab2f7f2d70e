import { ERROR_CODES, type TErrorCode } from "@ship/contracts";

export type TFieldError = { code: TErrorCode; field?: string; params?: Record<string, string | number> };

type TIssueLike = {
  keyword: string;
  instancePath: string;
  message?: string;
  params?: Record<string, unknown>;
};

const isErrorCode = (value: unknown): value is TErrorCode =>
  typeof value === "string" && (ERROR_CODES as readonly string[]).includes(value);

/** Turns the validator's issues (zod, via fastify-type-provider-zod) into stable field errors. */
export function toFieldErrors(issues: TIssueLike[]): TFieldError[] {
  return issues.flatMap((issue): TFieldError[] => {
    const field = issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || undefined;
    const params = issue.params ?? {};
    const at = (code: TErrorCode, extra?: Record<string, string | number>): TFieldError => ({
      code,
      ...(field ? { field } : {}),
      ...(extra ? { params: extra } : {}),
    });
    switch (issue.keyword) {
      case "unrecognized_keys": {
        const keys = Array.isArray(params.keys) ? (params.keys as string[]) : [];
        return keys.map((key) => ({
          code: "validation.unknown_field",
          field: field ? `${field}.${key}` : key,
        }));
      }
      case "invalid_type":
        return [
          at(
            /received undefined/.test(issue.message ?? "")
              ? "validation.required"
              : "validation.invalid_type",
          ),
        ];
      case "too_small": {
        const min = Number(params.minimum);
        if (params.origin === "string")
          return [at(min <= 1 ? "validation.required" : "validation.too_short", { min })];
        return [at("validation.too_small", { min })];
      }
      case "too_big": {
        const max = Number(params.maximum);
        return [at(params.origin === "string" ? "validation.too_long" : "validation.too_big", { max })];
      }
      case "invalid_format":
        return [at(params.format === "email" ? "validation.invalid_email" : "validation.invalid_value")];
      case "custom":
        return [at(isErrorCode(issue.message) ? issue.message : "validation.invalid_value")];
      default:
        return [at("validation.invalid_value")];
    }
  });
}
