import { isIP } from "node:net";
import type { FastifyRequest } from "fastify";

const LOOPBACK_HOST_NAMES = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);
// A proxy in front adds one of these: the request then comes from elsewhere, whatever the socket says.
const FORWARDING_HEADERS = ["forwarded", "x-forwarded-for", "x-forwarded-host", "x-real-ip"];

/** 127.0.0.0/8, ::1 and their IPv4-mapped form. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.startsWith("::ffff:") ? address.slice(7) : address;
  if (isIP(plain) === 4) return plain.startsWith("127.");
  return plain === "::1";
}

/** Whether a listening address accepts connections from this machine only. */
export function isLoopbackHost(host: string): boolean {
  return LOOPBACK_HOST_NAMES.has(host.toLowerCase()) || isLoopbackAddress(host);
}

/**
 * A request made on this machine, to this machine (decision 023): the socket's peer is a loopback
 * address (never the X-Forwarded-For address), no proxy forwarded it, and the Host header names
 * a loopback host, so a DNS-rebound page in a local browser does not pass either.
 */
export function isLoopbackRequest(request: FastifyRequest): boolean {
  if (!isLoopbackAddress(request.socket.remoteAddress)) return false;
  if (FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined)) return false;
  const host = (request.headers.host ?? "").replace(/:\d+$/, "");
  return isLoopbackHost(host);
}
