import { PassThrough } from "node:stream";
import type { FastifyReply } from "fastify";

const NDJSON = "application/x-ndjson";

/** The progress variant of a long call: asked for by its media type, the JSON answer stays the default. */
export function wantsProgress(accept: string | undefined): boolean {
  return accept?.split(",").some((type) => type.trim().startsWith(NDJSON)) ?? false;
}

/**
 * An answer streamed as NDJSON (decision 009): the first line sends the headers, so a failure
 * found before any line can still be a plain JSON error; each line is one JSON value.
 */
export function createNdjsonStream(reply: FastifyReply) {
  const lines = new PassThrough();
  let streaming = false;
  const start = () => {
    if (streaming) return;
    streaming = true;
    // A stream is sent as is: the response schema describes the JSON variant only.
    reply.type(NDJSON).send(lines as never);
  };
  return {
    get streaming() {
      return streaming;
    },
    write(value: unknown): void {
      start();
      lines.write(`${JSON.stringify(value)}\n`);
    },
    end(value: unknown): FastifyReply {
      start();
      lines.end(`${JSON.stringify(value)}\n`);
      return reply;
    },
  };
}
