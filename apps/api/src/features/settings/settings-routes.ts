import {
  settingsBankUserEndpoint,
  settingsCarrierCredentialsEndpoint,
  settingsEmailEndpoint,
  settingsPasswordEndpoint,
  settingsSaveCarrierCredentialsEndpoint,
  settingsShipmentEndpoint,
  settingsTestCarrierCredentialsEndpoint,
  settingsUpdateShipmentEndpoint,
  settingsUpdateUserEndpoint,
  settingsUserEndpoint,
  settingsUserPaymentMethodEndpoint,
  type TSessionUser,
} from "@ship/contracts";
import type { FastifyRequest } from "fastify";
import type { TContext, TTypedApp } from "../../app-context.ts";
import { AppError } from "../../errors/app-error.ts";
import { registerEndpoint } from "../../http/register-endpoint.ts";
import {
  requireAccountProvider,
  requireBlock,
  requireOwnPath,
  requireSaas,
  requireUser,
} from "../permissions/guards.ts";

/** The logged-in caller, who must be the user the spec's path (or the body's token) names. */
async function requireOwner(ctx: TContext, request: FastifyRequest, path: { token?: string; id?: number }) {
  const auth = await requireUser(ctx, request);
  requireOwnPath(auth, path);
  return auth;
}

/** The settings screen's calls (spec §7 /settings/*): each one authorizes from the session cookie. */
export function registerSettingsRoutes(app: TTypedApp, ctx: TContext) {
  const { settings } = ctx;
  const account = async (user: TSessionUser) => ({
    success: true as const,
    data: await settings.getAccount(user),
  });
  const shipmentDefaults = async (user: TSessionUser) => ({
    success: true as const,
    data: await settings.getShipmentDefaults(user),
  });

  registerEndpoint(app, settingsUserEndpoint, async (request) => {
    const auth = await requireOwner(ctx, request, { token: request.params.token });
    return account(auth.user);
  });

  registerEndpoint(app, settingsUpdateUserEndpoint, async (request) => {
    const auth = await requireOwner(ctx, request, { token: request.params.token });
    await settings.updateAccount(auth.user, request.body);
    return account(auth.user);
  });

  registerEndpoint(app, settingsEmailEndpoint, async (request) => {
    requireBlock(ctx, request, "settings_email");
    const auth = await requireOwner(ctx, request, { token: request.body.token });
    await settings.changeEmail(auth.user, request.body);
    return { success: true as const };
  });

  registerEndpoint(app, settingsPasswordEndpoint, async (request) => {
    requireBlock(ctx, request, "settings_password");
    const auth = await requireOwner(ctx, request, { id: request.params.id, token: request.body.token });
    const rule = ctx.brands.forHost(request.hostname).password;
    await settings.changePassword(auth.user, auth.token, request.body, rule);
    return { success: true as const };
  });

  registerEndpoint(app, settingsShipmentEndpoint, async (request) => {
    const auth = await requireOwner(ctx, request, { id: request.params.id, token: request.body?.token });
    return shipmentDefaults(auth.user);
  });

  registerEndpoint(app, settingsUpdateShipmentEndpoint, async (request) => {
    const auth = await requireOwner(ctx, request, { id: request.params.id });
    await settings.updateShipmentDefaults(auth.user, request.body.shipment_defaults);
    return shipmentDefaults(auth.user);
  });

  registerEndpoint(app, settingsCarrierCredentialsEndpoint, async (request) => {
    requireAccountProvider(ctx, request);
    const auth = await requireUser(ctx, request);
    if (auth.user.saas !== 1) throw new AppError("permission.saas_only", 403);
    return { success: true as const, data: await settings.listCredentials(auth.user) };
  });

  registerEndpoint(app, settingsSaveCarrierCredentialsEndpoint, async (request) => {
    requireAccountProvider(ctx, request);
    const { carrier } = request.params;
    const auth = await requireSaas(ctx, request, carrier);
    return {
      success: true as const,
      data: await settings.saveCredentials(auth.user, carrier, request.body.values),
    };
  });

  // Issue 19: the caller's own credentials only (saved or typed), never another user's.
  registerEndpoint(app, settingsTestCarrierCredentialsEndpoint, async (request) => {
    requireAccountProvider(ctx, request);
    const { carrier } = request.params;
    const auth = await requireSaas(ctx, request, carrier);
    return {
      success: true as const,
      data: await ctx.testCarrierCredentials(auth.user, carrier, request.body.values ?? undefined),
    };
  });

  registerEndpoint(app, settingsBankUserEndpoint, async (request) => {
    const auth = await requireOwner(ctx, request, { token: request.params.token });
    await settings.saveBank(auth.user, request.body);
    // The mandate gets its reference with the first bank details (decision 033).
    await ctx.directDebit.ensureMandate(auth.user.id);
    return account(auth.user);
  });

  registerEndpoint(app, settingsUserPaymentMethodEndpoint, async (request) => {
    const auth = await requireUser(ctx, request);
    await settings.savePaymentMethod(auth.user, request.body.payment_method);
    return account(auth.user);
  });
}
