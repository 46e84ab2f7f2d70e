import { isLang, langFromAcceptLanguage, type TLang } from "@ship/domain";
import type { FastifyRequest } from "fastify";

declare module "fastify" {
  interface FastifyRequest {
    lang: TLang;
  }
}

/** The request's language: `?lang=` first, then Accept-Language, else French (spec §9). */
export function resolveLanguage(request: FastifyRequest): TLang {
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = query?.lang;
  if (isLang(fromQuery)) return fromQuery;
  return langFromAcceptLanguage(request.headers["accept-language"]);
}
