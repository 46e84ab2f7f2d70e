import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { FastifyServerOptions } from "fastify";
import { openPreorderDatabase, type TPreorderDb } from "./db/open-database.ts";
import { buildPreorderServer } from "./server.ts";

export type TStartPreorderOptions = {
  /** A PostgreSQL URL (the service then uses its schema `preorder`); none = PGlite in pgliteDir. */
  databaseUrl?: string;
  /** PGlite's directory: DATA_DIR/preorder, or memory:// in tests. */
  pgliteDir: string;
  port: number;
  host: string;
  serviceSecret: string;
  /** 32 bytes: seals the stores' signing secrets in the database. */
  secretsKey: Buffer;
  /** Signs the tokens; none = a random key per start (tokens live minutes; a restart asks for new ones). */
  tokenKey?: string;
  tokenTtlSeconds?: number;
  /** The address stores reach (webhook URLs); none = http://localhost:{port}. */
  publicUrl?: string;
  logger?: FastifyServerOptions["logger"];
};

export type TRunningPreorderService = {
  url: string;
  port: number;
  /** The service's database (tests write rows a store could not send, e.g. broken parcel JSON). */
  db: TPreorderDb;
  close(): Promise<void>;
};

/** Opens the service's database (migrating it), builds the server and listens. */
export async function startPreorderService(options: TStartPreorderOptions): Promise<TRunningPreorderService> {
  const database = await openPreorderDatabase({ url: options.databaseUrl, pgliteDir: options.pgliteDir });
  let port = options.port;
  const app = buildPreorderServer(
    database.db,
    {
      serviceSecret: options.serviceSecret,
      secretsKey: options.secretsKey,
      tokenKey: options.tokenKey ? Buffer.from(options.tokenKey) : randomBytes(32),
      tokenTtlSeconds: options.tokenTtlSeconds ?? 300,
      publicUrl: () => (options.publicUrl ?? `http://localhost:${port}`).replace(/\/+$/, ""),
    },
    options.logger,
  );
  try {
    await app.listen({ port: options.port, host: options.host });
  } catch (error) {
    await database.close();
    throw error;
  }
  const address = app.server.address();
  port = typeof address === "object" && address ? address.port : options.port;
  const loopback = options.host === "0.0.0.0" || options.host === "::" ? "127.0.0.1" : options.host;
  return {
    url: `http://${loopback.includes(":") ? `[${loopback}]` : loopback}:${port}`,
    port,
    db: database.db,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/**
 * The service run alone: PREORDER_SECRETS_KEY (32 bytes, base64), else the key file in its data
 * directory, made (mode 0600) at first start.
 */
export function loadPreorderSecretsKey(base64: string | undefined, dataDir: string): Buffer {
  const file = path.join(preorderPgliteDir(dataDir), "secrets.key");
  if (!base64 && !fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `${randomBytes(32).toString("base64")}\n`, { mode: 0o600, flag: "wx" });
  }
  const key = Buffer.from(base64 ?? fs.readFileSync(file, "utf8").trim(), "base64");
  if (key.length !== 32)
    throw new Error("PREORDER_SECRETS_KEY (or its key file) must hold 32 bytes in base64");
  return key;
}

/** DATA_DIR/preorder: the service's own PGlite directory beside the API's. */
export function preorderPgliteDir(dataDir: string): string {
  return path.join(dataDir, "preorder");
}
