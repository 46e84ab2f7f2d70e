import { createHash, randomBytes } from "node:crypto";
import {
  checkPasswordLength,
  isValidPhone,
  type TRegisterBody,
  type TRegisterCandidate,
  type TResetPasswordBody,
} from "@ship/contracts";
import {
  LANGUAGE_IDS,
  langFromId,
  PASSWORD_RESET_MINUTES,
  type TLang,
  type TPasswordRule,
} from "@ship/domain";
import { AppError } from "../../errors/app-error.ts";
import type { TMailer } from "../mail/mailer.ts";
import type { TRecordSponsorship } from "../referral/use-cases/record-sponsorship.ts";
import type { TLoginThrottle } from "../session/login-throttle-repository.ts";
import { hashPassword } from "../session/password.ts";
import { buildActivationMail, buildResetMail } from "./account-mail.ts";
import type { TAccountRepository } from "./account-repository.ts";

type TDeps = {
  repository: TAccountRepository;
  /** The outbox: e-mails are enqueued in the transaction of their change (decision 019). */
  mailer: Pick<TMailer, "enqueue" | "wake">;
  throttle: TLoginThrottle;
  /** A referral code given at registration records the sponsorship (decision 034). */
  recordSponsorship?: TRecordSponsorship;
  now?: () => Date;
};
type TPersonal = Omit<TRegisterBody, "terms" | "newsletter" | "referrer_email" | "apporteur_code"> & {
  newsletter: 0 | 1;
  referrer_email: string;
  /** The apporteur code (a sponsor's referral code, or the team's own introducer codes). */
  apporteur_code?: string;
};

// Anti-automation on the lost-password route (ASVS 6.3.1): per address and per e-mail, like login.
const RESET_FREE_PER_ADDRESS = 10;
const RESET_FREE_PER_ACCOUNT = 3;

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");
const newApiKey = () => randomBytes(24).toString("base64url");

function checkPassword(password: string, rule: TPasswordRule) {
  const problem = checkPasswordLength(password, rule);
  if (problem) throw new AppError(problem.code, 400, { field: "password", params: problem.params });
}

