import type { TFormBlock } from "@ship/contracts";
import {
  ZAccountSettingsResponse,
  ZBankBody,
  ZCarrierCredentialsListResponse,
  ZCarrierCredentialsResponse,
  ZCarrierParams,
  ZChangeEmailBody,
  ZChangePasswordBody,
  ZErrorResponse,
  ZLangQuery,
  ZPaymentMethodBody,
  ZSaveCredentialsBody,
  ZSettingsIdParams,
  ZSettingsReadBody,
  ZSettingsSavedResponse,
  ZSettingsTokenParams,
  ZShipmentDefaultsResponse,
  ZUpdateShipmentBody,
  ZUpdateUserBody,
} from "@ship/contracts";
import type { FastifyRequest } from "fastify";
import type { TContext, TTypedApp } from "../../app-context.ts";
import { AppError } from "../../errors/app-error.ts";
import { requireOwnPath, requireSaas, requireUser } from "../permissions/guards.ts";

const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
};
const tags = ["settings"];

/** The settings screen's calls (spec §7 /settings/*): each one authorizes from the session cookie. */
export function registerSettingsRoutes(app: TTypedApp, ctx: TContext) {
  /** A block the brand switched off does not exist on that brand (spec §1). */
  function requireBlock(request: FastifyRequest, block: TFormBlock) {
    if (!ctx.brands.forHost(request.hostname).blocks.includes(block)) throw new AppError("not_found", 404);
  }
  const account = async (user: Parameters<TContext["settings"]["getAccount"]>[0]) => ({
    success: true as const,
    data: await ctx.settings.getAccount(user),
  });

  app.post(
    "/settings/user/:token",
    {
      schema: {
        tags,
        summary: "Account address, invoice address, apporteur code, payment method and masked bank details",
        params: ZSettingsTokenParams,
        querystring: ZLangQuery,
        body: ZSettingsReadBody,
        response: { 200: ZAccountSettingsResponse, ...errors },
      },
    },
    async (request) => {
      const auth = await requireUser(ctx, request);
      requireOwnPath(auth, { token: request.params.token });
      return account(auth.user);
    },
  );

  app.post(
    "/settings/updateUser/:token",
    {
      schema: {
        tags,
        summary: "Save the account address, the invoice address (or null) and the apporteur code",
        params: ZSettingsTokenParams,
        querystring: ZLangQuery,
        body: ZUpdateUserBody,
        response: { 200: ZAccountSettingsResponse, ...errors },
      },
    },
    async (request) => {
      const auth = await requireUser(ctx, request);
      requireOwnPath(auth, { token: request.params.token });
      await ctx.settings.updateAccount(auth.user, request.body);
      return account(auth.user);
    },
  );

  app.post(
    "/settings/email",
    {
      schema: {
        tags,
        summary: "Change the e-mail address: new address twice and the current password",
        querystring: ZLangQuery,
        body: ZChangeEmailBody,
        response: { 200: ZSettingsSavedResponse, ...errors },
      },
    },
    async (request) => {
      requireBlock(request, "settings_email");
      const auth = await requireUser(ctx, request);
      requireOwnPath(auth, { token: request.body.token });
      await ctx.settings.changeEmail(auth.user, request.body);
      return { success: true as const };
    },
  );

  app.post(
    "/settings/password/:id",
    {
      schema: {
        tags,
        summary: "Change the password (old, new, confirmation); the user's other sessions end",
        params: ZSettingsIdParams,
        querystring: ZLangQuery,
        body: ZChangePasswordBody,
        response: { 200: ZSettingsSavedResponse, ...errors },
      },
    },
    async (request) => {
      requireBlock(request, "settings_password");
      const auth = await requireUser(ctx, request);
      requireOwnPath(auth, { id: request.params.id, token: request.body.token });
      const rule = ctx.brands.forHost(request.hostname).password;
      await ctx.settings.changePassword(auth.user, auth.token, request.body, rule);
      return { success: true as const };
    },
  );

  app.post(
    "/settings/shipment/:id",
    {
      schema: {
        tags,
        summary: "The default shipment settings (spec §3 Shipment defaults)",
        params: ZSettingsIdParams,
        querystring: ZLangQuery,
        body: ZSettingsReadBody,
        response: { 200: ZShipmentDefaultsResponse, ...errors },
      },
    },
    async (request) => {
      const auth = await requireUser(ctx, request);
      requireOwnPath(auth, { id: request.params.id, token: request.body?.token });
      return { success: true as const, data: await ctx.settings.getShipmentDefaults(auth.user) };
    },
  );

  app.post(
    "/settings/updateShipment/:id",
    {
      schema: {
        tags,
        summary: "Save the default shipment settings; the quote form prefills from them",
        params: ZSettingsIdParams,
        querystring: ZLangQuery,
        body: ZUpdateShipmentBody,
        response: { 200: ZShipmentDefaultsResponse, ...errors },
      },
    },
    async (request) => {
      const auth = await requireUser(ctx, request);
      requireOwnPath(auth, { id: request.params.id });
      await ctx.settings.updateShipmentDefaults(auth.user, request.body.shipment_defaults);
      return { success: true as const, data: await ctx.settings.getShipmentDefaults(auth.user) };
    },
  );

  app.get(
    "/settings/carrier-credentials",
    {
      schema: {
        tags,
        summary: "Own-carrier credentials of a saas user, per carrier: status and masked values",
        querystring: ZLangQuery,
        response: { 200: ZCarrierCredentialsListResponse, ...errors },
      },
    },
    async (request) => {
      const auth = await requireUser(ctx, request);
      if (auth.user.saas !== 1) throw new AppError("permission.saas_only", 403);
      return { success: true as const, data: await ctx.settings.listCredentials(auth.user) };
    },
  );

  app.post(
    "/settings/carrier-credentials/:carrier",
    {
      schema: {
        tags,
        summary:
          "Save one carrier's credentials: complete, or all empty to remove them; empty secrets are kept",
        params: ZCarrierParams,
        querystring: ZLangQuery,
        body: ZSaveCredentialsBody,
        response: { 200: ZCarrierCredentialsResponse, ...errors },
      },
    },
    async (request) => {
      const auth = await requireSaas(ctx, request, request.params.carrier);
      const data = await ctx.settings.saveCredentials(auth.user, request.params.carrier, request.body.values);
      return { success: true as const, data };
    },
  );

  app.post(
    "/settings/bankUser/:token",
    {
      schema: {
        tags,
        summary: "Save the bank details (IBAN mod-97, BIC); the IBAN is stored encrypted",
        params: ZSettingsTokenParams,
        querystring: ZLangQuery,
        body: ZBankBody,
        response: { 200: ZAccountSettingsResponse, ...errors },
      },
    },
    async (request) => {
      const auth = await requireUser(ctx, request);
      requireOwnPath(auth, { token: request.params.token });
      await ctx.settings.saveBank(auth.user, request.body);
      return account(auth.user);
    },
  );

  app.post(
    "/settings/user-payment-method",
    {
      schema: {
        tags,
        summary: "Choose the default payment method (card, or direct debit once bank details are saved)",
        querystring: ZLangQuery,
        body: ZPaymentMethodBody,
        response: { 200: ZAccountSettingsResponse, ...errors },
      },
    },
    async (request) => {
      const auth = await requireUser(ctx, request);
      await ctx.settings.savePaymentMethod(auth.user, request.body.payment_method);
      return account(auth.user);
    },
  );
}
