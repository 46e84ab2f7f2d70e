import type { Database } from "@ship/db";
import { type Kysely, sql } from "kysely";

type TSsoRequest = {
  sessionId: string;
  state: string;
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
  expiresAt: Date;
};

/** SQL of single sign-on: pending requests bound to a session, identities by issuer + subject. */
export function createSsoRepository(db: Kysely<Database>) {
  return {
    async saveRequest(request: TSsoRequest): Promise<void> {
      const values = {
        state: request.state,
        nonce: request.nonce,
        code_verifier: request.codeVerifier,
        redirect_uri: request.redirectUri,
        expires_at: request.expiresAt,
      };
      await db
        .insertInto("sso_requests")
        .values({ session_id: request.sessionId, ...values })
        .onConflict((oc) => oc.column("session_id").doUpdateSet(values))
        .execute();
    },

    /** The session's pending request, removed as it is read: a callback is answered once. */
    takeRequest(sessionId: string) {
      return db
        .deleteFrom("sso_requests")
        .where("session_id", "=", sessionId)
        .returning(["state", "nonce", "code_verifier", "redirect_uri", "expires_at"])
        .executeTakeFirst();
    },

    async findUserId(issuer: string, subject: string): Promise<number | undefined> {
      const row = await db
        .selectFrom("sso_identities")
        .select("user_id")
        .where("issuer", "=", issuer)
        .where("subject", "=", subject)
        .executeTakeFirst();
      return row?.user_id;
    },

    async emailTaken(email: string): Promise<boolean> {
      const row = await db
        .selectFrom("users")
        .select("id")
        .where(sql<string>`lower(email)`, "=", email.toLowerCase())
        .executeTakeFirst();
      return row !== undefined;
    },

    /** A personal account for a first sign-on, linked to the identity, in one transaction. */
    async createUser(user: {
      issuer: string;
      subject: string;
      email: string;
      lastname: string;
      passwordHash: string;
      apiKey: string;
      langId: number;
    }): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const { id } = await trx
          .insertInto("users")
          .values({
            email: user.email,
            password_hash: user.passwordHash,
            lastname: user.lastname,
            company: null,
            phone: null,
            pro: 0,
            status: "active",
            lang_id: user.langId,
            api_key: user.apiKey,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        await trx
          .insertInto("sso_identities")
          .values({ issuer: user.issuer, subject: user.subject, user_id: id })
          .execute();
        await trx
          .insertInto("registrations")
          .values({ user_id: id, details: JSON.stringify({ kind: "sso", issuer: user.issuer }) })
          .execute();
        return id;
      });
    },
  };
}
export type TSsoRepository = ReturnType<typeof createSsoRepository>;
