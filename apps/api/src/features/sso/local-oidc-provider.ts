import http from "node:http";
import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";

/**
 * A real OpenID Connect provider on this machine (oidc-provider, development login screens),
 * for the single sign-on tests. signIn() walks its login and consent screens like a browser.
 */
export async function startLocalOidcProvider(options: {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
}) {
  let handler: http.RequestListener = (_req, res) => res.end();
  const server = http.createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://localhost:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: options.redirectUris,
        response_types: ["code"],
        grant_types: ["authorization_code"],
        token_endpoint_auth_method: "client_secret_post",
      },
    ],
    async findAccount(_ctx: unknown, sub: string) {
      return {
        accountId: sub,
        claims: async () => ({
          sub,
          email: `${sub}@market.test`,
          email_verified: true,
          family_name: `Buyer ${sub}`,
        }),
      };
    },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["family_name"] },
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
    cookies: { keys: ["local-test-provider-key"] },
  });
  handler = provider.callback();

  /** Follows the provider's screens as `login`, consenting; returns the URL it sends the browser back to. */
  async function signIn(authorizationUrl: string, login: string): Promise<URL> {
    const jar = new Map<string, string>();
    let url = authorizationUrl;
    let method: "GET" | "POST" = "GET";
    let body: string | undefined;
    for (let step = 0; step < 12; step++) {
      const response = await fetch(url, {
        method,
        redirect: "manual",
        headers: {
          cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; "),
          ...(body ? { "content-type": "application/x-www-form-urlencoded" } : {}),
        },
        body: body ?? null,
      });
      for (const cookie of response.headers.getSetCookie()) {
        const [pair = ""] = cookie.split(";");
        const at = pair.indexOf("=");
        jar.set(pair.slice(0, at), pair.slice(at + 1));
      }
      const location = response.headers.get("location");
      if (location) {
        const next = new URL(location, url);
        if (!next.href.startsWith(issuer)) return next;
        url = next.href;
        method = "GET";
        body = undefined;
        continue;
      }
      const page = await response.text();
      // A development screen: the login form, then the consent form, both posted to the same URL.
      method = "POST";
      body = page.includes('name="login"')
        ? new URLSearchParams({ prompt: "login", login, password: "any" }).toString()
        : new URLSearchParams({ prompt: "consent" }).toString();
    }
    throw new Error("the provider did not send the browser back");
  }

  return {
    issuer,
    signIn,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
