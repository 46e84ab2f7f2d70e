import {
  ZErrorResponse,
  ZLangQuery,
  ZPaymentBody,
  ZPaymentNotificationResponse,
  ZPaymentResponse,
  ZPaymentTransactionParams,
  ZPaymentTransactionResponse,
  ZRedirectPaymentBody,
  ZRedirectPaymentResponse,
  ZSandboxNotification,
  ZStripeWebhookEvent,
} from "@ship/contracts";
import type { FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { TContext, TTypedApp } from "../../app-context.ts";
import { AppError } from "../../errors/app-error.ts";
import { readSessionCookie } from "../session/session-cookie.ts";

const errors = { 400: ZErrorResponse, 404: ZErrorResponse, 409: ZErrorResponse, 503: ZErrorResponse };
const tags = ["payment"];

export const SANDBOX_NOTIFY_PATH = "/payment/notify/sandbox";
export const STRIPE_NOTIFY_PATH = "/payment/notify/stripe";

// The exact bytes the provider signed: the signature is checked on them, never on re-serialized JSON.
const rawBodies = new WeakMap<FastifyRequest, string>();

/** POST /payment, POST /redirect_payment, the transaction lookup and the provider notification. */
export function registerPaymentRoutes(app: TTypedApp, ctx: TContext) {
  const payments = ctx.payments.service;
  const sessionOf = (request: FastifyRequest) => ctx.sessions.lookup(readSessionCookie(request, ctx.cookie));

  app.post(
    "/payment",
    {
      schema: {
        tags,
        summary: "The payment block of an order of the caller (spec §3 Payment state)",
        description:
          "Amounts in integer cents. The account's prepaid credit (euros) pays an order in EUR first: all " +
          "of it (nothing_to_pay: confirm only) or part (partial_payment: the card pays amount_to_pay). " +
          "Professional accounts may pay later (deferred_payment, deferred_url); nb_unpaid counts their " +
          "orders on 'Pay later' still owed. Another caller's order answers 404; an order without " +
          "shipping info, 409.",
        querystring: ZLangQuery,
        body: ZPaymentBody,
        response: { 200: ZPaymentResponse, ...errors },
      },
    },
    async (request) => {
      const payment = await payments.describePayment(request.body, await sessionOf(request));
      return { success: true as const, payment };
    },
  );

  app.post(
    "/redirect_payment",
    {
      schema: {
        tags,
        summary: "Opens the card payment of an order of the caller; answers the provider's page",
        description:
          "A retry answers the same transaction (never a second charge); a paid order answers 409 " +
          "payment.already_paid, one the credit covers entirely 409 payment.nothing_to_pay. The credit " +
          "part of a partial payment is debited now and given back if the card payment is not paid. " +
          "transaction_id is encrypted and bound to the order and its owner.",
        querystring: ZLangQuery,
        body: ZRedirectPaymentBody,
        response: { 200: ZRedirectPaymentResponse, ...errors },
      },
    },
    async (request) => {
      const lang = request.body.origin_lang ?? request.lang;
      const answer = await payments.redirectToPayment(request.body, lang, await sessionOf(request));
      return { success: true as const, ...answer };
    },
  );

  app.get(
    "/payment/transaction/:crypted_transaction_id",
    {
      schema: {
        tags,
        summary: "Status of a card payment for the success page (never trust the return URL)",
        description:
          "A changed or foreign token answers 400 payment.invalid_reference; a transaction of another " +
          "caller, 404.",
        querystring: ZLangQuery,
        params: ZPaymentTransactionParams,
        response: { 200: ZPaymentTransactionResponse, ...errors },
      },
    },
    async (request) => {
      const transaction = await payments.readTransaction(
        request.params.crypted_transaction_id,
        await sessionOf(request),
      );
      return { success: true as const, transaction };
    },
  );

  app.register(async (scope) => {
    // This scope only: keep the raw JSON text for the signature check, then parse it.
    scope.removeContentTypeParser("application/json");
    scope.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
      const text = typeof body === "string" ? body : body.toString("utf8");
      try {
        const parsed: unknown = JSON.parse(text);
        rawBodies.set(request, text);
        done(null, parsed);
      } catch {
        done(new AppError("validation.invalid_json", 400), undefined);
      }
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      SANDBOX_NOTIFY_PATH,
      {
        schema: {
          tags,
          summary: "Server-to-server notification of the sandbox card page (the source of truth)",
          description:
            "Signed with HMAC-SHA256 over '{t}.{raw body}' in x-sandbox-signature: t={unix seconds}," +
            "v1={hex}; refused (400 payment.invalid_signature) when wrong or older than 300 s. Applied once: " +
            "the same event_id again answers duplicate true and changes nothing.",
          querystring: ZLangQuery,
          body: ZSandboxNotification,
          response: { 200: ZPaymentNotificationResponse, ...errors },
          security: [],
        },
      },
      async (request) => {
        // Another provider's route answers as if it did not exist.
        if (ctx.payments.stripe) throw new AppError("not_found", 404);
        const rawBody = rawBodies.get(request) ?? "";
        const { duplicate } = await payments.receiveNotification({ rawBody, headers: request.headers });
        return { success: true as const, duplicate };
      },
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      STRIPE_NOTIFY_PATH,
      {
        schema: {
          tags,
          summary: "Stripe webhook (PAYMENT_PROVIDER=stripe): Checkout Session events, the source of truth",
          description:
            "Verified with the Stripe SDK's constructEvent over the raw body and the stripe-signature " +
            "header (STRIPE_WEBHOOK_SECRET, 300 s tolerance): a wrong signature answers 400 " +
            "payment.invalid_signature. checkout.session.completed (paid), async_payment_succeeded, " +
            "async_payment_failed (declined) and expired (cancelled) are applied once by event id; " +
            "other events are acknowledged and change nothing.",
          querystring: ZLangQuery,
          body: ZStripeWebhookEvent,
          response: { 200: ZPaymentNotificationResponse, ...errors },
          security: [],
        },
      },
      async (request) => {
        if (!ctx.payments.stripe) throw new AppError("not_found", 404);
        const rawBody = rawBodies.get(request) ?? "";
        const { duplicate } = await payments.receiveNotification({ rawBody, headers: request.headers });
        return { success: true as const, duplicate };
      },
    );
  });
}
