import type { TSessionUser } from "@ship/contracts";
import { AppError } from "../../errors/app-error.ts";
import { readShipmentDefaults } from "../settings/settings-service.ts";
import { throttleKeys } from "./login-throttle.ts";
import type { TLoginThrottle } from "./login-throttle-repository.ts";
import { verifyPassword } from "./password.ts";
import type { TSessionRepository } from "./session-repository.ts";
import { createSessionToken, hashSessionToken, SESSION_TOKEN_PATTERN } from "./session-token.ts";
import type { TUserRecord, TUserRepository } from "./user-repository.ts";

export type TSession = {
  token: string;
  user: TSessionUser | null;
  /** The stored id (SHA-256 of the token) when already computed: owners compare it. */
  id?: string;
};

type TDeps = {
  sessions: TSessionRepository;
  users: TUserRepository;
  throttle: TLoginThrottle;
  idleMs: number;
  now?: () => Date;
};

// Avoid a database write on every request: a session's expiry slides at most once a minute.
const TOUCH_INTERVAL_MS = 60_000;

export function toSessionUser(user: TUserRecord): TSessionUser {
  return {
    id: user.id,
    email: user.email,
    lastname: user.lastname,
    company: user.company,
    pro: user.pro === 1 ? 1 : 0,
    credit_account: user.credit_account,
    saas: user.saas === 1 ? 1 : 0,
    lang_id: user.lang_id,
    shipment_defaults: readShipmentDefaults(user.shipment_defaults),
    sub_account: user.is_sub_account ? 1 : 0,
  };
}

export function createSessionService({ sessions, users, throttle, idleMs, now = () => new Date() }: TDeps) {
  async function open(userId: number | null): Promise<string> {
    const token = createSessionToken();
    await sessions.insert(hashSessionToken(token), userId, new Date(now().getTime() + idleMs));
    return token;
  }

  const activeUser = (user: TUserRecord | null | undefined) =>
    user && user.status === "active" ? toSessionUser(user) : null;

  async function userOf(userId: number | null): Promise<TSessionUser | null> {
    return userId === null ? null : activeUser(await users.findById(userId));
  }

  return {
    /** The live session a token names, or undefined; slides its expiry. */
    async lookup(token: string | undefined): Promise<TSession | undefined> {
      if (!token || !SESSION_TOKEN_PATTERN.test(token)) return undefined;
      const id = hashSessionToken(token);
      const at = now();
      const row = await sessions.findLive(id, at);
      if (!row) return undefined;
      if (at.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
        await sessions.touch(id, at, new Date(at.getTime() + idleMs));
      }
      return { token, id, user: activeUser(row.user) };
    },

    /**
     * An API client's call (spec §6: the user's api_key, decision 050): the user of an active
     * account, as a session without a cookie; its id names no stored session, so what it makes
     * is owned through the user. Undefined for an unknown key or an inactive account.
     */
    async forApiKey(apiKey: string): Promise<(TSession & { user: TSessionUser }) | undefined> {
      if (apiKey.length < 16 || apiKey.length > 128) return undefined;
      const user = activeUser(await users.findByApiKey(apiKey));
      return user ? { token: "", id: `api-key:${user.id}`, user } : undefined;
    },

    /** A visitor session (spec §4: a token is requested before rating). */
    async openVisitor(): Promise<TSession> {
      const token = await open(null);
      return { token, id: hashSessionToken(token), user: null };
    },

    /**
     * Checks the credentials and opens a new session (a new token at login: no fixation).
     * The previous session, if any, is ended.
     */
    async login(email: string, password: string, address: string, previousToken?: string): Promise<TSession> {
      const [accountKey, addressKey] = throttleKeys(email, address);
      // The attempt is counted before the password is checked: parallel guesses cannot overtake the count.
      const lockedFor = await throttle.reserve([accountKey, addressKey], now());
      if (lockedFor > 0) {
        throw new AppError("auth.too_many_attempts", 429, {
          params: { seconds: lockedFor },
          headers: { "retry-after": String(lockedFor) },
        });
      }
      const user = await users.findForLogin(email);
      const valid = await verifyPassword(user?.password_hash, password);
      if (!user || !valid || user.status !== "active") {
        throw new AppError("auth.incorrect_login", 401);
      }
      // A success clears the account's failures and is not held against the address.
      await throttle.reset(accountKey.key);
      await throttle.giveBack(addressKey.key);
      if (previousToken && SESSION_TOKEN_PATTERN.test(previousToken)) {
        await sessions.delete(hashSessionToken(previousToken));
      }
      return { token: await open(user.id), user: toSessionUser(user) };
    },

    /** Opens a session for a user signed in another way (single sign-on), ending the previous one. */
    async loginUser(userId: number, previousToken?: string): Promise<TSession> {
      const user = await userOf(userId);
      if (!user) throw new AppError("auth.incorrect_login", 401);
      if (previousToken && SESSION_TOKEN_PATTERN.test(previousToken)) {
        await sessions.delete(hashSessionToken(previousToken));
      }
      return { token: await open(userId), user };
    },

    async logout(token: string | undefined): Promise<void> {
      if (token && SESSION_TOKEN_PATTERN.test(token)) await sessions.delete(hashSessionToken(token));
    },
  };
}
export type TSessionService = ReturnType<typeof createSessionService>;
