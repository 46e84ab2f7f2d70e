import {
  consoleActivateAccountEndpoint,
  consoleAuditLogEndpoint,
  consoleCancelOrderEndpoint,
  consoleCarrierReviewCancelEndpoint,
  consoleCarrierReviewRetryEndpoint,
  consoleCarrierReviewsEndpoint,
  consoleContentDeleteEndpoint,
  consoleContentListEndpoint,
  consoleContentPreviewEndpoint,
  consoleContentReadEndpoint,
  consoleContentUpdateEndpoint,
  consoleCreditAdjustmentEndpoint,
  consoleCustomerEndpoint,
  consoleCustomersEndpoint,
  consoleDeferredLimitEndpoint,
  consoleInboxEndpoint,
  consoleInboxMessageEndpoint,
  consoleInboxReadEndpoint,
  consoleLoginEndpoint,
  consoleLogoutEndpoint,
  consoleMeEndpoint,
  consoleOperatorResetTotpEndpoint,
  consoleOperatorStatusEndpoint,
  consoleOperatorsEndpoint,
  consoleOrdersEndpoint,
  consolePendingAccountsEndpoint,
  consoleVoucherCreateEndpoint,
  consoleVouchersEndpoint,
  consoleVoucherUsesEndpoint,
  INBOX_PAGE_SIZE,
} from "@ship/contracts";
import type { FastifyRequest } from "fastify";
import type { TContext, TTypedApp } from "../../app-context.ts";
import { AppError } from "../../errors/app-error.ts";
import { registerEndpoint } from "../../http/register-endpoint.ts";
import { clearOperatorCookie, setOperatorCookie } from "./operator-cookie.ts";
import { requireOperator } from "./operator-guard.ts";
import { actorOf } from "./use-cases/console-deps.ts";

const ok = { success: true as const };
const publicOperator = ({
  id,
  email,
  name,
  role,
}: {
  id: number;
  email: string;
  name: string;
  role: "admin" | "support";
}) => ({
  id,
  email,
  name,
  role,
});

/** The operator's session: login (e-mail, password, TOTP), who is logged in, logout. */
function registerOperatorSessionRoutes(app: TTypedApp, ctx: TContext) {
  registerEndpoint(app, consoleLoginEndpoint, async (request, reply) => {
    const { token, operator } = await ctx.console.sessions.login({ ...request.body, address: request.ip });
    setOperatorCookie(request, reply, token, ctx.console.sessions.idleSeconds);
    return { ...ok, operator: publicOperator(operator) };
  });
  registerEndpoint(app, consoleMeEndpoint, async (request) => ({
    ...ok,
    operator: publicOperator(await requireOperator(ctx, request)),
  }));
  registerEndpoint(app, consoleLogoutEndpoint, async (request, reply) => {
    const operator = await requireOperator(ctx, request);
    await ctx.console.sessions.logout(operator.token, operator);
    clearOperatorCookie(request, reply);
    return ok;
  });
}

/** Pending professional accounts and customers: search, credit, 'Pay later' limit, sub-accounts. */
function registerCustomerRoutes(app: TTypedApp, ctx: TContext) {
  const { reads } = ctx.console;
  registerEndpoint(app, consolePendingAccountsEndpoint, async (request) => {
    await requireOperator(ctx, request, "customers.read");
    return { ...ok, rows: await reads.pendingAccounts() };
  });
  registerEndpoint(app, consoleActivateAccountEndpoint, async (request) => {
    const operator = await requireOperator(ctx, request, "accounts.activate");
    await ctx.console.activateAccount(request.params.id, actorOf(operator));
    // The API's delivery job sends the activation e-mail from the outbox.
    return ok;
  });
  registerEndpoint(app, consoleCustomersEndpoint, async (request) => {
    await requireOperator(ctx, request, "customers.read");
    return { ...ok, ...(await reads.searchCustomers(request.query.q)) };
  });
  registerEndpoint(app, consoleCustomerEndpoint, async (request) => {
    await requireOperator(ctx, request, "customers.read");
    return { ...ok, customer: await reads.customer(request.params.id) };
  });
  registerEndpoint(app, consoleCreditAdjustmentEndpoint, async (request) => {
    const operator = await requireOperator(ctx, request, "customers.credit");
    return { ...ok, ...(await ctx.console.adjustCredit(request.params.id, request.body, actorOf(operator))) };
  });
  registerEndpoint(app, consoleDeferredLimitEndpoint, async (request) => {
    const operator = await requireOperator(ctx, request, "customers.deferred_limit");
    await ctx.console.setDeferredLimit(request.params.id, request.body.limit, actorOf(operator));
    return ok;
  });
}

