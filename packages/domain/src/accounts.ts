/** Spec §5 registration limits (the register and register-form screens, POST /register*). */
export const REGISTER_LIMITS = {
  email: 100,
  lastname: 100,
  company: 255,
  phone: 20,
  address1: 255,
  address23: 35,
  city: 255,
  postcode: 20,
  merchantId: 32,
  siret: 31,
  vatNumber: 32,
  naf: 32,
  website: 32,
  apporteurCode: 50,
  // Spec §5: referral e-mail max 64.
  referrerEmail: 64,
} as const;

/** Spec §3 Registration activity list. */
export const ACTIVITIES = ["wine_grower_producer", "cooperative_cellar", "trader", "wine_merchant"] as const;
export type TActivity = (typeof ACTIVITIES)[number];

/** Spec §5 loyalty/registration gender choice. */
export const GENDERS = ["M", "F"] as const;

/** Spec §5 default password length; a brand may set its own (brands/*.json "password"). */
export const DEFAULT_PASSWORD_RULE = { min: 6, max: 15 } as const;
export type TPasswordRule = { min: number; max: number };

/** A password reset link works once, for this long (ASVS 6.4.1: short-lived). */
export const PASSWORD_RESET_MINUTES = 60;

/** Spec §8 lost-password answers: 'Your new password has been sent by mail' and 'User not found'. */
export const LOST_PASSWORD_SENT = "sended";
export const LOST_PASSWORD_NOT_FOUND = "notfound";

/**
 * Spec §6 / decision 012: a professional account that is not itself a sub-account — the one that
 * invites sub-accounts and sees their shipments, invoices and payments.
 */
export function isProfessionalParent(
  user: { pro: number; sub_account?: number | undefined } | null | undefined,
): boolean {
  return user?.pro === 1 && user.sub_account !== 1;
}
