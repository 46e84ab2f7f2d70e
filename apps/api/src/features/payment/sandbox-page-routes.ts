import { sandboxNotificationEndpoint } from "@ship/contracts";
import type { TLang } from "@ship/domain";
import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import type { TContext } from "../../app-context.ts";
import { AppError } from "../../errors/app-error.ts";
import { sendHtmlPage } from "../../http/security-headers.ts";
import { SIGNATURE_HEADER } from "./notification-signature.ts";
import { returnPathOf } from "./payment-purpose.ts";
import type { TTransaction } from "./payment-repository.ts";
import { checkCardFields, renderMessagePage, renderPaymentPage, type TPageBrand } from "./sandbox-page.ts";
import { SANDBOX_CARDS, SANDBOX_PAGE_PATH } from "./sandbox-provider.ts";

const TOKEN = /^[A-Za-z0-9_-]{40,400}$/;
const ZForm = z.object({
  action: z.enum(["pay", "cancel"]),
  card_number: z.string().max(40).optional(),
  cardholder: z.string().max(60).optional(),
  expiry: z.string().max(10).optional(),
  cvc: z.string().max(10).optional(),
});
const NOTIFY_ATTEMPTS = 3;

/**
 * The sandbox provider's hosted card page (PAYMENT_PROVIDER=sandbox): served by this server, outside
 * /api, like a provider's page would be on its own site. On submit it notifies the API through the
 * signed notification endpoint (the only thing that changes the payment), then sends the browser
 * back to the web app's outcome screen.
 */
export function registerSandboxPaymentPage(app: FastifyInstance, ctx: TContext, apiPrefix: string) {
  const sandbox = ctx.payments.sandbox;
  if (!sandbox) return;
  const payments = ctx.payments.service;
  const base = ctx.config.publicUrl ?? "";

  // Each purpose has its return screens (an order's, a credit top-up's).
  const outcomeUrl = (lang: TLang, transaction: TTransaction, token: string) =>
    `${base}/#/${lang}/${returnPathOf(transaction.purpose, transaction.status, token)}`;

  /** The look of the shop whose host the page is on (its name, logo and colour). */
  const lookOf = (hostname: string): TPageBrand => {
    const brand = ctx.brands.forHost(hostname);
    return { name: brand.name, logo: brand.logo, primary: brand.colors.primary };
  };

  const sendPage = (reply: FastifyReply, status: number, html: string) =>
    sendHtmlPage(reply.status(status).header("cache-control", "no-store"), html);

  /** The transaction of a token, or an answered error page (a changed token is never a 500). */
  async function transactionOf(token: string, lang: TLang, reply: FastifyReply) {
    const invalid = () => sendPage(reply, 400, renderMessagePage(lang, "invalid", `${base}/#/${lang}/index`));
    if (!TOKEN.test(token)) return void (await invalid());
    try {
      const transaction = await payments.openToken(token);
      if (!transaction) return void (await invalid());
      return transaction;
    } catch (error) {
      if (error instanceof AppError && error.code === "payment.invalid_reference")
        return void (await invalid());
      throw error;
    }
  }

  /** Delivers a signed notification to the API's endpoint, retried on failure like a provider does. */
  async function notify(rawBody: string, signature: string): Promise<boolean> {
    for (let attempt = 1; attempt <= NOTIFY_ATTEMPTS; attempt += 1) {
      try {
        const response = await app.inject({
          method: "POST",
          url: `${apiPrefix}${sandboxNotificationEndpoint.path}`,
          headers: { "content-type": "application/json", [SIGNATURE_HEADER]: signature },
          payload: rawBody,
        });
        if (response.statusCode === 200) return true;
        // A refusal (bad signature, unknown transaction, other amount) does not get better with retries.
        if (response.statusCode < 500) return false;
      } catch {
        // Network-like failure: try again.
      }
    }
    return false;
  }

  app.register(async (scope) => {
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: 4096 },
      (_request, body, done) => {
        done(
          null,
          Object.fromEntries(new URLSearchParams(typeof body === "string" ? body : body.toString())),
        );
      },
    );

    scope.get<{ Params: { token: string } }>(
      `${SANDBOX_PAGE_PATH}/:token`,
      { schema: { hide: true } },
      async (request, reply) => {
        const lang = request.lang;
        const { token } = request.params;
        const transaction = await transactionOf(token, lang, reply);
        if (!transaction) return reply;
        if (transaction.status !== "pending")
          return reply.redirect(outcomeUrl(lang, transaction, token), 303);
        return sendPage(
          reply,
          200,
          renderPaymentPage({
            lang,
            action: `${SANDBOX_PAGE_PATH}/${token}?lang=${lang}`,
            amount: transaction.amount,
            currency: transaction.currency,
            cards: SANDBOX_CARDS,
            brand: lookOf(request.hostname),
          }),
        );
      },
    );

    scope.post<{ Params: { token: string } }>(
      `${SANDBOX_PAGE_PATH}/:token`,
      { schema: { hide: true } },
      async (request, reply) => {
        const lang = request.lang;
        const { token } = request.params;
        const fetchSite = request.headers["sec-fetch-site"];
        if (fetchSite === "cross-site" || fetchSite === "same-site") {
          return sendPage(reply, 403, renderMessagePage(lang, "invalid", `${base}/#/${lang}/index`));
        }
        const transaction = await transactionOf(token, lang, reply);
        if (!transaction) return reply;
        // Submitted twice (double click, back button): no second notification, the outcome as it is.
        if (transaction.status !== "pending")
          return reply.redirect(outcomeUrl(lang, transaction, token), 303);
        const form = ZForm.safeParse(request.body ?? {});
        const cardNumber = (form.success ? (form.data.card_number ?? "") : "").replace(/[\s-]/g, "");
        const cardErrors = form.success ? checkCardFields(form.data, new Date()) : {};
        const known = cardNumber === SANDBOX_CARDS.success || cardNumber === SANDBOX_CARDS.decline;
        const cancelling = form.success && form.data.action === "cancel";
        const outcome = !form.success
          ? undefined
          : cancelling
            ? ("cancelled" as const)
            : !known || Object.keys(cardErrors).length > 0
              ? undefined
              : cardNumber === SANDBOX_CARDS.success
                ? ("paid" as const)
                : ("declined" as const);
        if (!outcome) {
          // Shown again with what was wrong under each field; the security code is never sent back.
          return sendPage(
            reply,
            400,
            renderPaymentPage({
              lang,
              action: `${SANDBOX_PAGE_PATH}/${token}?lang=${lang}`,
              amount: transaction.amount,
              currency: transaction.currency,
              cards: SANDBOX_CARDS,
              brand: lookOf(request.hostname),
              errors: { ...cardErrors, card_number: !known },
              values: form.success
                ? {
                    card_number: form.data.card_number,
                    cardholder: form.data.cardholder,
                    expiry: form.data.expiry,
                  }
                : {},
            }),
          );
        }
        const { rawBody, signature } = sandbox.buildNotification(
          {
            transaction_id: transaction.id,
            outcome,
            amount: transaction.amount,
            currency: transaction.currency,
          },
          new Date(),
        );
        if (!(await notify(rawBody, signature))) {
          return sendPage(
            reply,
            502,
            renderMessagePage(lang, "notify_failed", `${SANDBOX_PAGE_PATH}/${token}?lang=${lang}`),
          );
        }
        return reply.redirect(outcomeUrl(lang, { ...transaction, status: outcome }, token), 303);
      },
    );
  });
}
