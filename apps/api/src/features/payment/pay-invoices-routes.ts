import { payInvoicesConfirmEndpoint, payInvoicesEndpoint } from "@ship/contracts";
import type { TContext, TTypedApp } from "../../app-context.ts";
import { registerEndpoint } from "../../http/register-endpoint.ts";
import { requireUser } from "../permissions/guards.ts";
import { hashSessionToken } from "../session/session-token.ts";

/**
 * Pay invoices (spec §2, §7; decision 036): the payment of some of the caller's unpaid invoices by
 * card (purpose pay_invoices), and its outcome after the card page. Logged in only; the invoices
 * are checked to be the caller's own on the server.
 */
export function registerPayInvoicesRoutes(app: TTypedApp, ctx: TContext) {
  registerEndpoint(app, payInvoicesConfirmEndpoint, async (request) => {
    const { user, token } = await requireUser(ctx, request);
    const answer = await ctx.payments.service.redirectToPayInvoices({
      userId: user.id,
      sessionId: hashSessionToken(token),
      amountCents: request.body.amount,
      invoiceNumbers: request.body.invoice_ids,
      lang: request.body.origin_lang ?? request.lang,
    });
    return { success: true as const, ...answer };
  });

  registerEndpoint(app, payInvoicesEndpoint, async (request) => {
    const { user } = await requireUser(ctx, request);
    const answer = await ctx.payments.service.readInvoicesPayment(request.body.transaction_id, user.id);
    return { success: true as const, ...answer };
  });
}
