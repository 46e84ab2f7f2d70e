import { GENDERS, REGISTER_LIMITS as L, PASSWORD_INPUT_MAX, type TPasswordRule } from "@ship/domain";
import { z } from "zod";

/**
 * The field builders of the account forms (spec §5), shared by their endpoints' contracts
 * (endpoints/register.ts, register-candidate.ts, verify-email.ts, lost-password.ts).
 */
export const accountField = {
  /** Spec §5 e-mail pattern (zod's e-mail check) with the spec's maximum. */
  email: (max: number) => z.string().trim().max(max).pipe(z.email()),
  text: (max: number) => z.string().trim().max(max),
  required: (max: number) => z.string().trim().max(max).min(1),
  optional: (max: number) => z.string().trim().max(max).default(""),
  flag: z.union([z.literal(0), z.literal(1)]).default(0),
};

/** The phone rule lives in domain (the order form's check uses it); callers keep this import. */
export { isValidPhone } from "@ship/domain";

/** The new password, typed twice: register, register-candidate and reset-password. */
export const passwordPairFields = {
  password: z.string().min(1).max(PASSWORD_INPUT_MAX),
  passwordCompr: z.string().min(1).max(PASSWORD_INPUT_MAX),
};

/** Both register forms: login, password twice, last name, gender, newsletter, referrer, terms. */
export const accountFields = {
  login: accountField.email(L.email),
  ...passwordPairFields,
  address_lastname: accountField.required(L.lastname),
  gender: z.enum(GENDERS).optional(),
  newsletter: accountField.flag,
  referrer_email: accountField
    .text(L.referrerEmail)
    .refine((value) => value === "" || z.email().safeParse(value).success, "validation.invalid_email")
    .default(""),
  terms: z
    .number()
    .int()
    .refine((value) => value === 1, "account.terms_required"),
};

/** The second password must repeat the first (account.password_mismatch on passwordCompr). */
export function checkPasswordPair(value: { password: string; passwordCompr: string }, ctx: z.RefinementCtx) {
  if (value.password !== value.passwordCompr) {
    ctx.addIssue({ code: "custom", path: ["passwordCompr"], message: "account.password_mismatch" });
  }
}

/** The brand's password length (spec §5 6 to 15 on the default brand), checked on both sides. */
export function checkPasswordLength(
  password: string,
  rule: TPasswordRule,
): { code: "validation.too_short" | "validation.too_long"; params: Record<string, number> } | undefined {
  if (password.length < rule.min) return { code: "validation.too_short" as const, params: { min: rule.min } };
  if (password.length > rule.max) return { code: "validation.too_long" as const, params: { max: rule.max } };
  return undefined;
}

/** Spec §8 success text of POST /lost-password (code sended), in the request's language. */
export const LOST_PASSWORD_SENT_MESSAGES = {
  en: "Your new password has been sent by mail",
  fr: "Votre nouveau mot de passe vous a été envoyé par e-mail",
  es: "Su nueva contraseña le ha sido enviada por correo electrónico",
} as const;
