import type { TErrorCode } from "@ship/contracts";

type TAppErrorOptions = {
  field?: string;
  params?: Record<string, string | number>;
  headers?: Record<string, string>;
  /** What caused it, for the logs (a carrier's CarrierCallError with its raw detail). */
  cause?: unknown;
};

/** The one error type of the API: a stable code, an HTTP status and what the message needs. */
export class AppError extends Error {
  readonly code: TErrorCode;
  readonly status: number;
  readonly field: string | undefined;
  readonly params: Record<string, string | number>;
  readonly headers: Record<string, string>;

  constructor(code: TErrorCode, status: number, options: TAppErrorOptions = {}) {
    super(code, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = "AppError";
    this.code = code;
    this.status = status;
    this.field = options.field;
    this.params = options.params ?? {};
    this.headers = options.headers ?? {};
  }
}
