import type { TSessionUser } from "@ship/contracts";
import { AppError } from "../../../errors/app-error.ts";
import type { TReferralDeps } from "../referral-deps.ts";
import { buildLoyaltyTeamMail } from "../referral-mail.ts";
import {
  findCountry,
  findLoyaltyEnrolment,
  type TLoyaltyRow,
  upsertLoyaltyEnrolment,
} from "../referral-repository.ts";

/**
 * POST /loyalty: the caller's enrolment (one per user, a second submit updates it) and the team's
 * notice in the outbox, in one transaction. The team sends the gift vouchers (spec §9).
 */
export function createEnrolLoyalty(deps: Pick<TReferralDeps, "unitOfWork" | "mailer" | "teamEmail" | "now">) {
  return async function enrolLoyalty(user: TSessionUser, row: TLoyaltyRow): Promise<void> {
    const now = deps.now();
    await deps.unitOfWork.transaction(async (trx) => {
      const country = await findCountry(trx, row.country_id);
      if (!country) throw new AppError("country.not_found", 400, { field: "country_id" });
      const updated = (await findLoyaltyEnrolment(trx, user.id)) !== undefined;
      await upsertLoyaltyEnrolment(trx, user.id, row, now);
      const { country_id: _id, ...fields } = row;
      const mail = buildLoyaltyTeamMail({
        userId: user.id,
        email: user.email,
        enrolment: { ...fields, country: `${country.name_en} (${country.code})` },
        updated,
      });
      await deps.mailer.enqueue(trx, { to: deps.teamEmail, ...mail });
    });
    deps.mailer.wake();
  };
}
