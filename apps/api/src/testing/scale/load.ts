import { randomInt } from "node:crypto";
import { addDaysToIsoDate } from "@ship/domain";
import { BERLIN, LYON, MARSEILLE, NEW_YORK, PARIS, shippingInfo, type TEnd } from "../journey.ts";

/**
 * The load of the multi-node test (decision 055), through the proxy as browsers send it: visitors
 * with and without a session cookie rating random parcels, and customers ordering and paying by the
 * sandbox card. Each visitor has its own client address (X-Forwarded-For, trusted from loopback), so
 * the per-address limits see many clients. Every answer is counted by step and status; `X-Upstream`
 * (set by nginx) tells which node answered, so sessions used on several nodes are counted too.
 */

const TODAY = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date());
const ROUTES: [TEnd, TEnd][] = [
  [PARIS, MARSEILLE],
  [LYON, PARIS],
  [MARSEILLE, LYON],
  [PARIS, BERLIN],
  [BERLIN, PARIS],
  [PARIS, NEW_YORK],
];
/** Answers worth trying again for a step the API makes idempotent: the node died or was away. */
const TRANSIENT = new Set([0, 502, 503, 504]);

export type TStats = {
  /** `${step} ${status}` (0 = no answer: connection refused or reset) -> count. */
  statuses: Map<string, number>;
  /** Session cookie -> the nodes that answered its calls with success. */
  sessionNodes: Map<string, Set<string>>;
  /** Calls that carried a session cookie, and those refused as if the session were unknown. */
  sessionCalls: number;
  sessionLost: number;
  ratings: number;
  /** Orders the client created (an offer chosen), paid as the client saw it, and abandoned. */
  ordersCreated: { shipment_id: string; order_id: string }[];
  ordersPaid: { shipment_id: string; order_id: string }[];
  ordersAbandoned: number;
  /** Requests sent and not yet answered, by step (the kill waits for a card payment in flight). */
  inFlight: Map<string, number>;
};

export function newStats(): TStats {
  return {
    statuses: new Map(),
    sessionNodes: new Map(),
    sessionCalls: 0,
    sessionLost: 0,
    ratings: 0,
    ordersCreated: [],
    ordersPaid: [],
    ordersAbandoned: 0,
    inFlight: new Map(),
  };
}

type TVisitor = { address: string; cookie: string };
type TAnswer = { status: number; json: unknown; location: string | null };

const newAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const pick = <T>(items: readonly T[]): T => items[randomInt(items.length)] as T;

/** One HTTP call through the proxy, counted; the session cookie it sets is kept on the visitor. */
async function send(
  proxy: string,
  stats: TStats,
  step: string,
  visitor: TVisitor,
  init: { method: string; path: string; json?: unknown; form?: Record<string, string> },
): Promise<TAnswer> {
  const headers: Record<string, string> = { "x-forwarded-for": visitor.address };
  if (visitor.cookie) headers.cookie = visitor.cookie;
  let body: string | undefined;
  if (init.json !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(init.json);
  } else if (init.form) {
    headers["content-type"] = "application/x-www-form-urlencoded";
    body = new URLSearchParams(init.form).toString();
  }
  const url = init.path.startsWith("http") ? init.path : `${proxy}${init.path}`;
  let answer: TAnswer = { status: 0, json: undefined, location: null };
  const hadCookie = visitor.cookie;
  stats.inFlight.set(step, (stats.inFlight.get(step) ?? 0) + 1);
  try {
    const response = await fetch(url, { method: init.method, headers, body, redirect: "manual" });
    const text = await response.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    answer = { status: response.status, json, location: response.headers.get("location") };
    const session = response.headers.getSetCookie().find((cookie) => cookie.startsWith("PHPSESSID="));
    if (session) visitor.cookie = session.split(";")[0] ?? "";
    const node = response.headers.get("x-upstream");
    if (response.status < 400 && node && visitor.cookie) {
      const nodes = stats.sessionNodes.get(visitor.cookie) ?? new Set<string>();
      nodes.add(node);
      stats.sessionNodes.set(visitor.cookie, nodes);
    }
  } catch {
    // No answer: the node was killed with the request on it, or the proxy could not reach one.
  } finally {
    stats.inFlight.set(step, (stats.inFlight.get(step) ?? 1) - 1);
  }
  if (hadCookie) {
    stats.sessionCalls += 1;
    // A session another node made must be known here: 401 or 404 on a session call is a lost session.
    if (answer.status === 401 || answer.status === 404) stats.sessionLost += 1;
  }
  const key = `${step} ${answer.status}`;
  stats.statuses.set(key, (stats.statuses.get(key) ?? 0) + 1);
  return answer;
}

