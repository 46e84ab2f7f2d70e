import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";

/** What a crypted transaction id is bound to: the transaction, its order and its owner. */
export type TTransactionBinding = {
  /** 16 random bytes in base64url (payment_transactions.id). */
  transactionId: string;
  /** The order it pays; null for a credit top-up (bound to its user only). */
  shipmentId: string | null;
  /** The user id when the order was made logged in, else null (the order belongs to a session). */
  userId: number | null;
};

const VERSION = 1;
// Binds the ciphertext to its use: a token made for something else never opens here.
const AAD = Buffer.from("shipcompare/payment-transaction/v1");
const ID_BYTES = 16;
const TAG_BYTES = 8;
const PLAIN_BYTES = ID_BYTES + 4 + TAG_BYTES;

// The order is carried as 8 bytes of its SHA-256: enough to bind, short enough for a URL segment.
const shipmentTagOf = (shipmentId: string | null) =>
  createHash("sha256")
    .update(shipmentId ?? "")
    .digest()
    .subarray(0, TAG_BYTES);

/**
 * Transaction ids in URLs (#/{lang}/order-payment-ok/{crypted_transaction_id}): AES-256-GCM, so the
 * id cannot be read, guessed or changed; a changed byte fails the authentication tag (decision 010).
 * Plaintext: transaction id (16 bytes) | user id (uint32, 0 = none) | order tag (8 bytes).
 * Token: base64url(version | iv(12) | tag(16) | ciphertext), 76 characters.
 */
export function createTransactionTokens(key: Buffer) {
  if (key.length !== 32) throw new Error("PAYMENT_URL_KEY must be 32 bytes");
  return {
    seal(binding: TTransactionBinding): string {
      const id = Buffer.from(binding.transactionId, "base64url");
      if (id.length !== ID_BYTES) throw new Error("A transaction id is 16 bytes");
      const plain = Buffer.alloc(PLAIN_BYTES);
      id.copy(plain, 0);
      plain.writeUInt32BE(binding.userId ?? 0, ID_BYTES);
      shipmentTagOf(binding.shipmentId).copy(plain, ID_BYTES + 4);
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      cipher.setAAD(AAD);
      const data = Buffer.concat([cipher.update(plain), cipher.final()]);
      return Buffer.concat([Buffer.from([VERSION]), iv, cipher.getAuthTag(), data]).toString("base64url");
    },

    /**
     * The transaction id a token names and a check that a stored transaction is the one it was
     * made for; undefined when the token was not made with this key or was changed.
     */
    open(token: string) {
      const raw = Buffer.from(token, "base64url");
      // base64url decoding skips stray characters: a token that does not round-trip was altered.
      if (
        raw.toString("base64url") !== token ||
        raw.length !== 1 + 12 + 16 + PLAIN_BYTES ||
        raw[0] !== VERSION
      ) {
        return undefined;
      }
      let plain: Buffer;
      try {
        const decipher = createDecipheriv("aes-256-gcm", key, raw.subarray(1, 13));
        decipher.setAAD(AAD);
        decipher.setAuthTag(raw.subarray(13, 29));
        plain = Buffer.concat([decipher.update(raw.subarray(29)), decipher.final()]);
      } catch {
        return undefined;
      }
      const transactionId = plain.subarray(0, ID_BYTES).toString("base64url");
      const userId = plain.readUInt32BE(ID_BYTES);
      const shipmentTag = plain.subarray(ID_BYTES + 4);
      return {
        transactionId,
        isBoundTo: (stored: TTransactionBinding) =>
          stored.transactionId === transactionId &&
          (stored.userId ?? 0) === userId &&
          shipmentTagOf(stored.shipmentId).equals(shipmentTag),
      };
    },
  };
}
export type TTransactionTokens = ReturnType<typeof createTransactionTokens>;
