import i18next from "i18next";

type TIssue = { code?: string; minimum?: unknown; maximum?: unknown; origin?: unknown; format?: unknown };

/**
 * A zod error map that answers with the API's own translated messages (errors namespace),
 * so a form field shows the same text the server would send for the same rule.
 */
export function translateIssue(issue: TIssue): string {
  const t = (key: string, params?: Record<string, unknown>) => i18next.t(`errors:${key}`, params);
  switch (issue.code) {
    case "too_small":
      return issue.origin === "string" && Number(issue.minimum) <= 1
        ? t("validation.required")
        : t(issue.origin === "string" ? "validation.too_short" : "validation.too_small", {
            min: issue.minimum,
          });
    case "too_big":
      return t(issue.origin === "string" ? "validation.too_long" : "validation.too_big", {
        max: issue.maximum,
      });
    case "invalid_type":
      return t("validation.required");
    case "invalid_format":
      return issue.format === "email" ? t("validation.invalid_email") : t("validation.invalid_value");
    default:
      return t("validation.invalid_value");
  }
}
