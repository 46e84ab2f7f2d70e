import type { FastifyRequest } from "fastify";
import type { TBrands } from "../brands/load-brands.ts";
import type { TConfig } from "../config.ts";

type TLinkSettings = { config: Pick<TConfig, "publicUrl" | "port">; brands: TBrands };

/**
 * The origin of links sent by e-mail (reset, invitation, activation, order confirmation).
 * Decision 023: never taken from a request header that is not on an allow-list, or a forged
 * Host / X-Forwarded-Host would send a reset token to the forger's server.
 * - PUBLIC_URL when set (required in production);
 * - else the request's host name when a brand lists it (brands/*.json `hosts`), with the scheme
 *   the request came in with, and the port only when it is this server's own;
 * - else the default brand's first host on this server's port (development on localhost).
 */
export function linkOrigin({ config, brands }: TLinkSettings, request?: FastifyRequest): string {
  if (config.publicUrl) return config.publicUrl;
  const allowed = new Set(brands.all.flatMap((brand) => brand.hosts.map((host) => host.toLowerCase())));
  if (request) {
    const hostname = request.hostname.toLowerCase();
    if (allowed.has(hostname)) {
      const port = request.port === config.port ? `:${config.port}` : "";
      return `${request.protocol}://${hostname}${port}`;
    }
  }
  const fallback = brands.all.find((brand) => brand.id === "default")?.hosts[0] ?? "localhost";
  return `http://${fallback}:${config.port}`;
}
