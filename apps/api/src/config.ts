import { randomBytes } from "node:crypto";
import { isIP } from "node:net";
import path from "node:path";
import { LiveCarrierConfigError, parseLiveCarrierSettings, type TLiveCarrierSettings } from "@ship/carriers";
import { z } from "zod";
import { isLoopbackHost } from "./http/loopback.ts";

export type TTrustProxy = false | number | string[];
export type TDevMailbox = "off" | "loopback" | "any";

// proxy-addr's names for reserved ranges, accepted in TRUST_PROXY's list.
const PROXY_RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);
const MAX_PROXY_HOPS = 10;

/**
 * TRUST_PROXY (decision 023): which peers may set X-Forwarded-For / -Proto / -Host.
 * "true" means one hop (a single reverse proxy in front): the address that proxy saw wins, and
 * whatever a client wrote further left in X-Forwarded-For is ignored. Undefined = not valid.
 */
export function parseTrustProxy(value: string): TTrustProxy | undefined {
  const trimmed = value.trim();
  if (trimmed === "false" || trimmed === "" || trimmed === "0") return false;
  if (trimmed === "true") return 1;
  if (/^\d+$/.test(trimmed)) {
    const hops = Number(trimmed);
    return hops <= MAX_PROXY_HOPS ? hops : undefined;
  }
  const entries = trimmed.split(",").map((entry) => entry.trim());
  const valid = entries.every((entry) => {
    if (PROXY_RANGE_NAMES.has(entry)) return true;
    const [address, bits, extra] = entry.split("/");
    if (extra !== undefined || !address) return false;
    const family = isIP(address);
    if (family === 0) return false;
    if (bits === undefined) return true;
    return /^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
  });
  return valid ? entries : undefined;
}

const ZEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default("0.0.0.0"),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default("./data"),
  BRAND: z.string().optional(),
  BRANDS_DIR: z.string().optional(),
  WEB_DIST: z.string().optional(),
  SESSION_COOKIE_NAME: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/)
    .default("PHPSESSID"),
  SESSION_IDLE_DAYS: z.coerce.number().positive().default(7),
  /** Time each carrier gets to answer a rating; a slower one is reported in carrier_errors. */
  RATING_BUDGET_MS: z.coerce.number().int().min(100).max(30_000).default(2500),
  /** Decision 021: retention of stored rows, and per-address limits of anonymous use. */
  RETENTION_RATING_DAYS: z.coerce.number().positive().default(30),
  RETENTION_INTERVAL_MINUTES: z.coerce.number().positive().default(60),
  /** Decision 051: how often the carriers are asked where notified shipments stand; 0 turns it off. */
  TRACKING_REFRESH_MINUTES: z.coerce.number().min(0).default(30),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
  RATE_LIMIT_NEW_SESSIONS: z.coerce.number().int().min(1).default(60),
  RATE_LIMIT_ANONYMOUS_RATINGS: z.coerce.number().int().min(1).default(300),
  /** Contact messages per client address and per sender e-mail an hour (spam control, decision 056). */
  RATE_LIMIT_CONTACT_MESSAGES: z.coerce.number().int().min(1).default(5),
  /** Own-carrier credential tests per user per window (decision 061): each one calls the carrier. */
  RATE_LIMIT_CREDENTIAL_TESTS: z.coerce.number().int().min(1).default(10),
  /** Decision 055: where the limits count; unset = the database with PostgreSQL, memory with PGlite. */
  RATE_LIMIT_STORE: z.enum(["memory", "database"]).optional(),
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: z
    .string()
    .default("false")
    .transform((value, context) => {
      const parsed = parseTrustProxy(value);
      if (parsed === undefined) {
        context.addIssue({
          code: "custom",
          message:
            "false, a number of proxy hops (1-10), or a comma-separated list of proxy addresses/CIDRs " +
            "(loopback, linklocal and uniquelocal name those ranges)",
        });
        return z.NEVER;
      }
      return parsed;
    }),
  /** 32 bytes, base64: the AES-256-GCM key of stored secrets (unset = DATA_DIR/secrets.key, made at first start). */
  SECRETS_KEY: z
    .string()
    .regex(/^[A-Za-z0-9+/_-]{43}=?$/, "32 bytes in base64")
    .optional(),
  /** Issue 5 accounts: mail, public links, single sign-on (README configuration table). */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).default("ShipCompare <no-reply@shipcompare.test>"),
  /** Where the team's notices go (the loyalty form, decision 034). */
  TEAM_EMAIL: z.string().trim().pipe(z.email()).default("team@shipcompare.test"),
  DEV_MAILBOX: z.enum(["true", "false", "loopback"]).optional(),
  PUBLIC_URL: z.string().url().optional(),
  SSO_ISSUER_URL: z.string().url().optional(),
  SSO_CLIENT_ID: z.string().min(1).optional(),
  SSO_CLIENT_SECRET: z.string().min(1).optional(),
  SSO_REDIRECT_URIS: z.string().optional(),
  /** Issue 4 payment: the card payment provider and its secrets (README configuration table). */
  PAYMENT_PROVIDER: z.enum(["sandbox", "stripe"]).optional(),
  PAYMENT_NOTIFY_SECRET: z.string().min(32, "at least 32 characters").optional(),
  PAYMENT_URL_KEY: z
    .string()
    .regex(/^[A-Za-z0-9+/_-]{43}=?$/, "32 bytes in base64")
    .optional(),
  /** PAYMENT_PROVIDER=stripe: the account's secret key and the webhook endpoint's signing secret. */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]+$/, "a Stripe secret key (sk_test_..., sk_live_...)")
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_[A-Za-z0-9+/=]+$/, "a Stripe webhook signing secret (whsec_...)")
    .optional(),
  /** Another Stripe API origin (stripe-mock, tests' stub server); unset = Stripe's own. */
  STRIPE_API_URL: z.string().url().optional(),
  /** Bearer token of GET /metrics; production serves no metrics without it. */
  METRICS_TOKEN: z.string().min(32, "at least 32 characters").optional(),
  /** Issue 15 pre-orders (decision 045): a separate service; unset = started beside the API. */
  PREORDER_URL: z.string().url().optional(),
  /** Default 8081; 0 (any free port) under NODE_ENV=test, where API processes start side by side. */
  PREORDER_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  PREORDER_PUBLIC_URL: z.string().url().optional(),
  PREORDER_SERVICE_SECRET: z.string().min(32, "at least 32 characters").optional(),
  /**
   * Issue 16: the relay-point map's tile server, `{z}/{x}/{y}` in its path (`{s}` a subdomain);
   * its origin is allowed in the Content-Security-Policy's img-src.
   */
  MAP_TILE_URL: z
    .string()
    .default("https://tile.openstreetmap.org/{z}/{x}/{y}.png")
    .refine(
      (template) =>
        ["{z}", "{x}", "{y}"].every((part) => template.includes(part)) &&
        tileOriginOf(template) !== undefined,
      "an http(s) URL with {z}, {x} and {y}, such as https://tile.openstreetmap.org/{z}/{x}/{y}.png",
    ),
  MAP_TILE_ATTRIBUTION: z.string().min(1).max(300).default("© OpenStreetMap contributors"),
  /** Issue 17: where issued documents' bytes are kept (decision 052). */
  DOCUMENT_STORE: z.enum(["local", "s3"]).default("local"),
  DOCUMENTS_DIR: z.string().min(1).optional(),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      "an S3 bucket name (3-63 lower-case letters, digits, '.', '-')",
    )
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]+$/, "a region name such as eu-west-3")
    .default("us-east-1"),
  S3_ENDPOINT: z.string().url().optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(["true", "false"])
    .default("false")
    .transform((value) => value === "true"),
  S3_PREFIX: z
    .string()
    .regex(/^([A-Za-z0-9][A-Za-z0-9._-]*\/)*$/, "empty, or folder names each ending with '/' (shipcompare/)")
    .default(""),
  DEMO_DATA: z
    .enum(["true", "false"])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === "true")),
});

/**
 * The origin a tile URL template loads from, as a CSP source: `{s}.tile.example` becomes
 * `*.tile.example`. Undefined when the template is not an http(s) URL.
 */
export function tileOriginOf(template: string): string | undefined {
  try {
    const url = new URL(template.replaceAll("{s}", "s-subdomain").replace(/\{[a-z]+\}/g, "0"));
    if (url.protocol !== "https:" && url.protocol !== "http:") return undefined;
    return `${url.protocol}//${url.host.replace("s-subdomain", "*")}`;
  } catch {
    return undefined;
  }
}

