import { randomBytes } from "node:crypto";
import type { TSessionUser, TSubAccount, TSubAccountAddBody } from "@ship/contracts";
import { SUB_ACCOUNT_INVITATION_DAYS, type TLang } from "@ship/domain";
import { AppError } from "../../errors/app-error.ts";
import type { TMailer } from "../mail/mailer.ts";
import { hashPassword } from "../session/password.ts";
import { hashSessionToken } from "../session/session-token.ts";
import { checkPasswordLength, type TPasswordRule } from "../settings/password-rule.ts";
import { buildInvitationMail } from "./invitation-mail.ts";
import type { TSubAccountRepository } from "./sub-account-repository.ts";

type TDeps = { repository: TSubAccountRepository; now?: () => Date };
type TRow = NonNullable<Awaited<ReturnType<TSubAccountRepository["findOwned"]>>>;

const LANG_IDS: Record<number, TLang> = { 1: "en", 2: "fr", 4: "es" };

function toSubAccount(row: TRow): TSubAccount {
  return {
    id: row.id,
    fullname: row.fullname,
    email: row.email,
    company: row.company,
    city: row.city,
    country: row.country ?? "",
    status: row.status === 1 ? 1 : 0,
    registered: row.user_id !== null,
  };
}

/** Sub-accounts of professional accounts (spec §3, §4, §6; permissions in decision 006). */
export function createSubAccountService({ repository, now = () => new Date() }: TDeps) {
  async function findOwned(parent: TSessionUser, id: number, lang: TLang) {
    const row = await repository.findOwned(parent.id, id, lang);
    if (!row) throw new AppError("not_found", 404);
    return row;
  }

  return {
    async list(parent: TSessionUser, lang: TLang, page: number, rows: number) {
      const { items, total } = await repository.listByParent(parent.id, lang, page, rows);
      return { rows: items.map(toSubAccount), total };
    },

    /** Records the invitation and e-mails a single-use link (only the token's hash is stored). */
    async invite(
      parent: TSessionUser,
      body: Required<Omit<TSubAccountAddBody, "country_id">> & { country_id?: number | undefined },
      context: { lang: TLang; origin: string; brand: string; mailer: Pick<TMailer, "enqueue" | "wake"> },
    ): Promise<TSubAccount> {
      if (await repository.emailInUse(body.email)) {
        throw new AppError("settings.email_taken", 400, { field: "email" });
      }
      if (body.country_id !== undefined && !(await repository.countryExists(body.country_id))) {
        throw new AppError("country.not_found", 400, { field: "country_id" });
      }
      const token = randomBytes(24).toString("base64url");
      const mail = buildInvitationMail(context.lang, {
        fullname: body.fullname,
        inviter: parent.company?.trim() || parent.lastname,
        brand: context.brand,
        link: `${context.origin}/#/register-sub-account/${token}`,
        days: SUB_ACCOUNT_INVITATION_DAYS,
      });
      const id = await repository.insert(
        {
          parent_user_id: parent.id,
          email: body.email,
          fullname: body.fullname,
          company: body.company,
          city: body.city,
          country_id: body.country_id ?? null,
          register_token_hash: hashSessionToken(token),
          register_expires_at: new Date(now().getTime() + SUB_ACCOUNT_INVITATION_DAYS * 86_400_000),
        },
        async (trx) => {
          await context.mailer.enqueue(trx, { to: body.email, ...mail });
        },
      );
      context.mailer.wake();
      return toSubAccount(await findOwned(parent, id, context.lang));
    },

    async setStatus(parent: TSessionUser, id: number, status: 0 | 1, lang: TLang): Promise<TSubAccount> {
      const row = await findOwned(parent, id, lang);
      await repository.setStatus(row.id, row.user_id, status);
      return toSubAccount({ ...row, status });
    },

    async readInvitation(token: string) {
      const invitation = await repository.findInvitation(hashSessionToken(token), now());
      if (!invitation) throw new AppError("sub_account.token_invalid", 404);
      return { email: invitation.email, fullname: invitation.fullname, company: invitation.company };
    },

    /** Creates the sub-account's login; its status says whether it may log in now. */
    async register(token: string, password: string, rule: TPasswordRule) {
      checkPasswordLength(password, rule, "password");
      const hash = hashSessionToken(token);
      const invitation = await repository.findInvitation(hash, now());
      if (!invitation) throw new AppError("sub_account.token_invalid", 404);
      const created = await repository.register(hash, now(), {
        email: invitation.email,
        lastname: invitation.fullname,
        company: invitation.company === "" ? null : invitation.company,
        pro: invitation.parent_pro,
        password_hash: await hashPassword(password),
        api_key: randomBytes(24).toString("base64url"),
        lang_id: LANG_IDS[invitation.parent_lang_id] ? invitation.parent_lang_id : 2,
      });
      if (!created) throw new AppError("sub_account.token_invalid", 404);
      return { email: invitation.email, status: created.status === 1 ? (1 as const) : (0 as const) };
    },
  };
}
export type TSubAccountService = ReturnType<typeof createSubAccountService>;
