import { randomBytes } from "node:crypto";
import pg from "pg";
import { startPreorderService } from "./start.ts";

/**
 * A pre-order service for one test file, on a random port: an in-memory PGlite, or with
 * TEST_DATABASE_URL a fresh PostgreSQL database (dropped on close) where it uses its schema.
 */
export async function startTestPreorderService(options: { tokenTtlSeconds?: number } = {}) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const name = `ship_preorder_test_${randomBytes(6).toString("hex")}`;
  let databaseUrl: string | undefined;
  if (serverUrl) {
    await admin(serverUrl, `create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }
  const serviceSecret = randomBytes(24).toString("base64url");
  const service = await startPreorderService({
    databaseUrl,
    pgliteDir: "memory://",
    port: 0,
    host: "127.0.0.1",
    serviceSecret,
    tokenTtlSeconds: options.tokenTtlSeconds,
  });
  return {
    url: service.url,
    serviceSecret,
    databaseUrl,
    db: service.db,
    async close() {
      await service.close();
      if (serverUrl) await admin(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

async function admin(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
