import { randomBytes } from "node:crypto";
import { createTestDatabase } from "@ship/db/testing";
import { startPreorderService } from "./start.ts";

/**
 * A pre-order service for one test file, on a random port: an in-memory PGlite, or with
 * TEST_DATABASE_URL a fresh PostgreSQL database (dropped on close) where it uses its schema.
 */
export async function startTestPreorderService(options: { tokenTtlSeconds?: number } = {}) {
  // The fresh database of the API's tests, left empty: the service makes its own schema in it.
  const server = process.env.TEST_DATABASE_URL ? await createTestDatabase({ migrate: false }) : undefined;
  const serviceSecret = randomBytes(24).toString("base64url");
  const service = await startPreorderService({
    databaseUrl: server?.url,
    pgliteDir: "memory://",
    port: 0,
    host: "127.0.0.1",
    serviceSecret,
    secretsKey: randomBytes(32),
    tokenTtlSeconds: options.tokenTtlSeconds,
  });
  return {
    url: service.url,
    serviceSecret,
    databaseUrl: server?.url,
    db: service.db,
    async close() {
      await service.close();
      await server?.close();
    },
  };
}

export {
  sampleGenericOrder,
  sampleShopifyOrder,
  sampleWooCommerceOrder,
} from "./features/stores/sample-orders.ts";