/** Orders (search, cancel and refund), vouchers (create, list, uses) and the audit log. */
function registerOrderVoucherAuditRoutes(app: TTypedApp, ctx: TContext) {
  const { reads } = ctx.console;
  registerEndpoint(app, consoleOrdersEndpoint, async (request) => {
    await requireOperator(ctx, request, "orders.read");
    return { ...ok, ...(await reads.searchOrders(request.query.q)) };
  });
  registerEndpoint(app, consoleCancelOrderEndpoint, async (request) => {
    const operator = await requireOperator(ctx, request, "orders.cancel");
    return { ...ok, ...(await ctx.console.cancelOrder(request.params.id, request.lang, actorOf(operator))) };
  });
  registerEndpoint(app, consoleCarrierReviewsEndpoint, async (request) => {
    await requireOperator(ctx, request, "orders.read");
    return { ...ok, rows: await reads.carrierReviews() };
  });
  registerEndpoint(app, consoleCarrierReviewRetryEndpoint, async (request) => {
    const operator = await requireOperator(ctx, request, "orders.cancel");
    const retried = await ctx.console.carrierReviews.retry(request.params.shipment_id, actorOf(operator));
    return { ...ok, ...retried };
  });
  registerEndpoint(app, consoleCarrierReviewCancelEndpoint, async (request) => {
    const operator = await requireOperator(ctx, request, "orders.cancel");
    const cancelled = await ctx.console.carrierReviews.cancel(request.params.shipment_id, actorOf(operator));
    return { ...ok, ...cancelled };
  });
  registerEndpoint(app, consoleVouchersEndpoint, async (request) => {
    await requireOperator(ctx, request, "vouchers.read");
    return { ...ok, rows: await reads.vouchers() };
  });
  registerEndpoint(app, consoleVoucherCreateEndpoint, async (request) => {
    const operator = await requireOperator(ctx, request, "vouchers.create");
    const code = await ctx.console.createVoucher(request.body, actorOf(operator));
    const [voucher] = await reads.vouchers([code]);
    if (!voucher) throw new AppError("not_found", 404);
    return { ...ok, voucher };
  });
  registerEndpoint(app, consoleVoucherUsesEndpoint, async (request) => {
    await requireOperator(ctx, request, "vouchers.read");
    return { ...ok, rows: await reads.voucherUses(request.params.code) };
  });
  registerEndpoint(app, consoleAuditLogEndpoint, async (request) => {
    await requireOperator(ctx, request, "audit.read");
    const page = await reads.auditLog(request.query.page);
    return { ...ok, rows: page.rows, has_more: page.hasMore };
  });
}

