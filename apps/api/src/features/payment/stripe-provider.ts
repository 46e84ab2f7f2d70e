import Stripe from "stripe";
import { AppError } from "../../errors/app-error.ts";
import type { TIgnoredNotification, TPaymentProvider } from "./payment-provider.ts";
import { returnPathOf } from "./payment-purpose.ts";
import type { TNotificationEvent } from "./payment-repository.ts";

export const STRIPE_SIGNATURE_HEADER = "stripe-signature";

type TStripeOptions = {
  secretKey: string;
  webhookSecret: string;
  /** Origin of the web app: Stripe's page sends the customer back there. */
  publicUrl: string;
  /** Another API origin (stripe-mock, a test stub); undefined = api.stripe.com. */
  apiUrl: string | undefined;
};

/** Host, port and protocol of another API origin, as the SDK takes them. */
function apiOrigin(apiUrl: string | undefined) {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === "http:" ? ("http" as const) : ("https" as const);
  return { host: url.hostname, port: url.port || (protocol === "http" ? 80 : 443), protocol };
}

/** What a checkout.session event says about our payment; undefined for a session that is not ours. */
type TSessionFacts = { transactionId: string; amount: number; currency: "EUR" | "USD"; paid: boolean };

function factsOf(session: Stripe.Checkout.Session): TSessionFacts | undefined {
  const transactionId = session.metadata?.transaction_id ?? session.client_reference_id;
  const currency = session.currency?.toUpperCase();
  if (!transactionId || session.amount_total === null || (currency !== "EUR" && currency !== "USD")) {
    return undefined;
  }
  return {
    transactionId,
    amount: session.amount_total,
    currency,
    paid: session.payment_status === "paid" || session.payment_status === "no_payment_required",
  };
}

/**
 * Stripe Checkout (decision 010's interface): one Checkout Session per transaction, for the
 * amount the card pays, with the transaction id in its metadata; the outcome arrives only as a
 * signed webhook event (verified on the raw body by the SDK's constructEvent); refunds through the
 * Refunds API with an idempotency key.
 */
export function createStripeProvider(options: TStripeOptions) {
  const stripe = new Stripe(options.secretKey, {
    ...apiOrigin(options.apiUrl),
    // The SDK adds idempotency keys to its retries; ours are explicit below.
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: "shipcompare" },
  });

  const returnUrl = (lang: string, path: string) => `${options.publicUrl}/#/${lang}/${path}`;

  async function createSession(
    args: Parameters<TPaymentProvider["startPayment"]>[0],
    idempotencyKey: string,
  ): Promise<{ url: string; reference: string }> {
    const { transaction, token, lang } = args;
    const session = await stripe.checkout.sessions.create(
      {
        mode: "payment",
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: transaction.currency.toLowerCase(),
              unit_amount: transaction.amount,
              product_data: {
                name:
                  transaction.orderId === null ? "Credit account top-up" : `Shipment ${transaction.orderId}`,
              },
            },
          },
        ],
        client_reference_id: transaction.id,
        metadata: { transaction_id: transaction.id, shipment_id: transaction.shipmentId ?? "" },
        payment_intent_data: { metadata: { transaction_id: transaction.id } },
        locale: lang,
        success_url: returnUrl(lang, returnPathOf(transaction.purpose, "paid", token)),
        cancel_url: returnUrl(lang, returnPathOf(transaction.purpose, "cancelled", token)),
      },
      { idempotencyKey },
    );
    if (!session.url) throw new AppError("payment.not_configured", 503);
    return { url: session.url, reference: session.id };
  }

  return {
    name: "stripe" as const,

    /**
     * The Checkout page of this transaction: the one made before while it is still open (a retry
     * never makes a second page that could charge again), else a new one. Creation carries an
     * idempotency key, so two concurrent first redirects get the same session.
     */
    async startPayment(args) {
      try {
        const previous = args.transaction.providerReference;
        if (!previous) return await createSession(args, `checkout-${args.transaction.id}`);
        const session = await stripe.checkout.sessions.retrieve(previous);
        if (session.status === "open" && session.url) return { url: session.url, reference: session.id };
        // Completed: the paid event is on its way; the order must not be charged again.
        if (session.status === "complete") throw new AppError("payment.already_paid", 409);
        return await createSession(args, `checkout-${args.transaction.id}-after-${previous}`);
      } catch (error) {
        // Stripe unreachable or refusing: a translated "not available", never a 500.
        if (error instanceof AppError) throw error;
        throw new AppError("payment.not_configured", 503);
      }
    },

    verifyNotification({ rawBody, headers }) {
      const signature = headers[STRIPE_SIGNATURE_HEADER];
      if (typeof signature !== "string") return undefined;
      let event: Stripe.Event;
      try {
        // Checks the HMAC over the exact bytes and a 300 s tolerance on the timestamp.
        event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
      } catch {
        return undefined;
      }
      const ignored: TIgnoredNotification = { ignored: true, eventId: event.id };
      const outcomeOf: Record<string, TNotificationEvent["outcome"] | "if_paid" | undefined> = {
        "checkout.session.completed": "if_paid",
        "checkout.session.async_payment_succeeded": "paid",
        "checkout.session.async_payment_failed": "declined",
        "checkout.session.expired": "cancelled",
      };
      const kind = outcomeOf[event.type];
      if (!kind || event.data.object.object !== "checkout.session") return ignored;
      const facts = factsOf(event.data.object as Stripe.Checkout.Session);
      if (!facts) return ignored;
      // Completed but paid later (a bank debit): the async_payment_* event decides.
      if (kind === "if_paid" && !facts.paid) return ignored;
      return {
        eventId: event.id,
        transactionId: facts.transactionId,
        outcome: kind === "if_paid" ? "paid" : kind,
        amount: facts.amount,
        currency: facts.currency,
      } satisfies TNotificationEvent;
    },

    async refund({ transaction, amount, idempotencyKey }) {
      if (!transaction.providerReference) throw new AppError("payment.refund_failed", 503);
      const session = await stripe.checkout.sessions.retrieve(transaction.providerReference);
      const intent =
        typeof session.payment_intent === "string" ? session.payment_intent : session.payment_intent?.id;
      if (!intent) throw new AppError("payment.refund_failed", 503);
      const refund = await stripe.refunds.create(
        { payment_intent: intent, amount, metadata: { transaction_id: transaction.id } },
        { idempotencyKey },
      );
      return { reference: refund.id };
    },

    /** Signs a test event as Stripe does (tests only: the secret never leaves the server). */
    signTestEvent(payload: string): string {
      return stripe.webhooks.generateTestHeaderString({ payload, secret: options.webhookSecret });
    },
  } satisfies TPaymentProvider & Record<string, unknown>;
}
export type TStripeProvider = ReturnType<typeof createStripeProvider>;
