import type { TSessionUser } from "@ship/contracts";
import { AppError } from "../../../errors/app-error.ts";
import type { TContactDeps } from "../contact-deps.ts";
import { deleteContacts } from "../contact-repository.ts";

/**
 * POST /my-contact/delete/{id} (id or ids): all of them or none. An id that is not one of the
 * caller's contacts rolls the deletion back and answers 404, alone or inside a list.
 */
export function createDeleteContacts(deps: Pick<TContactDeps, "unitOfWork">) {
  return async function deleteContactsOf(user: TSessionUser, ids: readonly number[]): Promise<number> {
    const wanted = [...new Set(ids)];
    return deps.unitOfWork.transaction(async (trx) => {
      const deleted = await deleteContacts(trx, user.id, wanted);
      if (deleted.length !== wanted.length) throw new AppError("not_found", 404);
      return deleted.length;
    });
  };
}
