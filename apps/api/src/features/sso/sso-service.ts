import { createHash, randomBytes } from "node:crypto";
import { LANGUAGE_IDS, type TLang } from "@ship/domain";
import * as oidc from "openid-client";
import type { TConfig } from "../../config.ts";
import { AppError } from "../../errors/app-error.ts";
import type { TSsoRepository } from "./sso-repository.ts";

type TDeps = { config: TConfig["sso"]; repository: TSsoRepository; now?: () => Date };

// A sign-on must come back within 10 minutes; the provider's calls time out after 10 seconds.
const REQUEST_TTL_MS = 10 * 60_000;
const PROVIDER_TIMEOUT_S = 10;
// Plain HTTP only for a provider on this machine (tests, development).
const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

export type TSsoCallback = {
  code?: string | undefined;
  state: string;
  error?: string | undefined;
  error_description?: string | undefined;
  iss?: string | undefined;
};

const fail = (reason: string) => new AppError("sso.failed", 400, { params: { reason } });

/**
 * Marketplace single sign-on (spec §6-7), OpenID Connect authorization code with PKCE; state,
 * nonce and verifier are bound to the caller's session; the user is keyed by issuer + subject.
 */
export function createSsoService({ config, repository, now = () => new Date() }: TDeps) {
  let discovered: Promise<oidc.Configuration> | undefined;

  function settings() {
    if (!config) throw new AppError("sso.not_configured", 404);
    return config;
  }

  function provider(): Promise<oidc.Configuration> {
    const { issuerUrl, clientId, clientSecret } = settings();
    const issuer = new URL(issuerUrl);
    const execute =
      issuer.protocol === "http:" && LOCAL_HOSTS.has(issuer.hostname) ? [oidc.allowInsecureRequests] : [];
    discovered ??= oidc
      .discovery(issuer, clientId, clientSecret, clientSecret ? undefined : oidc.None(), {
        execute,
        timeout: PROVIDER_TIMEOUT_S,
      })
      .catch((error: unknown) => {
        discovered = undefined;
        throw fail(error instanceof Error ? error.message : String(error));
      });
    return discovered;
  }

  return {
    /** The provider's authorization URL for this session; redirectUri must be in the allow-list. */
    async start(sessionId: string, redirectUri: string): Promise<string> {
      if (!settings().redirectUris.includes(redirectUri)) {
        throw new AppError("sso.redirect_not_allowed", 400, { field: "redirectUri" });
      }
      const server = await provider();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      await repository.saveRequest({
        sessionId,
        state,
        nonce,
        codeVerifier,
        redirectUri,
        expiresAt: new Date(now().getTime() + REQUEST_TTL_MS),
      });
      return oidc
        .buildAuthorizationUrl(server, {
          redirect_uri: redirectUri,
          scope: "openid email profile",
          response_type: "code",
          code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
          code_challenge_method: "S256",
          state,
          nonce,
        })
        .toString();
    },

    /** Checks the provider's answer against this session's request; returns the user id to log in. */
    async finish(sessionId: string | undefined, callback: TSsoCallback, lang: TLang): Promise<number> {
      const request = sessionId ? await repository.takeRequest(sessionId) : undefined;
      if (!request || request.expires_at.getTime() < now().getTime()) throw fail("no sign-on in progress");
      if (callback.error) throw fail(callback.error_description || callback.error);
      if (!callback.code) throw fail("no authorization code");
      const server = await provider();
      const url = new URL(request.redirect_uri);
      url.searchParams.set("code", callback.code);
      url.searchParams.set("state", callback.state);
      if (callback.iss) url.searchParams.set("iss", callback.iss);
      let claims: oidc.IDToken | undefined;
      try {
        const tokens = await oidc.authorizationCodeGrant(server, url, {
          pkceCodeVerifier: request.code_verifier,
          expectedState: request.state,
          expectedNonce: request.nonce,
          idTokenExpected: true,
        });
        claims = tokens.claims();
        // Providers may keep e-mail and name out of the ID token: read them from userinfo then.
        if (claims && typeof claims.email !== "string") {
          const info = await oidc.fetchUserInfo(server, tokens.access_token, claims.sub);
          claims = { ...info, ...claims, email: info.email, family_name: info.family_name, name: info.name };
        }
      } catch (error) {
        throw fail(error instanceof Error ? error.message : String(error));
      }
      if (!claims) throw fail("no ID token");
      const known = await repository.findUserId(claims.iss, claims.sub);
      if (known !== undefined) return known;
      return createUser(claims, lang);
    },
  };

  async function createUser(claims: oidc.IDToken, lang: TLang): Promise<number> {
    const email = typeof claims.email === "string" ? claims.email : "";
    // An existing local account is never taken over by a provider's e-mail claim.
    if (email && (await repository.emailTaken(email))) throw new AppError("account.email_exists", 409);
    const name = [claims.family_name, claims.name, claims.preferred_username].find(
      (v) => typeof v === "string",
    );
    const stableId = createHash("sha256").update(`${claims.iss} ${claims.sub}`).digest("hex").slice(0, 16);
    return repository.createUser({
      issuer: claims.iss,
      subject: claims.sub,
      email: email || `sso-${stableId}@users.invalid`,
      lastname: (name as string | undefined)?.slice(0, 100) || claims.sub.slice(0, 100),
      // No password: this account signs in through its provider (argon2 never verifies this value).
      passwordHash: `!sso:${randomBytes(16).toString("hex")}`,
      apiKey: randomBytes(24).toString("base64url"),
      langId: LANGUAGE_IDS[lang],
    });
  }
}
export type TSsoService = ReturnType<typeof createSsoService>;