/** The same call again while the answer says the node was away (only for idempotent steps). */
async function sendRetried(...args: Parameters<typeof send>): Promise<TAnswer> {
  let answer = await send(...args);
  for (let attempt = 1; attempt <= 6 && TRANSIENT.has(answer.status); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
    answer = await send(...args);
  }
  return answer;
}

/** A random valid shipment of the quote form: an envelope or a parcel on one of the routes. */
function randomShipment() {
  const [from, to] = pick(ROUTES);
  const envelope = randomInt(5) === 0;
  const parcels = envelope
    ? [{ number: 1, weight: randomInt(1, 20) / 10, x: 32, y: 23, z: 1 }]
    : Array.from({ length: randomInt(1, 3) }, (_, i) => ({
        number: i + 1,
        weight: randomInt(5, 250) / 10,
        x: randomInt(10, 61),
        y: randomInt(10, 41),
        z: randomInt(5, 31),
      }));
  const place = (end: TEnd) => `${end.postcode}, ${end.city}`;
  return {
    shipment: {
      ship_from: { country_code: from.country_code, address: place(from) },
      ship_to: { country_code: to.country_code, address: place(to), pro: randomInt(2) as 0 | 1 },
      parcels,
      unit: "fr",
      shipment_date: addDaysToIsoDate(TODAY, randomInt(1, 4)),
      shipment_type: envelope ? 1 : 2,
    },
  };
}

/** Visitors rating until `until`: 40 % new (no cookie), the others back with their session. */
export async function ratingWorker(proxy: string, stats: TStats, until: number): Promise<void> {
  const known: TVisitor[] = [];
  while (Date.now() < until) {
    const visitor: TVisitor =
      known.length > 0 && randomInt(5) >= 2 ? pick(known) : { address: newAddress(), cookie: "" };
    const rated = await send(proxy, stats, "rate", visitor, {
      method: "POST",
      path: "/api/v4/rate?lang=en",
      json: randomShipment(),
    });
    if (rated.status !== 200) continue;
    stats.ratings += 1;
    if (!known.includes(visitor) && known.length < 20) known.push(visitor);
    if (randomInt(2) === 0) {
      const { shipment_id, order_id } = rated.json as { shipment_id: string; order_id: string };
      await sendRetried(proxy, stats, "offers", visitor, {
        method: "POST",
        path: "/api/v4/offers?lang=en",
        json: { shipment_id, order_id },
      });
    }
  }
}

/** Customers ordering until `until`, one complete paid order after another. */
export async function orderWorker(proxy: string, stats: TStats, until: number): Promise<void> {
  while (Date.now() < until) {
    const outcome = await orderOnce(proxy, stats);
    if (outcome === "abandoned") stats.ordersAbandoned += 1;
  }
}

type TOffer = { offer_id: string; allow_pickup: number; delivery_to_collection_point: number };

/**
 * Rate, choose a door offer, fill in the order page, pay with the success card on the sandbox page.
 * Every step after the rating is safe to send again (the API makes it idempotent): a step whose node
 * died is retried, as a browser's user would. The rating is not: a failed one starts a new order.
 */
async function orderOnce(proxy: string, stats: TStats): Promise<"paid" | "abandoned" | "not rated"> {
  const visitor: TVisitor = { address: newAddress(), cookie: "" };
  const [from, to] = pick(ROUTES.slice(0, 3));
  const place = (end: TEnd) => `${end.postcode}, ${end.city}`;
  const shipment = {
    ...randomShipment().shipment,
    ship_from: { country_code: from.country_code, address: place(from) },
    ship_to: { country_code: to.country_code, address: place(to), pro: 0 as const },
    parcels: [{ number: 1, weight: randomInt(5, 200) / 10, x: 30, y: 20, z: 10 }],
    shipment_type: 2,
    shipment_date: addDaysToIsoDate(TODAY, 2),
  };
  const rated = await send(proxy, stats, "order:rate", visitor, {
    method: "POST",
    path: "/api/v4/rate?lang=en",
    json: { shipment },
  });
  if (rated.status !== 200) return "not rated";
  const { shipment_id, order_id } = rated.json as { shipment_id: string; order_id: string };
  const ref = { shipment_id, order_id };
  const step = (name: string, path: string, json: unknown) =>
    sendRetried(proxy, stats, name, visitor, { method: "POST", path: `/api/v4/${path}?lang=en`, json });
  const offers = await step("order:offers", "offers", ref);
  const offer = ((offers.json as { offers?: TOffer[] })?.offers ?? []).find(
    (o) => o.allow_pickup === 1 && o.delivery_to_collection_point === 0,
  );
  if (!offer) return "abandoned";
  const key = { ...ref, offer_id: offer.offer_id };
  const selected = await step("order:select", "offer/select", { ...key, origin: "order-offer" });
  if (selected.status !== 200) return "abandoned";
  stats.ordersCreated.push(ref);
  const info = shippingInfo(from, to);
  const updated = await step("order:update-shipment", "update-shipment", { ...key, shipping_info: info });
  if (updated.status !== 200) return "abandoned";
  if (!(await payByCard(proxy, stats, visitor, ref))) return "abandoned";
  stats.ordersPaid.push(ref);
  return "paid";
}

