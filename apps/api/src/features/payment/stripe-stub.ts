import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for Stripe's HTTP API, for offline tests: answers the calls the Stripe provider
 * makes (create and retrieve a Checkout Session, create a refund) the way Stripe does, including
 * idempotency keys (the same key answers the first result again), and records every request.
 */

type TSession = Record<string, unknown> & { id: string };
export type TStubRequest = {
  method: string;
  path: string;
  form: URLSearchParams;
  idempotencyKey: string | undefined;
};

export async function startStripeStub() {
  const sessions = new Map<string, TSession>();
  const byKey = new Map<string, unknown>();
  const requests: TStubRequest[] = [];
  let counter = 0;
  let failing = false;

  function answer(path: string, method: string, form: URLSearchParams): [number, unknown] {
    if (method === "POST" && path === "/v1/checkout/sessions") {
      counter += 1;
      const id = `cs_test_${counter}`;
      const session: TSession = {
        id,
        object: "checkout.session",
        status: "open",
        url: `https://checkout.stripe.test/c/pay/${id}`,
        amount_total: Number(form.get("line_items[0][price_data][unit_amount]")),
        currency: form.get("line_items[0][price_data][currency]"),
        client_reference_id: form.get("client_reference_id"),
        metadata: { transaction_id: form.get("metadata[transaction_id]") },
        payment_status: "unpaid",
        payment_intent: null,
      };
      sessions.set(id, session);
      return [200, session];
    }
    const retrieve = /^\/v1\/checkout\/sessions\/([A-Za-z0-9_]+)$/.exec(path);
    if (method === "GET" && retrieve?.[1]) {
      const session = sessions.get(retrieve[1]);
      return session
        ? [200, session]
        : [404, { error: { type: "invalid_request_error", message: "No such session" } }];
    }
    if (method === "POST" && path === "/v1/refunds") {
      counter += 1;
      return [
        200,
        {
          id: `re_test_${counter}`,
          object: "refund",
          amount: Number(form.get("amount")),
          payment_intent: form.get("payment_intent"),
          status: "succeeded",
        },
      ];
    }
    return [
      404,
      { error: { type: "invalid_request_error", message: `Unrecognized request URL (${method}: ${path})` } },
    ];
  }

  const server = http.createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      const url = new URL(request.url ?? "/", "http://stub");
      const form = new URLSearchParams(request.method === "GET" ? url.search : body);
      const key = request.headers["idempotency-key"];
      const idempotencyKey = typeof key === "string" ? key : undefined;
      requests.push({ method: request.method ?? "", path: url.pathname, form, idempotencyKey });
      const replay = idempotencyKey ? byKey.get(`${url.pathname} ${idempotencyKey}`) : undefined;
      const refused: [number, unknown] = [
        400,
        { error: { type: "invalid_request_error", message: "Refused by the test" } },
      ];
      const [status, payload] = failing
        ? refused
        : replay
          ? [200, replay]
          : answer(url.pathname, request.method ?? "", form);
      failing = false;
      if (idempotencyKey && status === 200) byKey.set(`${url.pathname} ${idempotencyKey}`, payload);
      response.writeHead(status, {
        "content-type": "application/json",
        "request-id": `req_${requests.length}`,
      });
      response.end(JSON.stringify(payload));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** What Stripe does when the customer pays: the session completes with a PaymentIntent. */
    complete(sessionId: string) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no stub session ${sessionId}`);
      Object.assign(session, {
        status: "complete",
        payment_status: "paid",
        payment_intent: `pi_for_${sessionId}`,
      });
      return session;
    },
    expire(sessionId: string) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no stub session ${sessionId}`);
      Object.assign(session, { status: "expired" });
      return session;
    },
    /** The next request is refused (400), as Stripe refuses a bad parameter. */
    async failNext() {
      failing = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
