import { formatMassIssue, type TApiError } from "@ship/contracts";
import { isLang, type TLang, type TMassMailingIssue } from "@ship/domain";
import { issueTarget } from "./mass-settings.ts";

/** The messages shown under the settings' fields. */
export type TSettingsErrors = Partial<Record<NonNullable<ReturnType<typeof issueTarget>>, string>>;

/** Problems split between the settings' fields and the red box (the recipients' rows, spec §8). */
export type TPlacedErrors = { fields: TSettingsErrors; general: string[] };

function place(items: { field: string | null; message: string; row: number | null }[]): TPlacedErrors {
  const fields: TSettingsErrors = {};
  const general: string[] = [];
  for (const item of items) {
    const target = item.row === null && item.field ? issueTarget(item.field) : null;
    if (target) fields[target] ??= item.message;
    else general.push(item.message);
  }
  return { fields, general: [...new Set(general)] };
}

/** The form's own check (domain checkMassMailing): each row's problem names its row. */
export function placeIssues(issues: readonly TMassMailingIssue[], lang: string): TPlacedErrors {
  const language: TLang = isLang(lang) ? lang : "en";
  return place(
    issues.map((issue) => ({
      field: issue.field,
      row: issue.row,
      message: formatMassIssue(language, issue),
    })),
  );
}

/** The API's 400 envelope: `shipment.<field>` on the settings, `recipients.<row>.<field>` in the box. */
export function placeApiErrors(errors: readonly TApiError[]): TPlacedErrors {
  return place(
    errors.map((error) => ({
      field: error.field ?? null,
      row: error.field?.startsWith("recipients.") ? Number(error.field.split(".")[1]) : null,
      message: error.message,
    })),
  );
}
