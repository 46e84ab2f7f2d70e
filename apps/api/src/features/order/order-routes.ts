import {
  ZErrorResponse,
  ZLangQuery,
  ZOfferSelectBody,
  ZOfferSelectResponse,
  ZUpdateShipmentInfoBody,
  ZUpdateShipmentInfoResponse,
} from "@ship/contracts";
import type { TContext, TTypedApp } from "../../app-context.ts";
import { sendError } from "../../http/error-handler.ts";
import { readSessionCookie } from "../session/session-cookie.ts";

const errors = { 400: ZErrorResponse, 404: ZErrorResponse, 409: ZErrorResponse };
const tags = ["order"];

/** POST /offer/select and POST /update-shipment: the order in progress (spec §2 step 3, §4, §5). */
export function registerOrderRoutes(app: TTypedApp, ctx: TContext) {
  const { orders } = ctx;

  app.post(
    "/offer/select",
    {
      schema: {
        tags,
        summary: "Choose an offer of a rating made by this session (or this user): the order in progress",
        description:
          "Answers the offer as it was shown (never priced again), the options of the order form and the " +
          "shipping info typed so far. Another caller's rating answers 404 not_found; an offer id that is " +
          "not one of the rating's, 404 order.offer_not_found. Choosing again replaces the offer.",
        querystring: ZLangQuery,
        body: ZOfferSelectBody,
        response: { 200: ZOfferSelectResponse, ...errors },
      },
    },
    async (request) => {
      const session = await ctx.sessions.lookup(readSessionCookie(request, ctx.cookie));
      return orders.selectOffer(request.body, session);
    },
  );

  app.post(
    "/update-shipment",
    {
      schema: {
        tags,
        summary: "Sender, recipient and shipping info of the order in progress (spec §3 Shipping info)",
        description:
          "Checks every rule of spec §5 (field errors under shipping_info). A past date becomes today; pickup " +
          "switches to drop-off when the offer does not allow it, and back; a new date dates the offer again " +
          "and its new id replaces the old one (changes.previous_offer_id). A retry with the replaced id gets " +
          "the same answer.",
        querystring: ZLangQuery,
        body: ZUpdateShipmentInfoBody,
        response: { 200: ZUpdateShipmentInfoResponse, ...errors },
      },
    },
    async (request, reply) => {
      const session = await ctx.sessions.lookup(readSessionCookie(request, ctx.cookie));
      const outcome = await orders.updateShipment(request.body, session, request.lang);
      if (!outcome.ok) return sendError(request, reply, 400, outcome.errors, "validation.failed");
      return outcome.response;
    },
  );
}