/** Registration (spec §5), professional activation (spec §1) and the safe lost-password flow (decision 007). */
export function createAccountService({
  repository,
  mailer,
  throttle,
  recordSponsorship,
  now = () => new Date(),
}: TDeps) {
  async function insert(
    body: TPersonal,
    rule: TPasswordRule,
    lang: TLang,
    fields: { pro: 0 | 1; company: string | null; phone: string | null; details: Record<string, unknown> },
  ) {
    checkPassword(body.password, rule);
    const code = body.apporteur_code ?? "";
    const id = await repository.insertUser(
      {
        email: body.login,
        passwordHash: await hashPassword(body.password),
        lastname: body.address_lastname,
        company: fields.company,
        phone: fields.phone,
        pro: fields.pro,
        status: fields.pro === 1 ? "pending" : "active",
        langId: LANGUAGE_IDS[lang],
        apiKey: newApiKey(),
        details: {
          gender: body.gender ?? null,
          newsletter: body.newsletter,
          referrer_email: body.referrer_email,
          ...fields.details,
        },
      },
      code && recordSponsorship ? (trx, userId) => recordSponsorship(trx, code, userId) : undefined,
    );
    if (id === undefined) throw new AppError("account.email_exists", 400, { field: "login" });
    return id;
  }

  async function checkAddress(
    prefix: "address" | "invoice_address",
    countryId: number,
    phone: string,
    postcode: string,
  ) {
    const country = await repository.countryPostcode(countryId);
    if (!country) throw new AppError("country.not_found", 400, { field: `${prefix}_country_id` });
    if (country.has_postcode && !postcode) {
      throw new AppError("account.postcode_required", 400, { field: `${prefix}_postcode` });
    }
    if (!isValidPhone(phone, country.code)) {
      throw new AppError("account.invalid_phone", 400, { field: `${prefix}_phone` });
    }
  }

  return {
    async isEmailAvailable(email: string): Promise<boolean> {
      return !(await repository.emailExists(email));
    },

    /** A personal account, active at once (the route logs it in). */
    async registerPersonal(body: TPersonal, rule: TPasswordRule, lang: TLang): Promise<void> {
      // The apporteur code is kept with the registration, as the professional form's is.
      const details = { kind: "personal", apporteur_code: body.apporteur_code ?? "" };
      await insert(body, rule, lang, { pro: 0, company: null, phone: null, details });
    },

    /** A professional account, pending until the team activates it (the accounts command). */
    async registerCandidate(body: TRegisterCandidate, rule: TPasswordRule, lang: TLang): Promise<void> {
      await checkAddress("address", body.address_country_id, body.address_phone, body.address_postcode);
      if (body.use_invoice_address === 1 && body.invoice_address_country_id !== undefined) {
        await checkAddress(
          "invoice_address",
          body.invoice_address_country_id,
          body.invoice_address_phone,
          body.invoice_address_postcode,
        );
      }
      const { login: _l, password: _p, passwordCompr: _c, terms: _t, ...rest } = body;
      const details = Object.fromEntries(
        Object.entries(rest).filter(
          ([key]) => body.use_invoice_address === 1 || !key.startsWith("invoice_address_"),
        ),
      );
      await insert(body, rule, lang, {
        pro: 1,
        company: body.address_company,
        phone: body.address_phone,
        details: { kind: "professional", ...details },
      });
    },

    listPending: () => repository.listPending(),

    /** Activates a pending professional account and e-mails the customer; false when none matches. */
    async activate(
      email: string,
      loginLink: (lang: TLang) => string,
      /** The operator console's audit row, in the activation's transaction (issue 18). */
      alsoInTransaction?: Parameters<TAccountRepository["activate"]>[2],
    ): Promise<boolean> {
      const user = await repository.activate(email, now(), async (trx, activated) => {
        const lang = langFromId(activated.lang_id) ?? "fr";
        const mail = buildActivationMail(lang, activated.company || activated.lastname, loginLink(lang));
        await mailer.enqueue(trx, { to: activated.email, ...mail });
        await alsoInTransaction?.(trx, activated);
      });
      if (!user) return false;
      mailer.wake();
      return true;
    },

    /**
     * Spec §8 lost password: 'User not found' for an unknown e-mail (kept from the spec, rate
     * limited), else a random single-use link valid PASSWORD_RESET_MINUTES, stored as its SHA-256.
     */
    async requestReset(email: string, address: string, resetLink: (token: string, lang: TLang) => string) {
      const keys = [
        { key: `reset-address:${address}`, free: RESET_FREE_PER_ADDRESS },
        { key: `reset-account:${email.toLowerCase()}`, free: RESET_FREE_PER_ACCOUNT },
      ];
      // Every request counts, taken atomically before any work.
      const lockedFor = await throttle.reserve(keys, now());
      if (lockedFor > 0) {
        throw new AppError("request.rate_limited", 429, { headers: { "retry-after": String(lockedFor) } });
      }
      const user = await repository.findActiveByEmail(email);
      if (!user) throw new AppError("lost_password.notfound", 404, { field: "email" });
      const token = randomBytes(32).toString("base64url");
      const lang = langFromId(user.lang_id) ?? "fr";
      await repository.insertReset(
        sha256(token),
        user.id,
        new Date(now().getTime() + PASSWORD_RESET_MINUTES * 60_000),
        (trx) =>
          mailer
            .enqueue(trx, {
              to: user.email,
              ...buildResetMail(lang, resetLink(token, lang), PASSWORD_RESET_MINUTES),
            })
            .then(() => undefined),
      );
      mailer.wake();
    },

    /** Sets the new password once per link; every session of the user ends. */
    async resetPassword(body: TResetPasswordBody, rule: TPasswordRule): Promise<void> {
      checkPassword(body.password, rule);
      const used = await repository.consumeReset(
        sha256(body.token),
        await hashPassword(body.password),
        now(),
      );
      if (!used) throw new AppError("account.reset_invalid", 400, { field: "token" });
    },
  };
}
export type TAccountService = ReturnType<typeof createAccountService>;