export type TConfig = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  brand: string | undefined;
  brandsDir: string;
  webDist: string;
  sessionCookieName: string;
  sessionIdleMs: number;
  ratingBudgetMs: number;
  /** Unordered ratings older than ratingDays are purged, every intervalMs (decision 021). */
  retention: { ratingDays: number; intervalMs: number };
  /** The tracking refresh's period (decision 051); 0 = no refresh, tracking moves when read. */
  trackingRefreshMs: number;
  /** Per client address, per windowMs: visitor sessions opened, ratings without a logged-in user. */
  visitorLimits: {
    windowMs: number;
    newSessions: number;
    anonymousRatings: number;
    contactMessages: number;
    /** Per user, not per address: the settings' credential tests (decision 061). */
    credentialTests: number;
    /**
     * Where the counts live (decision 055): `database` = one count shared by every API node,
     * `memory` = this process's (exact only with one process: PGlite's case).
     */
    store: "memory" | "database";
  };
  env: "development" | "production" | "test";
  logLevel: string;
  /** The relay-point map's tiles (issue 16): template, attribution, and the origin the CSP allows. */
  map: { tileUrl: string; attribution: string; tileOrigin: string };
  /** Fastify's trustProxy: false, a hop count, or the proxies' addresses/CIDRs (decision 023). */
  trustProxy: TTrustProxy;
  demoData: boolean;
  /** devMailbox: who may read /dev/mailbox ("loopback": this machine's own clients only). */
  mail: { smtpUrl: string | undefined; from: string; devMailbox: TDevMailbox; team: string };
  /** Origin of links in e-mails; unset (development only) = a brand's host (links.ts). */
  publicUrl: string | undefined;
  sso:
    | { issuerUrl: string; clientId: string; clientSecret: string | undefined; redirectUris: string[] }
    | undefined;
  secretsKey: string | undefined;
  /** GET /metrics: open (development, test), behind a bearer token, or not served (production without one). */
  metrics: { token: string | undefined } | undefined;
  /**
   * Card payment (decision 010): undefined = payments off (production without PAYMENT_PROVIDER).
   * notifySecret signs provider notifications (HMAC-SHA256); urlKey encrypts transaction ids in URLs.
   */
  payment:
    | { provider: "sandbox"; notifySecret: string; urlKey: Buffer }
    | {
        provider: "stripe";
        notifySecret: string;
        urlKey: Buffer;
        stripe: { secretKey: string; webhookSecret: string; apiUrl: string | undefined; publicUrl: string };
      }
    | undefined;
  /**
   * The pre-order service (decision 045). url undefined: the API starts it in its own process on
   * `port` (0 = any free port) with its own tables; serviceSecret authenticates the API's merchant
   * registrations (random per start when the API starts the service itself).
   */
  preorder: { url: string | undefined; port: number; publicUrl: string | undefined; serviceSecret: string };
  /**
   * Live carriers (issue 19, decision 061): CARRIERS_LIVE, the operator's accounts
   * (CARRIER_<CODE>_<FIELD>, CARRIER_SECRETS_FILE) and API roots (CARRIER_<CODE>_BASE_URL).
   * Nothing set = every carrier on its sandbox.
   */
  carriers: TLiveCarrierSettings;
  /**
   * Where issued documents are kept (decision 052): files under `dir`, or objects of an
   * S3-compatible bucket (credentials from the AWS SDK's own chain: AWS_ACCESS_KEY_ID, ...).
   */
  documents:
    | { store: "local"; dir: string }
    | {
        store: "s3";
        bucket: string;
        region: string;
        endpoint: string | undefined;
        forcePathStyle: boolean;
        prefix: string;
      };
};

// Development and test defaults only: production refuses to start with a provider but without its own secrets.
const DEV_PAYMENT_NOTIFY_SECRET = "development-only-sandbox-notification-secret";
const DEV_PAYMENT_URL_KEY = "ZGV2ZWxvcG1lbnQtb25seS1wYXltZW50LXVybC1rZXk=";

