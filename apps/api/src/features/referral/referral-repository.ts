import type { TSponsorshipOutcome } from "@ship/db";

export type { TSponsorshipOutcome };

import type { TExecutor, TTransaction } from "../../db/unit-of-work.ts";

/** SQL of the referral and loyalty programmes (decision 034); transactions are the use cases'. */

export async function findReferralCode(executor: TExecutor, userId: number): Promise<string | undefined> {
  const row = await executor
    .selectFrom("referral_codes")
    .select("code")
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row?.code;
}

/** Stores the user's code unless it has one (a taken code fails on the unique key: try another). */
export async function insertReferralCode(executor: TExecutor, userId: number, code: string): Promise<void> {
  await executor
    .insertInto("referral_codes")
    .values({ user_id: userId, code })
    .onConflict((oc) => oc.column("user_id").doNothing())
    .execute();
}

export async function findSponsorByCode(executor: TExecutor, code: string): Promise<number | undefined> {
  const row = await executor
    .selectFrom("referral_codes")
    .select("user_id")
    .where("code", "=", code)
    .executeTakeFirst();
  return row?.user_id;
}

/** One sponsor per sponsored user: a second record is ignored. */
export async function insertSponsorship(executor: TExecutor, sponsorId: number, sponsoredId: number) {
  await executor
    .insertInto("sponsorships")
    .values({ sponsor_user_id: sponsorId, sponsored_user_id: sponsoredId })
    .onConflict((oc) => oc.column("sponsored_user_id").doNothing())
    .execute();
}

export async function listSponsorships(executor: TExecutor, sponsorId: number) {
  return executor
    .selectFrom("sponsorships as s")
    .innerJoin("users as u", "u.id", "s.sponsored_user_id")
    .select(["s.id", "u.email", "s.created_at", "s.outcome", "s.reward_cents"])
    .where("s.sponsor_user_id", "=", sponsorId)
    .orderBy("s.created_at", "desc")
    .orderBy("s.id", "desc")
    .execute();
}

/** Serialises one user's invitations, so two submits at once cannot both pass the daily limit. */
export async function lockUser(trx: TTransaction, userId: number): Promise<void> {
  await trx.selectFrom("users").select("id").where("id", "=", userId).forUpdate().execute();
}

export async function countInvitationsSince(
  executor: TExecutor,
  userId: number,
  since: Date,
): Promise<number> {
  const row = await executor
    .selectFrom("referral_invitations")
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .where("user_id", "=", userId)
    .where("created_at", ">", since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertInvitations(
  executor: TExecutor,
  userId: number,
  emails: readonly string[],
  at: Date,
) {
  await executor
    .insertInto("referral_invitations")
    .values(emails.map((email) => ({ user_id: userId, email, created_at: at })))
    .execute();
}

/** What the reward rule compares of an account: e-mail, company, and the registration's SIRET and VAT. */
async function findParty(executor: TExecutor, userId: number) {
  const row = await executor
    .selectFrom("users")
    .leftJoin("registrations", "registrations.user_id", "users.id")
    .select(["users.id", "users.email", "users.company", "registrations.details"])
    .where("users.id", "=", userId)
    .executeTakeFirst();
  if (!row) return undefined;
  const details = (row.details ?? {}) as { siret?: unknown; vat_number?: unknown };
  return {
    userId: row.id,
    email: row.email,
    company: row.company,
    siret: typeof details.siret === "string" ? details.siret : null,
    vatNumber: typeof details.vat_number === "string" ? details.vat_number : null,
  };
}

/** The sponsorship of a user still undecided, locked, with both parties; undefined when none. */
export async function lockUndecidedSponsorship(trx: TTransaction, sponsoredId: number) {
  const row = await trx
    .selectFrom("sponsorships")
    .select(["id", "sponsor_user_id", "sponsored_user_id", "created_at"])
    .where("sponsored_user_id", "=", sponsoredId)
    .where("outcome", "is", null)
    .forUpdate()
    .executeTakeFirst();
  if (!row) return undefined;
  const [sponsor, sponsored] = await Promise.all([
    findParty(trx, row.sponsor_user_id),
    findParty(trx, row.sponsored_user_id),
  ]);
  if (!sponsor || !sponsored) return undefined;
  return { id: row.id, createdAt: row.created_at, sponsor, sponsored };
}

export async function decideSponsorship(
  trx: TTransaction,
  id: number,
  decision: { outcome: TSponsorshipOutcome; rewardCents: number; at: Date },
) {
  await trx
    .updateTable("sponsorships")
    .set({ outcome: decision.outcome, reward_cents: decision.rewardCents, decided_at: decision.at })
    .where("id", "=", id)
    .execute();
}

/** The loyalty form's country, named in English for the team's e-mail; undefined when unknown. */
export async function findCountry(executor: TExecutor, countryId: number) {
  return executor
    .selectFrom("countries")
    .select(["code", "name_en"])
    .where("id", "=", countryId)
    .executeTakeFirst();
}

export type TLoyaltyRow = {
  gender: "M" | "F";
  firstname: string;
  lastname: string;
  address1: string;
  address2: string;
  postcode: string;
  city: string;
  country_id: number;
};

export async function findLoyaltyEnrolment(executor: TExecutor, userId: number) {
  return executor
    .selectFrom("loyalty_enrolments")
    .select(["user_id", "updated_at"])
    .where("user_id", "=", userId)
    .executeTakeFirst();
}

/** One enrolment per user: a second submit replaces the first. */
export async function upsertLoyaltyEnrolment(
  executor: TExecutor,
  userId: number,
  row: TLoyaltyRow,
  at: Date,
) {
  await executor
    .insertInto("loyalty_enrolments")
    .values({ user_id: userId, ...row, created_at: at, updated_at: at })
    .onConflict((oc) => oc.column("user_id").doUpdateSet({ ...row, updated_at: at }))
    .execute();
}
