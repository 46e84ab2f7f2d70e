import { randomBytes } from "node:crypto";
import { loadPreorderSecretsKey, preorderPgliteDir, startPreorderService } from "./start.ts";

// The service on its own host (`npm start -w @ship/preorder`); `npm start` runs it beside the API.
const env = process.env;
const serviceSecret = env.PREORDER_SERVICE_SECRET ?? randomBytes(32).toString("base64url");
if (!env.PREORDER_SERVICE_SECRET) {
  console.warn("PREORDER_SERVICE_SECRET is not set: no API can register merchants with this service.");
}
const service = await startPreorderService({
  databaseUrl: env.DATABASE_URL,
  pgliteDir: preorderPgliteDir(env.DATA_DIR ?? "./data"),
  port: Number(env.PREORDER_PORT ?? 8081),
  host: env.HOST ?? "0.0.0.0",
  serviceSecret,
  secretsKey: loadPreorderSecretsKey(env.PREORDER_SECRETS_KEY, env.DATA_DIR ?? "./data"),
  tokenKey: env.PREORDER_TOKEN_KEY,
  tokenTtlSeconds: env.PREORDER_TOKEN_TTL_SECONDS ? Number(env.PREORDER_TOKEN_TTL_SECONDS) : undefined,
  publicUrl: env.PREORDER_PUBLIC_URL,
  logger: { level: env.LOG_LEVEL ?? "info" },
});
console.log(`pre-order service ready on ${service.url}`);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => void service.close().then(() => process.exit(0)));
}
