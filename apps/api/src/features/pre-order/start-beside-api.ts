import { hkdfSync } from "node:crypto";
import { preorderPgliteDir, startPreorderService, type TRunningPreorderService } from "@ship/preorder";
import type { TConfig } from "../../config.ts";
import { loadSecretsKey } from "../settings/secret-box.ts";

/**
 * `npm start` with no PREORDER_URL: the pre-order service starts in the API's process, on its own
 * port (PREORDER_PORT) with its own tables (schema `preorder` of DATABASE_URL, or DATA_DIR/preorder).
 * Undefined when PREORDER_URL points at a service elsewhere.
 */
export async function startPreorderBesideApi(config: TConfig): Promise<TRunningPreorderService | undefined> {
  if (config.preorder.url) return undefined;
  return startPreorderService({
    databaseUrl: config.databaseUrl,
    pgliteDir: preorderPgliteDir(config.dataDir),
    port: config.preorder.port,
    host: config.host,
    serviceSecret: config.preorder.serviceSecret,
    // The stores' secrets are sealed with a key of their own, derived from the API's SECRETS_KEY.
    secretsKey: Buffer.from(
      hkdfSync("sha256", loadSecretsKey(config), Buffer.alloc(0), "shipcompare pre-order store secrets", 32),
    ),
    publicUrl: config.preorder.publicUrl,
    logger: config.logLevel === "silent" ? false : { level: config.logLevel },
  });
}

/** The configuration with the started service's address (its port may have been chosen by the system). */
export function withPreorderUrl(config: TConfig, service: TRunningPreorderService | undefined): TConfig {
  return service ? { ...config, preorder: { ...config.preorder, url: service.url } } : config;
}
