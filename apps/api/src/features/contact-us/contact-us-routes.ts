import {
  CONTACT_SENT_MESSAGES,
  contactUsDiscountEndpoint,
  contactUsEndpoint,
  contactUsQuoteEndpoint,
} from "@ship/contracts";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { TContext, TTypedApp } from "../../app-context.ts";
import { sendError } from "../../http/error-handler.ts";
import { registerEndpoint } from "../../http/register-endpoint.ts";
import { readSessionCookie } from "../session/session-cookie.ts";
import type { TContactForm } from "./use-cases/send-contact-message.ts";

/** The contact page's three forms (spec §2 contact, §7 /contact-us*): open to visitors. */
export function registerContactUsRoutes(app: TTypedApp, ctx: TContext) {
  async function send(request: FastifyRequest, reply: FastifyReply, form: TContactForm) {
    const session = await ctx.sessions.lookup(readSessionCookie(request, ctx.cookie));
    const outcome = await ctx.contactUs.sendMessage(form, {
      brand: ctx.brands.forHost(request.hostname),
      lang: request.lang,
      clientAddress: request.ip,
      userId: session?.user?.id ?? null,
    });
    if (!outcome.ok) return sendError(request, reply, 400, outcome.errors, "contact.not_sent");
    return { success: true as const, id: outcome.id, message: CONTACT_SENT_MESSAGES[request.lang] };
  }

  registerEndpoint(app, contactUsEndpoint, (request, reply) =>
    send(request, reply, { kind: "contact", body: request.body }),
  );
  registerEndpoint(app, contactUsDiscountEndpoint, (request, reply) =>
    send(request, reply, { kind: "discount", body: request.body }),
  );
  registerEndpoint(app, contactUsQuoteEndpoint, (request, reply) =>
    send(request, reply, { kind: "quote", body: request.body }),
  );
}
