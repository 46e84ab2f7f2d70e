import { mayOperator, type TConsolePermission } from "@ship/domain";
import type { FastifyRequest } from "fastify";
import type { TContext } from "../../app-context.ts";
import { AppError } from "../../errors/app-error.ts";
import { readOperatorCookie } from "./operator-cookie.ts";
import type { TOperatorRecord } from "./operator-repository.ts";

/**
 * The console's guard (decision 057): the operator of the console cookie's live session, else
 * 404 — a visitor or a customer session learns nothing, not even that the console exists; an
 * operator whose role lacks the permission gets 403.
 */
export async function requireOperator(
  ctx: TContext,
  request: FastifyRequest,
  permission?: TConsolePermission,
): Promise<TOperatorRecord & { token: string }> {
  const token = readOperatorCookie(request);
  const operator = await ctx.console.sessions.lookup(token);
  if (!operator || !token) throw new AppError("not_found", 404);
  if (permission && !mayOperator(operator.role, permission)) throw new AppError("console.forbidden", 403);
  return { ...operator, token };
}
