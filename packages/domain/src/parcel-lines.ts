import {
  PARCEL_FIELDS,
  parseParcel,
  type TParcel,
  type TParcelErrorKey,
  type TParcelField,
  type TParcelInput,
  validateParcel,
} from "./parcel.ts";
import type { TUnitSystem } from "./units.ts";

/** One invalid field of a parcel line, named by its place in the form: parcels.<index>.<field>. */
export type TParcelLineIssue = {
  code: TParcelErrorKey;
  path: ["parcels", number, TParcelField];
  params?: { max: number };
};

/**
 * Spec §5 parcel rules on every line of a form (home form, POST /rate, POST /document_allowed): the
 * issues, line by line and field by field, and the lines that parse.
 */
export function checkParcelLines(
  lines: readonly TParcelInput[],
  unit: TUnitSystem,
): { issues: TParcelLineIssue[]; parcels: TParcel[] } {
  const issues: TParcelLineIssue[] = [];
  const parcels: TParcel[] = [];
  lines.forEach((line, index) => {
    const lineErrors = validateParcel(line, unit);
    for (const field of PARCEL_FIELDS) {
      const error = lineErrors[field];
      if (error) {
        issues.push({
          code: error.key,
          path: ["parcels", index, field],
          ...(error.params ? { params: error.params } : {}),
        });
      }
    }
    const parcel = parseParcel(line, unit);
    if (parcel) parcels.push(parcel);
  });
  return { issues, parcels };
}
