import type { TContactValues, TErrorCode } from "@ship/contracts";
import { checkContact, contactDuplicateKey } from "@ship/domain";
import type { TExecutor } from "../../../db/unit-of-work.ts";
import type { TFieldError } from "../../../http/zod-issues.ts";
import { readContactCountry, type TContactWrite } from "../contact-repository.ts";

export type TCheckedContact = { ok: true; contact: TContactWrite } | { ok: false; errors: TFieldError[] };

/**
 * The spec §5 contact rules that need the country (domain's checkContact, which the form runs
 * too) on input the contract has already checked; without issues, the row to write, its postcode
 * and state written as the checks read them and its duplicate key (name, postcode, first line).
 */
export async function checkContactInput(
  executor: TExecutor,
  input: TContactValues,
): Promise<TCheckedContact> {
  const country = await readContactCountry(executor, input.country_id);
  const issues = checkContact(input, country);
  if (issues.length > 0 || !country) {
    return {
      ok: false,
      errors: issues.map(({ code, path, params }) => ({
        code: code as TErrorCode,
        field: path.join("."),
        ...(params ? { params } : {}),
      })),
    };
  }
  const postcode = input.postcode.toUpperCase();
  const state = country.states ? input.state.toUpperCase() : input.state;
  return {
    ok: true,
    contact: {
      ...input,
      postcode,
      state,
      duplicate_key: contactDuplicateKey({ ...input, postcode }),
    },
  };
}
