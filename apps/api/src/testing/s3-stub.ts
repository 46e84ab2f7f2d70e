import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

/** The access key the stub accepts; the secret is not checked (the stub does not verify signatures). */
export const S3_STUB_CREDENTIALS = { accessKeyId: "stub-access-key", secretAccessKey: "stub-secret-key" };

type TStubRequest = { method: string; bucket: string; key: string };

const xmlError = (code: string, message: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`;

/**
 * A local S3-compatible server for tests (decision 052): PutObject, GetObject, HeadObject and
 * DeleteObject with path-style addresses (`/{bucket}/{key}`), objects in memory. It refuses a
 * request not signed with AWS Signature V4 under S3_STUB_CREDENTIALS' key, and an unknown bucket,
 * as S3 does; it records every request so a test can count the writes.
 */
export async function startS3Stub(bucket: string) {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const requests: TStubRequest[] = [];

  function answer(response: http.ServerResponse, status: number, code?: string, withBody = true) {
    const body = code && withBody ? xmlError(code, code) : "";
    response.writeHead(status, {
      "content-type": "application/xml",
      "content-length": Buffer.byteLength(body),
    });
    response.end(body);
  }

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const url = new URL(request.url ?? "/", "http://stub");
      const [, bucketName = "", ...rest] = url.pathname.split("/");
      const key = rest.map((segment) => decodeURIComponent(segment)).join("/");
      const method = request.method ?? "GET";
      requests.push({ method, bucket: bucketName, key });
      const authorization = request.headers.authorization ?? "";
      if (!authorization.startsWith(`AWS4-HMAC-SHA256 Credential=${S3_STUB_CREDENTIALS.accessKeyId}/`)) {
        return answer(response, 403, "AccessDenied", method !== "HEAD");
      }
      if (bucketName !== bucket) return answer(response, 404, "NoSuchBucket", method !== "HEAD");
      const stored = objects.get(key);
      if (method === "PUT") {
        const body = Buffer.concat(chunks);
        objects.set(key, {
          body,
          contentType: request.headers["content-type"] ?? "application/octet-stream",
        });
        response.writeHead(200, { etag: `"${createHash("md5").update(body).digest("hex")}"` });
        return response.end();
      }
      if (method === "DELETE") {
        objects.delete(key);
        response.writeHead(204);
        return response.end();
      }
      if (method !== "GET" && method !== "HEAD") return answer(response, 405, "MethodNotAllowed");
      if (!stored) return answer(response, 404, "NoSuchKey", method === "GET");
      response.writeHead(200, { "content-type": stored.contentType, "content-length": stored.body.length });
      response.end(method === "GET" ? stored.body : undefined);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    objects,
    requests,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
export type TS3Stub = Awaited<ReturnType<typeof startS3Stub>>;
