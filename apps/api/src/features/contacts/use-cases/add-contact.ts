import type { TContact, TContactValues, TSessionUser } from "@ship/contracts";
import type { TLang } from "@ship/domain";
import { AppError } from "../../../errors/app-error.ts";
import type { TFieldError } from "../../../http/zod-issues.ts";
import type { TContactDeps } from "../contact-deps.ts";
import { findContact, insertContact } from "../contact-repository.ts";
import { contactOf } from "../contact-view.ts";
import { checkContactInput } from "./check-contact-input.ts";

/** POST /my-contact-add: the new contact, or its field errors; a duplicate is 409 (nothing added). */
export function createAddContact(deps: Pick<TContactDeps, "db">) {
  return async function addContact(
    user: TSessionUser,
    input: TContactValues,
    lang: TLang,
  ): Promise<{ ok: true; contact: TContact } | { ok: false; errors: TFieldError[] }> {
    const checked = await checkContactInput(deps.db, input);
    if (!checked.ok) return checked;
    // The unique key decides, so two requests at once (or a retry) add the contact once.
    const id = await insertContact(deps.db, user.id, checked.contact);
    if (id === undefined) throw new AppError("contact.duplicate", 409, { field: "lastname" });
    const row = await findContact(deps.db, user.id, id, lang);
    if (!row) throw new AppError("not_found", 404);
    return { ok: true, contact: contactOf(row) };
  };
}