function readPaymentConfig(e: z.infer<typeof ZEnv>): TConfig["payment"] {
  const production = e.NODE_ENV === "production";
  // The sandbox takes test cards: a production server runs it only when told to.
  const provider = e.PAYMENT_PROVIDER ?? (production ? undefined : "sandbox");
  if (!provider) return undefined;
  if (provider === "stripe") {
    // Stripe needs its keys in every environment, and absolute return URLs for its page.
    const missing = [
      e.STRIPE_SECRET_KEY ? null : "STRIPE_SECRET_KEY",
      e.STRIPE_WEBHOOK_SECRET ? null : "STRIPE_WEBHOOK_SECRET",
      e.PUBLIC_URL ? null : "PUBLIC_URL",
      production && !e.PAYMENT_URL_KEY ? "PAYMENT_URL_KEY" : null,
    ].filter(Boolean);
    if (missing.length > 0 || !e.STRIPE_SECRET_KEY || !e.STRIPE_WEBHOOK_SECRET || !e.PUBLIC_URL) {
      throw new Error(
        `Invalid configuration:\n  ${missing.join(", ")}: required with PAYMENT_PROVIDER=stripe`,
      );
    }
    return {
      provider,
      notifySecret: e.PAYMENT_NOTIFY_SECRET ?? DEV_PAYMENT_NOTIFY_SECRET,
      urlKey: Buffer.from(e.PAYMENT_URL_KEY ?? DEV_PAYMENT_URL_KEY, "base64"),
      stripe: {
        secretKey: e.STRIPE_SECRET_KEY,
        webhookSecret: e.STRIPE_WEBHOOK_SECRET,
        apiUrl: e.STRIPE_API_URL,
        publicUrl: e.PUBLIC_URL.replace(/\/+$/, ""),
      },
    };
  }
  if (production) {
    const missing = [
      e.PAYMENT_NOTIFY_SECRET ? null : "PAYMENT_NOTIFY_SECRET",
      e.PAYMENT_URL_KEY ? null : "PAYMENT_URL_KEY",
    ].filter(Boolean);
    if (missing.length > 0) {
      throw new Error(
        `Invalid configuration:\n  ${missing.join(", ")}: required in production with PAYMENT_PROVIDER`,
      );
    }
  }
  return {
    provider,
    notifySecret: e.PAYMENT_NOTIFY_SECRET ?? DEV_PAYMENT_NOTIFY_SECRET,
    urlKey: Buffer.from(e.PAYMENT_URL_KEY ?? DEV_PAYMENT_URL_KEY, "base64"),
  };
}

/**
 * The development mailbox shows every stored e-mail, reset links included (decision 023): never in
 * production; elsewhere only to this machine's own clients unless DEV_MAILBOX=true says otherwise.
 */
function devMailboxOf(e: z.infer<typeof ZEnv>): TDevMailbox {
  if (e.NODE_ENV === "production" || e.DEV_MAILBOX === "false") return "off";
  return e.DEV_MAILBOX === "true" ? "any" : "loopback";
}

/** Settings production must have, or must not have: the start stops and names them. */
function refuseUnsafeProduction(e: z.infer<typeof ZEnv>): void {
  if (e.NODE_ENV !== "production") return;
  const problems = [
    // Without it, e-mailed links would have to trust a request header (Host injection).
    e.PUBLIC_URL ? null : "PUBLIC_URL: required in production (the origin of links in e-mails)",
    e.DEV_MAILBOX && e.DEV_MAILBOX !== "false"
      ? "DEV_MAILBOX: the development mailbox is never served in production"
      : null,
  ].filter(Boolean);
  if (problems.length > 0) throw new Error(`Invalid configuration:\n  ${problems.join("\n  ")}`);
}

/**
 * The development defaults that are open doors on a reachable address (decision 023): demo
 * accounts with published passwords, the mailbox, the public payment secrets. One warning line
 * at start when any is active and HOST is not a loopback address; undefined otherwise.
 */
export function developmentDefaultsWarning(config: TConfig): string | undefined {
  if (isLoopbackHost(config.host)) return undefined;
  const active = [
    config.demoData ? "demo accounts with published passwords (DEMO_DATA)" : null,
    config.mail.devMailbox === "any" ? "the development mailbox for every client (DEV_MAILBOX=true)" : null,
    config.mail.devMailbox === "loopback" ? "the development mailbox for this machine's clients" : null,
    config.payment && config.payment.notifySecret === DEV_PAYMENT_NOTIFY_SECRET
      ? "public payment secrets (PAYMENT_NOTIFY_SECRET, PAYMENT_URL_KEY)"
      : null,
  ].filter(Boolean);
  if (active.length === 0) return undefined;
  return (
    `development defaults are active while listening on ${config.host}: ${active.join("; ")}. ` +
    "Set NODE_ENV=production (see the README's production checklist) or HOST=127.0.0.1."
  );
}

const repoRoot = path.resolve(import.meta.dirname, "../../..");

