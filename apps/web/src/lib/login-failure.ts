import type { TApiError } from "@ship/contracts";
import type { TFunction } from "i18next";
import { ApiError } from "./api-client.ts";

export type TLoginFailure =
  | { kind: "fields"; errors: { field: "login" | "password"; message: string }[] }
  | { kind: "modal"; message: string };

const FIELDS = new Set(["login", "password"]);

/**
 * What a failed login shows (spec §8): wrong credentials and throttling open the failed-login
 * modal with the server's translated message (the catalog's if it sent none); bad input marks
 * the fields; anything else is a generic error in the same modal.
 */
export function describeLoginFailure(error: unknown, t: TFunction): TLoginFailure {
  if (!(error instanceof ApiError)) return { kind: "modal", message: t("errors:internal") };
  const first: TApiError | undefined = error.errors[0];
  if (error.status === 401) {
    return { kind: "modal", message: first?.message || t("errors:auth.incorrect_login") };
  }
  if (error.status === 429) {
    const seconds = first?.params?.seconds ?? "";
    return {
      kind: "modal",
      message: first?.message || error.message || t("errors:auth.too_many_attempts", { seconds }),
    };
  }
  if (error.status === 400) {
    const errors = error.errors
      .filter((item): item is TApiError & { field: "login" | "password" } => FIELDS.has(item.field ?? ""))
      .map((item) => ({ field: item.field, message: item.message }));
    if (errors.length > 0) return { kind: "fields", errors };
  }
  return { kind: "modal", message: first?.message || t("errors:internal") };
}
