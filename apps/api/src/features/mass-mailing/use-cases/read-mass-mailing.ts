import type { TMassMailing } from "@ship/contracts";
import type { TLang } from "@ship/domain";
import type { TSession } from "../../session/session-service.ts";
import { listRecipients, totalsOf, trackingByRecipient } from "../mass-mailing-repository.ts";
import { mailingView } from "../mass-mailing-view.ts";
import type { TMassMailingDeps } from "./mass-mailing-deps.ts";
import { ownedMailing } from "./mass-mailing-owner.ts";

export type TReadMassMailing = (
  order: string,
  session: TSession | undefined,
  lang: TLang,
) => Promise<TMassMailing>;

/** GET /mass-mailing/{order}: the caller's mass mailing with its recipients, totals and progress. */
export function createReadMassMailing(deps: Pick<TMassMailingDeps, "db">): TReadMassMailing {
  return async function readMassMailing(order, session, lang) {
    const { mailing } = await ownedMailing(deps, order, session);
    const [recipients, totals, tracking] = await Promise.all([
      listRecipients(deps.db, mailing.id),
      totalsOf(deps.db, mailing.id),
      mailing.status === "draft" ? new Map<string, string[]>() : trackingByRecipient(deps.db, mailing.id),
    ]);
    return mailingView(mailing, recipients, totals, tracking, lang);
  };
}
