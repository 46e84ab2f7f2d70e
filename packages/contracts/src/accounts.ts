import {
  ACTIVITIES,
  GENDERS,
  REGISTER_LIMITS as L,
  LOGIN_MAX,
  PASSWORD_INPUT_MAX,
  type TPasswordRule,
} from "@ship/domain";
import { z } from "zod";
import { successEnvelope } from "./envelope.ts";
import { ZSessionUser } from "./user.ts";

/** Spec §5 e-mail pattern (zod's e-mail check) with the spec's maximum. */
const email = (max: number) => z.string().trim().max(max).pipe(z.email());
const text = (max: number) => z.string().trim().max(max);
const required = (max: number) => text(max).min(1);
const optional = (max: number) => text(max).default("");
const flag = z.union([z.literal(0), z.literal(1)]).default(0);

/** The phone rule lives in domain (the order form's check uses it); callers keep this import. */
export { isValidPhone } from "@ship/domain";

export const ZVerifyEmailBody = z.strictObject({ email: email(L.email) });
/** POST /verify_email: available false means 'User with such email already exists'. */
export const ZVerifyEmailResponse = successEnvelope({ available: z.boolean() });

const ZPasswordPair = {
  password: z.string().min(1).max(PASSWORD_INPUT_MAX),
  passwordCompr: z.string().min(1).max(PASSWORD_INPUT_MAX),
};

/** Both register forms: login, password twice, last name, gender, newsletter, referrer, terms. */
const ZAccountFields = {
  login: email(L.email),
  ...ZPasswordPair,
  address_lastname: required(L.lastname),
  gender: z.enum(GENDERS).optional(),
  newsletter: flag,
  referrer_email: text(L.referrerEmail)
    .refine((value) => value === "" || z.email().safeParse(value).success, "validation.invalid_email")
    .default(""),
  terms: z
    .number()
    .int()
    .refine((value) => value === 1, "account.terms_required"),
};

/** The account address block of the professional form (spec §5). */
const ZAddressFields = {
  address_company: required(L.company),
  address_lastname: required(L.lastname),
  address_phone: required(L.phone),
  address_address1: required(L.address1),
  address_address2: optional(L.address23),
  address_address3: optional(L.address23),
  address_country_id: z.number().int().positive(),
  address_postcode: optional(L.postcode),
  address_city: required(L.city),
};

/** The invoice address block: shown, and required, only when 'use another address for invoice' is ticked. */
const ZInvoiceAddressFields = {
  invoice_address_company: optional(L.company),
  invoice_address_lastname: optional(L.lastname),
  invoice_address_phone: optional(L.phone),
  invoice_address_address1: optional(L.address1),
  invoice_address_address2: optional(L.address23),
  invoice_address_address3: optional(L.address23),
  invoice_address_country_id: z.number().int().positive().optional(),
  invoice_address_postcode: optional(L.postcode),
  invoice_address_city: optional(L.city),
};
export const INVOICE_REQUIRED_FIELDS = [
  "invoice_address_lastname",
  "invoice_address_phone",
  "invoice_address_address1",
  "invoice_address_country_id",
  "invoice_address_city",
] as const;

function checkPasswords(value: { password: string; passwordCompr: string }, ctx: z.RefinementCtx) {
  if (value.password !== value.passwordCompr) {
    ctx.addIssue({ code: "custom", path: ["passwordCompr"], message: "account.password_mismatch" });
  }
}

/** POST /register: a personal account, logged in at once. */
export const ZRegisterBody = z.strictObject(ZAccountFields).superRefine(checkPasswords);
export type TRegisterBody = z.input<typeof ZRegisterBody>;

/** POST /register-candidate: a professional account, pending until the team activates it. */
export const ZRegisterCandidateBody = z
  .strictObject({
    ...ZAccountFields,
    ...ZAddressFields,
    merchant_id: required(L.merchantId),
    siret: optional(L.siret),
    vat_number: optional(L.vatNumber),
    naf: optional(L.naf),
    website: optional(L.website),
    activity: z.enum(ACTIVITIES).optional(),
    apporteur_code: optional(L.apporteurCode),
    use_invoice_address: flag,
    ...ZInvoiceAddressFields,
  })
  .superRefine((value, ctx) => {
    checkPasswords(value, ctx);
    if (value.use_invoice_address !== 1) return;
    for (const field of INVOICE_REQUIRED_FIELDS) {
      if (!value[field]) ctx.addIssue({ code: "custom", path: [field], message: "validation.required" });
    }
  });
export type TRegisterCandidateBody = z.input<typeof ZRegisterCandidateBody>;
export type TRegisterCandidate = z.output<typeof ZRegisterCandidateBody>;

/** The brand's password length (spec §5 6 to 15 on the default brand), checked on both sides. */
export function checkPasswordLength(
  password: string,
  rule: TPasswordRule,
): { code: "validation.too_short" | "validation.too_long"; params: Record<string, number> } | undefined {
  if (password.length < rule.min) return { code: "validation.too_short" as const, params: { min: rule.min } };
  if (password.length > rule.max) return { code: "validation.too_long" as const, params: { max: rule.max } };
  return undefined;
}

/** No token in the body (decision 024): the HttpOnly cookie carries it; GET /session tells the client. */
export const ZRegisterResponse = successEnvelope({ user: ZSessionUser });
export type TRegisterResponse = z.infer<typeof ZRegisterResponse>;
/** The candidate waits: 'thanks for registering, the team will contact you shortly'. */
export const ZRegisterCandidateResponse = successEnvelope({ status: z.literal("pending") });

export const ZLostPasswordBody = z.strictObject({ email: email(LOGIN_MAX) });
/** Spec §8: code sended ('Your new password has been sent by mail'); a reset link is what is sent. */
export const ZLostPasswordResponse = successEnvelope({ code: z.literal("sended") });

export const ZResetPasswordBody = z
  .strictObject({ token: z.string().regex(/^[A-Za-z0-9_-]{32,64}$/), ...ZPasswordPair })
  .superRefine(checkPasswords);
export type TResetPasswordBody = z.infer<typeof ZResetPasswordBody>;
export const ZResetPasswordResponse = successEnvelope({});

/** POST /login/sso/izberg/redirect: where the browser goes to sign in at the marketplace. */
export const ZSsoRedirectBody = z.strictObject({ redirectUri: z.string().url().max(500) });
export const ZSsoRedirectResponse = successEnvelope({ url: z.string().url() });
/** POST /login/sso/izberg/callback: the parameters the provider sent back to #/loginSSO. */
export const ZSsoCallbackBody = z.strictObject({
  code: z.string().min(1).max(2000).optional(),
  state: z.string().min(1).max(200),
  error: z.string().max(200).optional(),
  error_description: z.string().max(500).optional(),
  iss: z.string().max(500).optional(),
});
/** No token in the body (decision 024): the HttpOnly cookie carries it; GET /session tells the client. */
export const ZSsoCallbackResponse = successEnvelope({ user: ZSessionUser });
export type TSsoCallbackResponse = z.infer<typeof ZSsoCallbackResponse>;

/** Spec §8 success text of POST /lost-password (code sended), in the request's language. */
export const LOST_PASSWORD_SENT_MESSAGES = {
  en: "Your new password has been sent by mail",
  fr: "Votre nouveau mot de passe vous a été envoyé par e-mail",
  es: "Su nueva contraseña le ha sido enviada por correo electrónico",
} as const;

/** GET /login/sso/izberg: whether marketplace single sign-on is configured on this server. */
export const ZSsoStatusResponse = successEnvelope({ enabled: z.boolean() });