/** The card payment: redirect, the sandbox page, the success card; then the payment as the API says. */
async function payByCard(
  proxy: string,
  stats: TStats,
  visitor: TVisitor,
  ref: { shipment_id: string; order_id: string },
): Promise<boolean> {
  const redirect = await sendRetried(proxy, stats, "order:redirect_payment", visitor, {
    method: "POST",
    path: "/api/v4/redirect_payment?lang=en",
    json: { ...ref, origin_lang: "en" },
  });
  const url = (redirect.json as { redirect_url?: string } | undefined)?.redirect_url;
  if (redirect.status !== 200 || !url) return false;
  await sendRetried(proxy, stats, "order:card-page", visitor, { method: "GET", path: url });
  const form = { action: "pay", card_number: "4242 4242 4242 4242", cardholder: "Camille Martin" };
  const submitted = await sendRetried(proxy, stats, "order:card-submit", visitor, {
    method: "POST",
    path: url,
    form: { ...form, expiry: "12/39", cvc: "123" },
  });
  if (submitted.status === 303 && submitted.location?.includes("payment-ok")) return true;
  // No clear answer (the node died after the notification?): the payment as the API now has it.
  const state = await sendRetried(proxy, stats, "order:payment", visitor, {
    method: "POST",
    path: "/api/v4/payment?lang=en",
    json: ref,
  });
  return (state.json as { payment?: { status?: string } } | undefined)?.payment?.status === "paid";
}

/**
 * One client address rating `attempts` times without a cookie (each opens a visitor session),
 * spread over every node by the proxy: answers how many were served and how many refused with 429.
 */
export async function probeAddressLimit(proxy: string, attempts: number) {
  const stats = newStats();
  const address = "10.255.255.1";
  const answers = await Promise.all(
    Array.from({ length: attempts }, () =>
      send(
        proxy,
        stats,
        "limit:rate",
        { address, cookie: "" },
        {
          method: "POST",
          path: "/api/v4/rate?lang=en",
          json: randomShipment(),
        },
      ),
    ),
  );
  return {
    served: answers.filter((answer) => answer.status === 200).length,
    refused: answers.filter((answer) => answer.status === 429).length,
    other: answers.filter((answer) => answer.status !== 200 && answer.status !== 429).length,
  };
}

/**
 * A customer logs in through the proxy, reads its session on every node, logs out on one, then its
 * old cookie is read again everywhere: logged in on each node before, on none after.
 */
export async function probeLoggedInSession(proxy: string, login: { email: string; password: string }) {
  const stats = newStats();
  const visitor: TVisitor = { address: newAddress(), cookie: "" };
  const loggedIn = await send(proxy, stats, "login", visitor, {
    method: "POST",
    path: "/api/v4/login?lang=en",
    json: { login: login.email, password: login.password },
  });
  const cookie = visitor.cookie;
  const readAll = async () => {
    const nodes = new Set<string>();
    let loggedInAnswers = 0;
    for (let i = 0; i < 6; i++) {
      const reader: TVisitor = { address: visitor.address, cookie };
      const response = await fetch(`${proxy}/api/v4/session?lang=en`, {
        headers: { cookie: reader.cookie, "x-forwarded-for": reader.address },
      });
      const body = (await response.json()) as { login?: boolean };
      if (body.login === true) loggedInAnswers += 1;
      nodes.add(response.headers.get("x-upstream") ?? "");
    }
    return { nodes: nodes.size, loggedInAnswers };
  };
  const before = await readAll();
  await send(proxy, stats, "logout", visitor, { method: "POST", path: "/api/v4/logout?lang=en", json: {} });
  const after = await readAll();
  return { loginStatus: loggedIn.status, before, after };
}
