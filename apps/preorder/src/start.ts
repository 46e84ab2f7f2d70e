import { randomBytes } from "node:crypto";
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

/** DATA_DIR/preorder: the service's own PGlite directory beside the API's. */
export function preorderPgliteDir(dataDir: string): string {
  return path.join(dataDir, "preorder");
}
