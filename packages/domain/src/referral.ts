/**
 * The referral (sponsorship) and loyalty programmes (spec §3 Referral, §5, §9; decision 034).
 * Every limit and rule is here once; the API and the web forms both read them.
 */

/** Spec §9: 20 euros per sponsored person, in cents. */
export const REFERRAL_REWARD_CENTS = 2000;
/** Spec §9 and §5 loyalty terms: a sponsorship is valid 12 months. */
export const REFERRAL_VALID_MONTHS = 12;
/**
 * Spec §9 "credited when the sponsored customer pays a first shipment": a shipment paid by card or
 * from credit. A deferred one is paid with its invoice, later; a free one (voucher) is not paid.
 */
export const REFERRAL_PAYING_METHODS: readonly string[] = ["credit_card", "credit"];

/** Spec §9: loyalty gift vouchers up to 200 euros, in cents. */
export const LOYALTY_VOUCHER_MAX_CENTS = 20_000;

export const REFERRAL_LIMITS = {
  /** Spec §5: referral e-mail at most 64 characters. */
  email: 64,
  /** Our own choices (decision 034): a message box and a page of addresses, not a mailing tool. */
  message: 1000,
  emailsPerInvitation: 10,
  /** Invitations a user can send per 24 hours, so the form cannot be used to spam. */
  invitationsPerDay: 50,
} as const;

/** Spec §5 loyalty form: names max 100, address lines and city max 255; all required. */
export const LOYALTY_LIMITS = {
  firstname: 100,
  lastname: 100,
  address: 255,
  city: 255,
  /** As the registration form's postcode. */
  postcode: 20,
} as const;

/** Why a sponsorship earns nothing (spec §5 loyalty terms). */
export type TReferralRefusal = "self" | "same_email" | "same_company" | "expired";

/** What the rule compares of each side: the account's e-mail, company, SIRET and VAT number. */
export type TReferralParty = {
  userId: number;
  email: string;
  company?: string | null;
  siret?: string | null;
  vatNumber?: string | null;
};

const LEGAL_FORMS = new Set([
  "sa",
  "sas",
  "sasu",
  "sarl",
  "eurl",
  "sci",
  "snc",
  "sl",
  "slu",
  "ltd",
  "llc",
  "inc",
  "gmbh",
  "plc",
  "group",
  "groupe",
  "grupo",
  "holding",
  "co",
  "corp",
  "company",
]);

/**
 * A company name as compared: accents, case, punctuation and legal forms or group words removed
 * ("Dupont & Fils SARL" and "DUPONT ET FILS" differ only by "&", so "et"/"and"/"y" go too).
 */
export function normalizeCompany(name: string | null | undefined): string {
  if (!name) return "";
  return name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\./g, "")
    .split(/[^a-z0-9]+/)
    .filter(
      (word) =>
        word !== "" && !LEGAL_FORMS.has(word) && !["et", "and", "y", "the", "le", "la", "les"].includes(word),
    )
    .join(" ");
}

/** An identifier compared without spaces, dots and case; empty when not given. */
const normalizeId = (value: string | null | undefined) =>
  (value ?? "").replace(/[^a-z0-9]/gi, "").toUpperCase();

/** SIREN (the first 9 digits of a SIRET) names the company; its establishments share it. */
const sirenOf = (siret: string | null | undefined) => normalizeId(siret).slice(0, 9);

/** Two accounts of one company or group, by name, SIREN or VAT number (each only when both have it). */
export function isSameCompany(a: TReferralParty, b: TReferralParty): boolean {
  const pairs: [string, string][] = [
    [normalizeCompany(a.company), normalizeCompany(b.company)],
    [sirenOf(a.siret), sirenOf(b.siret)],
    [normalizeId(a.vatNumber), normalizeId(b.vatNumber)],
  ];
  return pairs.some(([left, right]) => left !== "" && left === right);
}

/** The end of a sponsorship's validity: REFERRAL_VALID_MONTHS after it was made. */
export function referralValidUntil(sponsoredAt: Date): Date {
  const until = new Date(sponsoredAt.getTime());
  until.setUTCMonth(until.getUTCMonth() + REFERRAL_VALID_MONTHS);
  return until;
}

/**
 * Spec §5 loyalty terms and §9: whether the sponsor earns the reward when the sponsored customer
 * pays a first shipment at `paidAt`. null: it does; else why not.
 */
export function checkReferralReward(args: {
  sponsor: TReferralParty;
  sponsored: TReferralParty;
  sponsoredAt: Date;
  paidAt: Date;
}): TReferralRefusal | null {
  const { sponsor, sponsored } = args;
  if (sponsor.userId === sponsored.userId) return "self";
  if (sponsor.email.trim().toLowerCase() === sponsored.email.trim().toLowerCase()) return "same_email";
  if (isSameCompany(sponsor, sponsored)) return "same_company";
  if (args.paidAt > referralValidUntil(args.sponsoredAt)) return "expired";
  return null;
}
