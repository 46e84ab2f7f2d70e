import type { FastifyBaseLogger } from "fastify";
import type { TPreorderDb } from "./db/open-database.ts";
import { createMerchantRepository, type TMerchantRepository } from "./features/auth/merchant-repository.ts";
import { createTokenIssuer, type TTokenIssuer } from "./features/auth/tokens.ts";
import {
  createPreorderRepository,
  type TPreorderRepository,
} from "./features/preorders/preorder-repository.ts";
import { createSecretSeal } from "./features/stores/secret-seal.ts";
import { createStoreRepository, type TStoreRepository } from "./features/stores/store-repository.ts";

export type TServiceSettings = {
  /** Authenticates the API's merchant registrations (PREORDER_SERVICE_SECRET). */
  serviceSecret: string;
  /** AES-256-GCM key of the stores' signing secrets at rest (32 bytes). */
  secretsKey: Buffer;
  /** Signs login_check's tokens (HS256). */
  tokenKey: Uint8Array;
  tokenTtlSeconds: number;
  /** The service's address as stores reach it: the webhook URLs shown on the my-store page. */
  publicUrl: () => string;
};

/** What the routes use: the repositories over the service's own database, tokens, settings. */
export type TServiceContext = {
  merchants: TMerchantRepository;
  stores: TStoreRepository;
  preorders: TPreorderRepository;
  tokens: TTokenIssuer;
  settings: TServiceSettings;
};

export function createServiceContext(
  db: TPreorderDb,
  settings: TServiceSettings,
  log: FastifyBaseLogger,
): TServiceContext {
  return {
    merchants: createMerchantRepository(db),
    stores: createStoreRepository(db, createSecretSeal(settings.secretsKey)),
    // Spec §7: unparsable parcels are answered as [] and logged, so the merchant's data can be fixed.
    preorders: createPreorderRepository(db, (detail) =>
      log.warn(detail, "unparsable parcel JSON answered as []"),
    ),
    tokens: createTokenIssuer(settings.tokenKey, settings.tokenTtlSeconds),
    settings,
  };
}
