import { randomInt } from "node:crypto";
import type { TLang } from "@ship/domain";
import type { TExecutor } from "../../../db/unit-of-work.ts";
import { findReferralCode, insertReferralCode } from "../referral-repository.ts";

// No 0/O, 1/I/L: the code is read aloud and typed by hand in the register form.
const ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
const CODE_LENGTH = 10;

function newCode(): string {
  return Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
}

/** A code typed in a form compares without spaces and case. */
export const normalizeReferralCode = (code: string) => code.replace(/\s+/g, "").toUpperCase();

/** The user's stable code, made on first use (a random one; another is drawn if taken). */
export async function ensureReferralCode(db: TExecutor, userId: number): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    const known = await findReferralCode(db, userId);
    if (known) return known;
    try {
      await insertReferralCode(db, userId, newCode());
    } catch (error) {
      // 31^10 codes: a collision is rare, three in a row is a fault worth reporting.
      if (attempt >= 2) throw error;
    }
  }
}

/** The personal link: the register page with the code, on the one link origin. */
export const referralLink = (origin: string, lang: TLang, code: string) =>
  `${origin}/#/${lang}/register?ref=${encodeURIComponent(code)}`;
