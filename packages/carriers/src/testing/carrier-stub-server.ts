import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A request/response pair written from a carrier's public API documentation (issue 19): the stub
 * replays it to a connector under test. Pairs cover success, every documented error shape,
 * timeouts (`hang`) and malformed answers.
 */
export type TStubPair = {
  /** Unique within a carrier's pairs, e.g. "rate: ok", "rate: invalid postcode". */
  name: string;
  /** The connector operation it answers, for the contract test ("rate", "ship", "track", ...). */
  operation: string;
  /** Where in the carrier's documentation the shape comes from. */
  source: string;
  request: {
    method: "GET" | "POST" | "PUT" | "DELETE";
    /** Path without the query string; a RegExp for paths with ids. */
    path: string | RegExp;
    /** Substrings the body (or the query string) must contain for this pair to be chosen. */
    includes?: string[];
  };
  response:
    | {
        status: number;
        headers?: Record<string, string>;
        /** Text as it is, JSON for objects, or raw bytes (multipart labels). */
        body: string | Record<string, unknown> | unknown[] | Uint8Array;
        /** Answer after this delay (added to the stub's own delay). */
        delayMs?: number;
      }
    | { hang: true };
};

export type TRecordedRequest = {
  method: string;
  path: string;
  query: string;
  headers: IncomingMessage["headers"];
  body: string;
  /** The pair that answered, or undefined when none matched (answered 599). */
  pair?: string;
};

export type TCarrierStub = {
  /** The stub's root URL, to pass as the connector's baseUrl. */
  url: string;
  /** Every request received, oldest first. */
  requests: TRecordedRequest[];
  /** Forces the named pair for the requests it matches by method and path (an error scenario). */
  use(name: string): void;
  /** Back to choosing pairs by their `includes`. */
  reset(): void;
  close(): Promise<void>;
};

export type TCarrierStubOptions = {
  /** Every answer waits this long first (the benchmark's 150 ms carrier). */
  delayMs?: number;
};

function pathMatches(expected: string | RegExp, path: string): boolean {
  return typeof expected === "string" ? expected === path : expected.test(path);
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

function choosePair(pairs: readonly TStubPair[], forced: Set<string>, recorded: TRecordedRequest) {
  const candidates = pairs.filter(
    (pair) => pair.request.method === recorded.method && pathMatches(pair.request.path, recorded.path),
  );
  const forcedPair = candidates.find((pair) => forced.has(pair.name));
  if (forcedPair) return forcedPair;
  const haystack = `${recorded.query}\n${recorded.body}`;
  // Otherwise the first pair, in the order written, whose substrings are all there.
  return candidates.find((pair) => (pair.request.includes ?? []).every((part) => haystack.includes(part)));
}

function send(response: ServerResponse, pair: TStubPair) {
  if ("hang" in pair.response) return; // never answers: the connector's timeout must fire
  const { status, headers = {}, body } = pair.response;
  const isBytes = body instanceof Uint8Array;
  const isText = typeof body === "string";
  const payload = isBytes || isText ? body : JSON.stringify(body);
  const contentType = isBytes || isText ? "text/plain" : "application/json";
  response.writeHead(status, { "content-type": contentType, ...headers });
  response.end(payload);
}

/** Starts a stub of one carrier's API on a free loopback port. */
export async function startCarrierStub(
  pairs: readonly TStubPair[],
  options: TCarrierStubOptions = {},
): Promise<TCarrierStub> {
  const names = new Set<string>();
  for (const pair of pairs) {
    if (names.has(pair.name)) throw new Error(`two stub pairs are named "${pair.name}"`);
    names.add(pair.name);
  }
  const forced = new Set<string>();
  const requests: TRecordedRequest[] = [];
  const hanging = new Set<ServerResponse>();
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://stub");
    const recorded: TRecordedRequest = {
      method: request.method ?? "GET",
      path: url.pathname,
      query: url.search,
      headers: request.headers,
      body: await readBody(request),
    };
    requests.push(recorded);
    const pair = choosePair(pairs, forced, recorded);
    recorded.pair = pair?.name;
    if (!pair) {
      response.writeHead(599, { "content-type": "text/plain" });
      response.end(`no stub pair for ${recorded.method} ${recorded.path}`);
      return;
    }
    if ("hang" in pair.response) {
      hanging.add(response);
      return;
    }
    const delay = (options.delayMs ?? 0) + (pair.response.delayMs ?? 0);
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    send(response, pair);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    use(name) {
      if (!names.has(name)) throw new Error(`no stub pair named "${name}"`);
      forced.add(name);
    },
    reset() {
      forced.clear();
    },
    close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
