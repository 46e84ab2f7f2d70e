import {
  invoicesEndpoint,
  paymentsEndpoint,
  shipmentsByIdsEndpoint,
  userShipmentsEndpoint,
} from "@ship/contracts";
import type { TContext, TTypedApp } from "../../app-context.ts";
import { registerEndpoint } from "../../http/register-endpoint.ts";
import { apiCallerOf } from "../api-ship/api-caller.ts";
import { requireUser } from "../permissions/guards.ts";

/** My account's lists (spec §2 my account, §7): the caller's history, logged in only. */
export function registerMyAccountRoutes(app: TTypedApp, ctx: TContext) {
  registerEndpoint(app, userShipmentsEndpoint, async (request) => {
    const { user } = await requireUser(ctx, request);
    return ctx.myAccount.listUserShipments(user, request.body, request.lang);
  });
  registerEndpoint(app, invoicesEndpoint, async (request) => {
    const { user } = await requireUser(ctx, request);
    return ctx.myAccount.listInvoices(user, request.body, request.lang);
  });
  registerEndpoint(app, paymentsEndpoint, async (request) => {
    const { user } = await requireUser(ctx, request);
    return ctx.myAccount.listPayments(user, request.body, request.lang);
  });
  // Spec §7 POST /shipments (ids): API clients read what they shipped by api_key too (decision 050).
  registerEndpoint(app, shipmentsByIdsEndpoint, async (request) => {
    const { user } = await apiCallerOf(ctx, request);
    return ctx.myAccount.shipmentsByIds(user, request.body, request.lang);
  });
}
