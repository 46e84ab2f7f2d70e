import { randomUUID } from "node:crypto";
import { constants as zlibConstants } from "node:zlib";
import fastifyCompress from "@fastify/compress";
import fastifyCookie from "@fastify/cookie";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import { sandboxNotificationEndpoint, stripeNotificationEndpoint } from "@ship/contracts";
import Fastify, { type FastifyServerOptions } from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type { TContext } from "./app-context.ts";
import type { TTrustProxy } from "./config.ts";
import { registerAccountRoutes } from "./features/accounts/account-routes.ts";
import { registerBrandRoutes } from "./features/brand/brand-routes.ts";
import { registerConsoleRoutes } from "./features/console/console-routes.ts";
import { registerContactImportRoutes } from "./features/contact-import/contact-import-routes.ts";
import { registerContactUsRoutes } from "./features/contact-us/contact-us-routes.ts";
import { registerContactRoutes } from "./features/contacts/contact-routes.ts";
import { registerContentRoutes } from "./features/content/content-routes.ts";
import { registerCreditAccountRoutes } from "./features/credit/credit-account-routes.ts";
import { registerDirectDebitRoutes } from "./features/direct-debit/direct-debit-routes.ts";
import { registerExportRoutes } from "./features/exports/export-routes.ts";
import { registerHealthRoutes } from "./features/health/health-routes.ts";
import { registerMailMetrics } from "./features/mail/mail-metrics.ts";
import { registerMailboxRoutes } from "./features/mail/mailbox-routes.ts";
import { registerMassMailingRoutes } from "./features/mass-mailing/mass-mailing-routes.ts";
import { registerMyAccountRoutes } from "./features/my-account/my-account-routes.ts";
import { registerOrderRoutes } from "./features/order/order-routes.ts";
import { registerPayInvoicesRoutes } from "./features/payment/pay-invoices-routes.ts";
import { registerPaymentRoutes } from "./features/payment/payment-routes.ts";
import { registerSandboxPaymentPage } from "./features/payment/sandbox-page-routes.ts";
import { registerPreorderRoutes } from "./features/pre-order/preorder-routes.ts";
import { registerPreOrderMetrics } from "./features/pre-order-shipping/pre-order-metrics.ts";
import { registerPreOrderShippingRoutes } from "./features/pre-order-shipping/pre-order-shipping-routes.ts";
import { registerRatingRoutes } from "./features/rating/rating-routes.ts";
import { registerReferenceRoutes } from "./features/reference/reference-routes.ts";
import { registerReferralRoutes } from "./features/referral/referral-routes.ts";
import { registerRelayPointRoutes } from "./features/relay-points/relay-point-routes.ts";
import { registerSessionRoutes } from "./features/session/routes/session-routes.ts";
import { registerSettingsRoutes } from "./features/settings/settings-routes.ts";
import { registerShipToContactRoutes } from "./features/ship-to-contact/ship-to-contact-routes.ts";
import { registerShipmentRoutes } from "./features/shipment/shipment-routes.ts";
import { registerSsoReturn, registerSsoRoutes } from "./features/sso/sso-routes.ts";
import { registerSubAccountRoutes } from "./features/sub-accounts/sub-account-routes.ts";
import { registerControlCharacterRule } from "./http/control-characters.ts";
import { registerCrossSiteGuard } from "./http/csrf.ts";
import { answerFrameworkError, registerErrorHandler } from "./http/error-handler.ts";
import { inlineScriptHashes } from "./http/inline-script-hashes.ts";
import { registerJsonBodyParser } from "./http/json-body-parser.ts";
import { resolveLanguage } from "./http/language.ts";
import { registerMetrics } from "./http/metrics.ts";
import { redactUrl } from "./http/redact-url.ts";
import { registerSecurityHeaders, securityHeaders, withSwaggerUiStyles } from "./http/security-headers.ts";
import { registerVisitorLimits } from "./http/visitor-limits.ts";
import { registerWebApp } from "./http/web-app.ts";
import { registerJobMetrics } from "./lib/jobs/job-metrics.ts";

export const API_PREFIX = "/api/v4";
const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

export function loggerOptions(level: string, pretty: boolean): FastifyServerOptions["logger"] {
  return {
    level,
    redact: ["req.headers.cookie", 'res.headers["set-cookie"]', "req.headers.authorization"],
    serializers: {
      // The spec puts session tokens in paths (/login/{token}, /settings/user/{token}): redacted.
      req: (req: { method: string; url: string; id: string; routeOptions?: { url?: string } }) => ({
        method: req.method,
        url: redactUrl(req.url, req.routeOptions?.url),
        id: req.id,
      }),
    },
    ...(pretty
      ? {
          transport: {
            target: "pino-pretty",
            options: { translateTime: "HH:MM:ss", ignore: "pid,hostname" },
          },
        }
      : {}),
  };
}

/**
 * TRUST_PROXY as Fastify takes it (decision 023). Addresses and CIDRs go to proxy-addr as they are.
 * Fastify 5 refuses a bare hop count (it cannot tell a proxy from a client), so a count becomes
 * "the nearest N peers are proxies": right only when the API is reachable through them alone.
 */
