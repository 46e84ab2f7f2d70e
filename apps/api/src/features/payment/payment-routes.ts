import {
  jsonShapeProblem,
  paymentEndpoint,
  paymentTransactionEndpoint,
  redirectPaymentEndpoint,
  sandboxNotificationEndpoint,
  stripeNotificationEndpoint,
} from "@ship/contracts";
import type { FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { TContext, TTypedApp } from "../../app-context.ts";
import { AppError } from "../../errors/app-error.ts";
import { jsonShapeError } from "../../http/json-body-parser.ts";
import { registerEndpoint } from "../../http/register-endpoint.ts";
import { readSessionCookie } from "../session/session-cookie.ts";

// The exact bytes the provider signed: the signature is checked on them, never on re-serialized JSON.
const rawBodies = new WeakMap<FastifyRequest, string>();

/** POST /payment, POST /redirect_payment, the transaction lookup and the provider notification. */
export function registerPaymentRoutes(app: TTypedApp, ctx: TContext) {
  const payments = ctx.payments.service;
  const sessionOf = (request: FastifyRequest) => ctx.sessions.lookup(readSessionCookie(request, ctx.cookie));

  registerEndpoint(app, paymentEndpoint, async (request) => {
    const payment = await payments.describePayment(request.body, await sessionOf(request));
    return { success: true as const, payment };
  });

  registerEndpoint(app, redirectPaymentEndpoint, async (request) => {
    const body = request.body;
    const lang = body.origin_lang ?? request.lang;
    if (body.type === "mass_shipment") {
      // Spec §7 payment form request "order_id with type mass_shipment" (issue 14).
      const opened = await payments.redirectToMassShipment(body, lang, await sessionOf(request));
      return { success: true as const, ...opened };
    }
    // The contract requires shipment_id without a type.
    if (body.shipment_id === undefined)
      throw new AppError("validation.required", 400, { field: "shipment_id" });
    const ref = { shipment_id: body.shipment_id, order_id: body.order_id, origin_lang: body.origin_lang };
    const answer = await payments.redirectToPayment(ref, lang, await sessionOf(request));
    return { success: true as const, ...answer };
  });

  registerEndpoint(app, paymentTransactionEndpoint, async (request) => {
    const transaction = await payments.readTransaction(
      request.params.crypted_transaction_id,
      await sessionOf(request),
    );
    return { success: true as const, transaction };
  });

  app.register(async (scope) => {
    // This scope only: keep the raw JSON text for the signature check, then parse it.
    scope.removeContentTypeParser("application/json");
    scope.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
      const text = typeof body === "string" ? body : body.toString("utf8");
      const problem = jsonShapeProblem(text);
      if (problem) return done(jsonShapeError(problem), undefined);
      try {
        const parsed: unknown = JSON.parse(text);
        rawBodies.set(request, text);
        done(null, parsed);
      } catch {
        done(new AppError("validation.invalid_json", 400), undefined);
      }
    });
    const signed = scope.withTypeProvider<ZodTypeProvider>();
    const receive = async (request: FastifyRequest) => {
      const rawBody = rawBodies.get(request) ?? "";
      const { duplicate } = await payments.receiveNotification({ rawBody, headers: request.headers });
      return { success: true as const, duplicate };
    };
    // Another provider's route answers as if it did not exist.
    registerEndpoint(signed, sandboxNotificationEndpoint, async (request) => {
      if (ctx.payments.stripe) throw new AppError("not_found", 404);
      return receive(request);
    });
    registerEndpoint(signed, stripeNotificationEndpoint, async (request) => {
      if (!ctx.payments.stripe) throw new AppError("not_found", 404);
      return receive(request);
    });
  });
}
