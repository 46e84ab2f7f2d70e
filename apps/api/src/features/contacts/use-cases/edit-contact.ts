import type { TContact, TContactValues, TSessionUser } from "@ship/contracts";
import type { TLang } from "@ship/domain";
import { AppError } from "../../../errors/app-error.ts";
import type { TFieldError } from "../../../http/zod-issues.ts";
import type { TContactDeps } from "../contact-deps.ts";
import { findContact, updateContact } from "../contact-repository.ts";
import { contactOf } from "../contact-view.ts";
import { checkContactInput } from "./check-contact-input.ts";

/**
 * POST /my-contact/edit/{id}: the contact replaced, or its field errors. Another user's contact
 * answers 404 before its input is judged, so the answer says nothing of it.
 */
export function createEditContact(deps: Pick<TContactDeps, "db">) {
  return async function editContact(
    user: TSessionUser,
    id: number,
    input: TContactValues,
    lang: TLang,
  ): Promise<{ ok: true; contact: TContact } | { ok: false; errors: TFieldError[] }> {
    if (!(await findContact(deps.db, user.id, id, lang))) throw new AppError("not_found", 404);
    const checked = await checkContactInput(deps.db, input);
    if (!checked.ok) return checked;
    const outcome = await updateContact(deps.db, user.id, id, checked.contact);
    if (outcome === "duplicate") throw new AppError("contact.duplicate", 409, { field: "lastname" });
    const row = outcome === "updated" ? await findContact(deps.db, user.id, id, lang) : undefined;
    // Deleted between the two statements: as if it had never been there.
    if (!row) throw new AppError("not_found", 404);
    return { ok: true, contact: contactOf(row) };
  };
}
