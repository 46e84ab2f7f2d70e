import { userShipmentsEndpoint } from "@ship/contracts";
import type { TContext, TTypedApp } from "../../app-context.ts";
import { registerEndpoint } from "../../http/register-endpoint.ts";
import { requireUser } from "../permissions/guards.ts";

/** My account's lists (spec §2 my account, §7): the caller's history, logged in only. */
export function registerMyAccountRoutes(app: TTypedApp, ctx: TContext) {
  registerEndpoint(app, userShipmentsEndpoint, async (request) => {
    const { user } = await requireUser(ctx, request);
    return ctx.myAccount.listUserShipments(user, request.body, request.lang);
  });
}