/** The contact inbox and the content editor (decision 058): the brand of the console's host. */
function registerInboxContentRoutes(app: TTypedApp, ctx: TContext) {
  const brandOf = (request: FastifyRequest) => {
    const brand = ctx.brands.forHost(request.hostname);
    return { id: brand.id, name: brand.name };
  };
  registerEndpoint(app, consoleInboxEndpoint, async (request) => {
    await requireOperator(ctx, request, "inbox.read");
    const { page, kind } = request.query;
    const found = await ctx.contactUs.listMessages({
      brandId: brandOf(request).id,
      page,
      rows: INBOX_PAGE_SIZE,
      kind,
    });
    return { ...ok, ...found, page };
  });
  registerEndpoint(app, consoleInboxMessageEndpoint, async (request) => {
    await requireOperator(ctx, request, "inbox.read");
    const message = await ctx.contactUs.readMessage({ brandId: brandOf(request).id, id: request.params.id });
    if (!message) throw new AppError("not_found", 404);
    return { ...ok, contact_message: message };
  });
  registerEndpoint(app, consoleInboxReadEndpoint, async (request) => {
    const operator = await requireOperator(ctx, request, "inbox.read");
    const message = await ctx.console.setMessageRead(
      { brandId: brandOf(request).id, id: request.params.id, read: request.body.read },
      actorOf(operator),
    );
    if (!message) throw new AppError("not_found", 404);
    return { ...ok, contact_message: message };
  });
  registerEndpoint(app, consoleContentListEndpoint, async (request) => {
    await requireOperator(ctx, request, "content.read");
    return {
      ...ok,
      rows: await ctx.content.listContent({ brandId: brandOf(request).id, kind: request.query.kind }),
    };
  });
  registerEndpoint(app, consoleContentReadEndpoint, async (request) => {
    await requireOperator(ctx, request, "content.read");
    const { kind, identifier, entryLang } = request.params;
    const entry = await ctx.content.readForEdit({
      brandId: brandOf(request).id,
      kind,
      identifier,
      lang: entryLang,
    });
    if (!entry) throw new AppError("content.not_found", 404, { field: "identifier" });
    return { ...ok, entry };
  });
  registerEndpoint(app, consoleContentUpdateEndpoint, async (request) => {
    const operator = await requireOperator(ctx, request, "content.edit");
    const { kind, identifier, entryLang } = request.params;
    const brand = brandOf(request);
    await ctx.console.editContent(
      { brand, kind, identifier, lang: entryLang, update: request.body },
      actorOf(operator),
    );
    const entry = await ctx.content.readForEdit({ brandId: brand.id, kind, identifier, lang: entryLang });
    if (!entry) throw new AppError("content.not_found", 404);
    return { ...ok, entry };
  });
  registerEndpoint(app, consoleContentDeleteEndpoint, async (request) => {
    const operator = await requireOperator(ctx, request, "content.delete");
    await ctx.console.deleteContent({ brand: brandOf(request), ...request.params }, actorOf(operator));
    return ok;
  });
  registerEndpoint(app, consoleContentPreviewEndpoint, async (request) => {
    await requireOperator(ctx, request, "content.read");
    return { ...ok, html: ctx.content.preview(request.body.content, brandOf(request).name) };
  });
}

/** The console's operators (decision 059): list, disable or enable, reset the TOTP key. Admins only. */
function registerOperatorRoutes(app: TTypedApp, ctx: TContext) {
  const { operators } = ctx.console;
  registerEndpoint(app, consoleOperatorsEndpoint, async (request) => {
    await requireOperator(ctx, request, "operators.manage");
    return { ...ok, rows: await operators.list() };
  });
  registerEndpoint(app, consoleOperatorStatusEndpoint, async (request) => {
    const operator = await requireOperator(ctx, request, "operators.manage");
    const { id } = request.params;
    return { ...ok, operator: await operators.setDisabled(id, request.body.disabled, actorOf(operator)) };
  });
  registerEndpoint(app, consoleOperatorResetTotpEndpoint, async (request) => {
    const operator = await requireOperator(ctx, request, "operators.manage");
    return { ...ok, key: await operators.resetTotp(request.params.id, actorOf(operator)) };
  });
}

/** The operator console's API under /api/v4/console (issue 18, decision 057). */
export function registerConsoleRoutes(app: TTypedApp, ctx: TContext) {
  registerOperatorSessionRoutes(app, ctx);
  registerCustomerRoutes(app, ctx);
  registerOrderVoucherAuditRoutes(app, ctx);
  registerInboxContentRoutes(app, ctx);
  registerOperatorRoutes(app, ctx);
}