function toFastifyTrustProxy(trust: TTrustProxy): FastifyServerOptions["trustProxy"] {
  if (typeof trust !== "number") return trust;
  return (_address: string, hop: number) => hop < trust;
}

export async function buildApp(ctx: TContext, options: { logger?: FastifyServerOptions["logger"] } = {}) {
  const headers = securityHeaders(
    ctx.config.env === "production",
    ctx.config.map.tileOrigin,
    inlineScriptHashes(ctx.config.webDist),
  );
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: toFastifyTrustProxy(ctx.config.trustProxy),
    bodyLimit: 1_048_576,
    requestIdHeader: false,
    genReqId: (req) => {
      const incoming = req.headers["x-request-id"];
      return typeof incoming === "string" && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    frameworkErrors: answerFrameworkError(headers),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // text/plain bodies can be posted cross-site without a preflight: the API accepts JSON only.
  app.removeContentTypeParser("text/plain");
  registerJsonBodyParser(app);

  app.decorateRequest("lang", "fr");
  app.addHook("onRequest", async (request, reply) => {
    request.lang = resolveLanguage(request);
    reply.header("x-request-id", request.id);
  });
  registerErrorHandler(app);
  // Payment notifications come from the provider's servers and are authenticated by their
  // signature: no browser sends them, and the provider's own text (an address with a line break)
  // is not ours to refuse.
  const signedNotifications = new Set(
    [sandboxNotificationEndpoint, stripeNotificationEndpoint].map(
      (endpoint) => `${API_PREFIX}${endpoint.path}`,
    ),
  );
  registerControlCharacterRule(app, signedNotifications);
  registerCrossSiteGuard(app, signedNotifications);
  const registry = registerMetrics(app);
  registerMailMetrics(registry, ctx.mail);
  registerPreOrderMetrics(registry, ctx.preOrderShipping);
  registerJobMetrics(registry, ctx.jobs);

  registerSecurityHeaders(app, headers);
  await app.register(fastifyCookie);
  // JSON, CSV and HTML answers above 1 KB compressed on the fly (issue 16: the 22 KB offers list
  // went out as is); brotli at quality 4 costs about gzip's CPU for smaller answers. The web app's
  // files are precompressed at build (http/web-app.ts). NDJSON progress streams are left alone:
  // a compressor would hold their lines back.
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ["br", "gzip"],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
    customTypes:
      /^(?:application\/(?:json|javascript|problem\+json)|text\/(?:html|csv|plain|css)|image\/svg\+xml)\b/,
  });
  const visitorLimits = await registerVisitorLimits(app, ctx.config.visitorLimits, ctx.visitorLimitCounters);

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: "Shipping comparison API",
        version: "4.0.0",
        description:
          "Every request and response schema comes from packages/contracts. Errors use the envelope " +
          "{ success: false, errors: [{ code, field, message }], message }. State-changing calls need a " +
          "same-origin request with a JSON body.",
      },
      components: {
        securitySchemes: {
          session: { type: "apiKey", in: "cookie", name: ctx.config.sessionCookieName },
        },
      },
      security: [{ session: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: "/api/docs", transformStaticCSP: withSwaggerUiStyles });

  await app.register(
    async (api) => {
      const typed = api.withTypeProvider<ZodTypeProvider>();
      registerSessionRoutes(typed, ctx, visitorLimits);
      registerReferenceRoutes(typed, ctx);
      registerBrandRoutes(typed, ctx);
      registerAccountRoutes(typed, ctx);
      registerSsoRoutes(typed, ctx);
      registerRatingRoutes(typed, ctx, visitorLimits);
      registerOrderRoutes(typed, ctx);
      registerPaymentRoutes(typed, ctx);
      registerRelayPointRoutes(typed, ctx);
      registerShipmentRoutes(typed, ctx);
      registerSettingsRoutes(typed, ctx);
      registerDirectDebitRoutes(typed, ctx);
      registerSubAccountRoutes(typed, ctx);
      registerMyAccountRoutes(typed, ctx);
      registerCreditAccountRoutes(typed, ctx);
      registerPayInvoicesRoutes(typed, ctx);
      registerReferralRoutes(typed, ctx);
      registerContactUsRoutes(typed, ctx);
      registerContentRoutes(typed, ctx);
      registerExportRoutes(typed, ctx);
      registerContactImportRoutes(typed, ctx);
      registerShipToContactRoutes(typed, ctx);
      registerContactRoutes(typed, ctx);
      registerPreorderRoutes(typed, ctx);
      registerMassMailingRoutes(typed, ctx);
      registerPreOrderShippingRoutes(typed, ctx);
      registerConsoleRoutes(typed, ctx);
    },
    { prefix: API_PREFIX },
  );
  registerHealthRoutes(app, ctx, registry);
  registerMailboxRoutes(app, ctx);
  registerSsoReturn(app);
  registerSandboxPaymentPage(app, ctx, API_PREFIX);
  await registerWebApp(app, ctx.config.webDist);
  return app;
}
export type TServer = Awaited<ReturnType<typeof buildApp>>;