/** Reads the configuration from the environment; a bad value stops the start with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): TConfig {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  refuseUnsafeProduction(e);
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR),
    brand: e.BRAND,
    brandsDir: e.BRANDS_DIR ? path.resolve(e.BRANDS_DIR) : path.join(repoRoot, "brands"),
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : path.join(repoRoot, "apps/web/dist"),
    sessionCookieName: e.SESSION_COOKIE_NAME,
    sessionIdleMs: e.SESSION_IDLE_DAYS * 24 * 3600 * 1000,
    ratingBudgetMs: e.RATING_BUDGET_MS,
    retention: { ratingDays: e.RETENTION_RATING_DAYS, intervalMs: e.RETENTION_INTERVAL_MINUTES * 60_000 },
    trackingRefreshMs: e.TRACKING_REFRESH_MINUTES * 60_000,
    visitorLimits: {
      windowMs: e.RATE_LIMIT_WINDOW_SECONDS * 1000,
      newSessions: e.RATE_LIMIT_NEW_SESSIONS,
      anonymousRatings: e.RATE_LIMIT_ANONYMOUS_RATINGS,
      contactMessages: e.RATE_LIMIT_CONTACT_MESSAGES,
      credentialTests: e.RATE_LIMIT_CREDENTIAL_TESTS,
      store: e.RATE_LIMIT_STORE ?? (e.DATABASE_URL ? "database" : "memory"),
    },
    env: e.NODE_ENV,
    logLevel: e.LOG_LEVEL,
    map: {
      tileUrl: e.MAP_TILE_URL,
      attribution: e.MAP_TILE_ATTRIBUTION,
      tileOrigin: tileOriginOf(e.MAP_TILE_URL) ?? "'none'",
    },
    trustProxy: e.TRUST_PROXY,
    // Demo users exist in development only, unless asked for explicitly.
    demoData: e.DEMO_DATA ?? e.NODE_ENV !== "production",
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, devMailbox: devMailboxOf(e), team: e.TEAM_EMAIL },
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ""),
    sso:
      e.SSO_ISSUER_URL && e.SSO_CLIENT_ID
        ? {
            issuerUrl: e.SSO_ISSUER_URL,
            clientId: e.SSO_CLIENT_ID,
            clientSecret: e.SSO_CLIENT_SECRET,
            redirectUris: (e.SSO_REDIRECT_URIS ?? "")
              .split(",")
              .map((uri) => uri.trim())
              .filter(Boolean),
          }
        : undefined,
    secretsKey: e.SECRETS_KEY,
    metrics: e.METRICS_TOKEN || e.NODE_ENV !== "production" ? { token: e.METRICS_TOKEN } : undefined,
    payment: readPaymentConfig(e),
    preorder: readPreorderConfig(e),
    documents: readDocumentsConfig(e),
    carriers: readLiveCarrierSettings(env),
  };
}

function readLiveCarrierSettings(env: NodeJS.ProcessEnv): TLiveCarrierSettings {
  try {
    return parseLiveCarrierSettings(env);
  } catch (error) {
    if (!(error instanceof LiveCarrierConfigError)) throw error;
    throw new Error(`Invalid configuration:\n  ${error.message}`);
  }
}

function readDocumentsConfig(e: z.infer<typeof ZEnv>): TConfig["documents"] {
  if (e.DOCUMENT_STORE === "local") {
    return { store: "local", dir: path.resolve(e.DOCUMENTS_DIR ?? path.join(e.DATA_DIR, "documents")) };
  }
  if (!e.S3_BUCKET) throw new Error("Invalid configuration:\n  S3_BUCKET: required with DOCUMENT_STORE=s3");
  return {
    store: "s3",
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    endpoint: e.S3_ENDPOINT,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
    prefix: e.S3_PREFIX,
  };
}

function readPreorderConfig(e: z.infer<typeof ZEnv>): TConfig["preorder"] {
  // A separate service must share the secret; one the API starts itself shares a random one.
  if (e.PREORDER_URL && !e.PREORDER_SERVICE_SECRET) {
    throw new Error("Invalid configuration:\n  PREORDER_SERVICE_SECRET: required with PREORDER_URL");
  }
  return {
    url: e.PREORDER_URL?.replace(/\/+$/, ""),
    port: e.PREORDER_PORT ?? (e.NODE_ENV === "test" ? 0 : 8081),
    publicUrl: e.PREORDER_PUBLIC_URL?.replace(/\/+$/, ""),
    serviceSecret: e.PREORDER_SERVICE_SECRET ?? randomBytes(32).toString("base64url"),
  };
}
