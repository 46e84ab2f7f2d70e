import { citiesEndpoint, documentAllowedEndpoint, offersEndpoint, rateEndpoint } from "@ship/contracts";
import { checkParcelLines, isDocumentReasonAllowed } from "@ship/domain";
import type { TContext, TTypedApp } from "../../app-context.ts";
import { sendError } from "../../http/error-handler.ts";
import { createNdjsonStream, wantsProgress } from "../../http/ndjson-stream.ts";
import { registerEndpoint } from "../../http/register-endpoint.ts";
import type { TVisitorLimits } from "../../http/visitor-limits.ts";
import type { TFieldError } from "../../http/zod-issues.ts";
import { readSessionCookie, setSessionCookie } from "../session/session-cookie.ts";

// Spec §2: the lookup offers a short list under the field.
const CITY_SUGGESTIONS_MAX = 20;

/** POST /rate, POST /offers, the city lookup and POST /document_allowed (spec §4, §5, §7). */
export function registerRatingRoutes(app: TTypedApp, ctx: TContext, limits: TVisitorLimits) {
  const { rating } = ctx;

  registerEndpoint(app, rateEndpoint, async (request, reply) => {
    const session = await ctx.sessions.lookup(readSessionCookie(request, ctx.cookie));
    // Logged-in users' ratings are theirs to make; a visitor spends from its address's budget.
    if (!session) await limits.spend(request, ["newSession", "anonymousRating"]);
    else if (!session.user) await limits.spend(request, ["anonymousRating"]);
    const brand = ctx.brands.forHost(request.hostname);
    if (!wantsProgress(request.headers.accept)) {
      const outcome = await rating.rate(request.body.shipment, session, brand);
      if (!outcome.ok) return sendError(request, reply, 400, outcome.errors, "rating.failed");
      if (outcome.newSessionToken) setSessionCookie(request, reply, ctx.cookie, outcome.newSessionToken);
      return outcome.response;
    }
    const stream = createNdjsonStream(reply);
    const outcome = await rating.rate(request.body.shipment, session, brand, {
      // Called before the first progress line, while the headers can still carry the cookie.
      onVisitorSession: (token) => setSessionCookie(request, reply, ctx.cookie, token),
      onProgress: (done, total) => stream.write({ progress: { done, total } }),
    });
    // Spec §5 checks run before any carrier is asked: a refused shipment is still a plain 400.
    if (!outcome.ok && !stream.streaming)
      return sendError(request, reply, 400, outcome.errors, "rating.failed");
    return stream.end(outcome.ok ? outcome.response : { success: false, errors: outcome.errors });
  });

  registerEndpoint(app, offersEndpoint, async (request, reply) => {
    const session = await ctx.sessions.lookup(readSessionCookie(request, ctx.cookie));
    const json = await rating.listOffers(request.body.shipment_id, request.body.order_id, session);
    // JSON text with a JSON content type is sent as is: its parts were checked when rated.
    return reply.type("application/json; charset=utf-8").send(json as never);
  });

  registerEndpoint(app, citiesEndpoint, async (request) => {
    const { country_id: countryId, city } = request.query;
    return {
      success: true as const,
      rows: await rating.suggestCities(countryId, city, CITY_SUGGESTIONS_MAX),
    };
  });

  registerEndpoint(app, documentAllowedEndpoint, async (request, reply) => {
    const { parcels: lines, unit = "fr", shipment_type: shipmentType = 2 } = request.body;
    const { issues, parcels } = checkParcelLines(lines, unit);
    const fieldErrors = issues.map(
      ({ code, path, params }): TFieldError => ({ code, field: path.join("."), params }),
    );
    if (fieldErrors.length > 0) return sendError(request, reply, 400, fieldErrors, "validation.failed");
    return { success: true as const, allowed: isDocumentReasonAllowed(shipmentType, parcels, unit) };
  });
}
