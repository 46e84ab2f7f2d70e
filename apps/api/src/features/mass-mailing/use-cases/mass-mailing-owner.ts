import type { TMassMailingSettings } from "@ship/contracts";
import { AppError } from "../../../errors/app-error.ts";
import { ownerOfSession } from "../../session/owned-by.ts";
import type { TSession } from "../../session/session-service.ts";
import { findAccountAddress, findOwnedMailing, type TMassMailingRow } from "../mass-mailing-repository.ts";
import { massAddressOf, type TMassAddress } from "../mass-mailing-types.ts";
import type { TMassMailingDeps } from "./mass-mailing-deps.ts";

export type TMassUser = { id: number; sessionId: string; pro: 0 | 1; labelFormat: "PDF" | "ZPL" };

/** Mass mailing is for logged-in customers (spec §6): a visitor gets 401. */
export function requireUser(session: TSession | undefined): TMassUser {
  const user = session?.user;
  if (!session || !user) throw new AppError("auth.login_required", 401);
  return {
    id: user.id,
    sessionId: ownerOfSession(session).sessionId,
    pro: user.pro,
    labelFormat: user.shipment_defaults?.label_format === "ZPL" ? "ZPL" : "PDF",
  };
}

/** The caller's mass mailing, else 404 (another user's looks absent). */
export async function ownedMailing(
  deps: Pick<TMassMailingDeps, "db">,
  order: string,
  session: TSession | undefined,
): Promise<{ user: TMassUser; mailing: TMassMailingRow }> {
  const user = requireUser(session);
  const mailing = await findOwnedMailing(deps.db, order, user.id);
  if (!mailing) throw new AppError("not_found", 404);
  return { user, mailing };
}

/** The sender typed in the settings, else the account's own address (400 when it has none). */
export async function resolveSender(
  deps: Pick<TMassMailingDeps, "db">,
  userId: number,
  typed: TMassMailingSettings["sender"],
): Promise<TMassAddress> {
  if (typed) return massAddressOf(typed);
  const account = await findAccountAddress(deps.db, userId);
  if (!account) throw new AppError("validation.required", 400, { field: "shipment.sender" });
  return massAddressOf({ ...account, name: account.lastname });
}
