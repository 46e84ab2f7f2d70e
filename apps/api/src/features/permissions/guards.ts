import { createHash, timingSafeEqual } from "node:crypto";
import type { TFormBlock, TSessionUser } from "@ship/contracts";
import { orderFormBlocksOf, type TOrderFormBlocks, type TSaasAccessCarrier } from "@ship/domain";
import type { FastifyRequest } from "fastify";
import type { TContext } from "../../app-context.ts";
import { AppError } from "../../errors/app-error.ts";
import { readSessionCookie } from "../session/session-cookie.ts";

/** The caller's live session with a logged-in user (spec §6 customer). */
export type TAuthenticated = { token: string; user: TSessionUser };

/**
 * Spec §6 roles, enforced on the server. Each guard reads the session from the cookie (never from
 * a token in the path or body) and throws an AppError the error handler turns into the envelope.
 */
export async function requireUser(ctx: TContext, request: FastifyRequest): Promise<TAuthenticated> {
  const session = await ctx.sessions.lookup(readSessionCookie(request, ctx.cookie));
  if (!session?.user) throw new AppError("auth.login_required", 401);
  return { token: session.token, user: session.user };
}

/** The caller's whole session with its user, for use cases that take a session (rating, order). */
export async function requireUserSession(ctx: TContext, request: FastifyRequest) {
  const session = await ctx.sessions.lookup(readSessionCookie(request, ctx.cookie));
  if (!session?.user) throw new AppError("auth.login_required", 401);
  return { ...session, user: session.user };
}

/** Professional features (sub-accounts, deferred payment, invoice payment): pro = 1. */
export async function requirePro(ctx: TContext, request: FastifyRequest): Promise<TAuthenticated> {
  const auth = await requireUser(ctx, request);
  if (auth.user.pro !== 1) throw new AppError("permission.pro_only", 403);
  return auth;
}

/** The credit account exists only when credit_account is not 0. */
export async function requireCreditAccount(ctx: TContext, request: FastifyRequest): Promise<TAuthenticated> {
  const auth = await requireUser(ctx, request);
  if (auth.user.credit_account === 0) throw new AppError("permission.credit_account", 403);
  return auth;
}

/** Own-carrier settings: saas = 1 and the carrier's access flag not switched off. */
export async function requireSaas(
  ctx: TContext,
  request: FastifyRequest,
  carrier: TSaasAccessCarrier,
): Promise<TAuthenticated> {
  const auth = await requireUser(ctx, request);
  const access = await ctx.settings.getSaasAccess(auth.user);
  if (!access[carrier]) throw new AppError("permission.saas_only", 403);
  return auth;
}

/** Constant-time comparison (of the SHA-256 digests: equal lengths whatever the input's). */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * The spec puts the session token or the user id in some paths (/settings/user/{token},
 * /settings/shipment/{id}): they must name the caller, else 404 (no hint that anything exists).
 */
export function requireOwnPath(auth: TAuthenticated, path: { token?: string; id?: number }): void {
  if (path.token !== undefined && !sameSecret(path.token, auth.token)) throw new AppError("not_found", 404);
  if (path.id !== undefined && path.id !== auth.user.id) throw new AppError("not_found", 404);
}

/** Whether the brand of the request's host has this form block (spec §1 brand configuration). */
export function brandHasBlock(ctx: TContext, request: FastifyRequest, block: TFormBlock): boolean {
  return ctx.brands.forHost(request.hostname).blocks.includes(block);
}

/** The order form blocks of the request's brand (decision 049). */
export function requestOrderFormBlocks(ctx: TContext, request: FastifyRequest): TOrderFormBlocks {
  return orderFormBlocksOf(ctx.brands.forHost(request.hostname).blocks);
}

/** A block the brand switched off does not exist on that brand (spec §1): 404. */
export function requireBlock(ctx: TContext, request: FastifyRequest, block: TFormBlock): void {
  if (!brandHasBlock(ctx, request, block)) throw new AppError("not_found", 404);
}

/** Own-carrier credentials exist only on a brand with the account_provider block (decision 049). */
export function requireAccountProvider(ctx: TContext, request: FastifyRequest): void {
  if (!brandHasBlock(ctx, request, "account_provider"))
    throw new AppError("permission.account_provider_off", 403);
}
