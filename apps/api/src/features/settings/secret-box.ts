import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { TConfig } from "../../config.ts";

const VERSION = "v1";

/** AES-256-GCM for secrets stored in the database (own-carrier credentials, IBAN). */
export function createSecretBox(key: Buffer) {
  if (key.length !== 32) throw new Error("The secrets key must be 32 bytes");
  return {
    seal(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), data]
        .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
        .join(".");
    },

    open(sealed: string): string {
      const [version, iv, tag, data] = sealed.split(".");
      if (version !== VERSION || !iv || !tag || data === undefined) throw new Error("Unknown secret format");
      const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString(
        "utf8",
      );
    },
  };
}
export type TSecretBox = ReturnType<typeof createSecretBox>;

/**
 * The key: SECRETS_KEY when set; else DATA_DIR/secrets.key, written (mode 0600) at first start.
 * Tests without SECRETS_KEY get a key of their own that lives as long as the process.
 */
export function loadSecretsKey(config: TConfig): Buffer {
  if (config.secretsKey) return Buffer.from(config.secretsKey, "base64");
  if (config.env === "test") return randomBytes(32);
  const file = path.join(config.dataDir, "secrets.key");
  if (!fs.existsSync(file)) {
    fs.mkdirSync(config.dataDir, { recursive: true });
    try {
      fs.writeFileSync(file, `${randomBytes(32).toString("base64")}\n`, { mode: 0o600, flag: "wx" });
    } catch (error) {
      // Another process made it first: read theirs.
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
  const key = Buffer.from(fs.readFileSync(file, "utf8").trim(), "base64");
  if (key.length !== 32) throw new Error(`${file} does not hold a 32-byte key in base64`);
  return key;
}
