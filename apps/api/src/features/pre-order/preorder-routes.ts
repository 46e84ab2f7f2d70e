import {
  myStoreEndpoint,
  myStoreSecretEndpoint,
  myStoreTestOrderEndpoint,
  preorderListEndpoint,
} from "@ship/contracts";
import type { FastifyRequest } from "fastify";
import type { TContext, TTypedApp } from "../../app-context.ts";
import { AppError } from "../../errors/app-error.ts";
import { registerEndpoint } from "../../http/register-endpoint.ts";
import { readSessionCookie } from "../session/session-cookie.ts";

/** The logged-in user (spec §6: pre-orders use the user's api_key). */
async function loggedInUserId(ctx: TContext, request: FastifyRequest): Promise<number> {
  const session = await ctx.sessions.lookup(readSessionCookie(request, ctx.cookie));
  if (!session?.user) throw new AppError("auth.login_required", 401);
  return session.user.id;
}

/** GET /pre-orders, GET /my-store, POST /my-store/{kind}/secret, POST /my-store/{kind}/test-order. */
export function registerPreorderRoutes(app: TTypedApp, ctx: TContext) {
  registerEndpoint(app, preorderListEndpoint, async (request, reply) => {
    const { lang: _lang, ...query } = request.query;
    const json = await ctx.preorders.listPreorders(await loggedInUserId(ctx, request), query);
    // JSON text with a JSON content type is sent as is: the client checked it against the contract.
    return reply.type("application/json; charset=utf-8").send(json as never);
  });

  registerEndpoint(app, myStoreEndpoint, async (request) =>
    ctx.preorders.readMyStore(await loggedInUserId(ctx, request)),
  );

  registerEndpoint(app, myStoreSecretEndpoint, async (request) =>
    ctx.preorders.setStoreSecret(await loggedInUserId(ctx, request), request.params.kind, request.body),
  );

  registerEndpoint(app, myStoreTestOrderEndpoint, async (request) =>
    ctx.preorders.sendTestOrder(await loggedInUserId(ctx, request), request.params.kind),
  );
}
