import type { S3Client } from "@aws-sdk/client-s3";
import { checkDocumentKey, type TDocumentStore } from "./document-store.ts";

export type TS3Settings = {
  bucket: string;
  region: string;
  /** Another S3-compatible service (MinIO, Ceph, a cloud's S3 API); unset = AWS. */
  endpoint: string | undefined;
  /** `endpoint/bucket/key` instead of `bucket.endpoint/key`: what most S3-compatible services expect. */
  forcePathStyle: boolean;
  /** Prepended to every key (`shipcompare/`), so one bucket can hold other things too. */
  prefix: string;
  /** Tests only; otherwise the SDK's own chain (AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, profiles, roles). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
};

const CONTENT_TYPES: Record<string, string> = { pdf: "application/pdf", zpl: "application/zpl" };

type TSdk = typeof import("@aws-sdk/client-s3");

const CONNECT_TIMEOUT_MS = 5_000;
const REQUEST_TIMEOUT_MS = 15_000;

// GetObject names a missing key (NoSuchKey, unlike NoSuchBucket); HeadObject answers a bare 404.
const isMissingKey = (sdk: TSdk, error: unknown) =>
  error instanceof sdk.S3ServiceException && error.name === "NoSuchKey";
const isNotFound = (sdk: TSdk, error: unknown) =>
  error instanceof sdk.S3ServiceException && error.$metadata.httpStatusCode === 404;

/**
 * Documents as objects of one bucket through the AWS SDK (decision 052). PutObject is atomic on
 * S3: a reader sees the previous object or the new one. Checksums are sent and checked only
 * where S3 requires them: many S3-compatible services refuse the SDK's newer default ones. The
 * SDK is loaded at the first call (about 170 ms of module loading a local-disk start never pays).
 */
export function createS3DocumentStore(settings: TS3Settings): TDocumentStore {
  let loaded: Promise<{ sdk: TSdk; client: S3Client }> | undefined;
  const connect = () => {
    loaded ??= import("@aws-sdk/client-s3").then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: settings.region,
        forcePathStyle: settings.forcePathStyle,
        requestChecksumCalculation: "WHEN_REQUIRED",
        responseChecksumValidation: "WHEN_REQUIRED",
        // A store that stops answering must not hold a shipment's confirmation or a download for ever.
        requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS },
        ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
        ...(settings.credentials ? { credentials: settings.credentials } : {}),
      }),
    }));
    return loaded;
  };
  const object = (key: string) => ({ Bucket: settings.bucket, Key: settings.prefix + checkDocumentKey(key) });

  return {
    async put(key, body) {
      const extension = key.slice(key.lastIndexOf(".") + 1);
      const target = object(key);
      const { sdk, client } = await connect();
      await client.send(
        new sdk.PutObjectCommand({
          ...target,
          Body: body,
          ContentType: CONTENT_TYPES[extension] ?? "application/octet-stream",
        }),
      );
    },

    async get(key) {
      const target = object(key);
      const { sdk, client } = await connect();
      try {
        const answer = await client.send(new sdk.GetObjectCommand(target));
        if (!answer.Body) return Buffer.alloc(0);
        return Buffer.from(await answer.Body.transformToByteArray());
      } catch (error) {
        if (isMissingKey(sdk, error)) return undefined;
        throw error;
      }
    },

    async exists(key) {
      const target = object(key);
      const { sdk, client } = await connect();
      try {
        await client.send(new sdk.HeadObjectCommand(target));
        return true;
      } catch (error) {
        if (isNotFound(sdk, error)) return false;
        throw error;
      }
    },

    async delete(key) {
      const target = object(key);
      const { sdk, client } = await connect();
      await client.send(new sdk.DeleteObjectCommand(target));
    },
  };
}
