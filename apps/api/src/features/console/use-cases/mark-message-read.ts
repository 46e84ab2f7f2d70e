import type { TContactUsService } from "../../contact-us/contact-us-service.ts";
import { appendAudit } from "../audit-repository.ts";
import type { TActor } from "./console-deps.ts";

/**
 * Opening a message marks it read for the team, "mark as unread" undoes it (decision 059): the
 * contact feature's use case, with the audit row (who, when) in the same transaction when the
 * state changed. Null when the brand has no such message.
 */
export function createMarkMessageRead(deps: { contactUs: Pick<TContactUsService, "setMessageRead"> }) {
  return async function setMessageRead(
    change: { brandId: string; id: number; read: boolean },
    actor: TActor,
  ) {
    return deps.contactUs.setMessageRead({ ...change, operatorId: actor.operatorId }, (trx) =>
      appendAudit(trx, {
        ...actor,
        action: change.read ? "inbox.read" : "inbox.unread",
        target: `contact_message:${change.brandId}/${change.id}`,
      }),
    );
  };
}
