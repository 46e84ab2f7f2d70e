import type { TCarrierConnector, TDropOffLocation } from "@ship/carriers";
import type { TDropOffLocationResponse, TOffer, TRelayPoint } from "@ship/contracts";
import type { TLang } from "@ship/domain";
import { AppError } from "../../errors/app-error.ts";
import { callingCarrier } from "../../errors/carrier-error.ts";
import { buildErrorResponse } from "../../http/error-handler.ts";
import { ownerOfSession } from "../session/owned-by.ts";
import type { TSession } from "../session/session-service.ts";
import { formatHoursHtml } from "./hours-html.ts";
import type { TRelayPointRepository } from "./relay-point-repository.ts";

type TDeps = {
  repository: TRelayPointRepository;
  connectors: readonly TCarrierConnector[];
  budgetMs: number;
};

export type TSearchBody = {
  shipment_id: string;
  order_id: string;
  postcode: string;
  city: string;
  country_code?: string | undefined;
};

/** A carrier's point as the API answers it (spec §3 dropoff_to), with its hours as escaped HTML. */
export function toRelayPoint(point: TDropOffLocation, lang: TLang): TRelayPoint {
  return {
    id: point.id,
    name: point.name,
    company: point.company ?? "",
    address1: point.address1,
    address2: point.address2 ?? "",
    address3: point.address3 ?? "",
    postcode: point.postcode,
    city: point.city,
    country_code: point.country_code,
    latitude: point.latitude,
    longitude: point.longitude,
    opening_hours: point.opening_hours,
    hours_html: formatHoursHtml(point.opening_hours, lang),
  };
}

/** The connector that serves the offer's relay points; 409 when the offer delivers to the door. */
function relayConnectorOf(connectors: readonly TCarrierConnector[], offer: TOffer) {
  const connector = connectors.find((candidate) => candidate.carrier_code === offer.carrier_code);
  if (
    offer.delivery_to_collection_point !== 1 ||
    !connector?.dropOffLocations ||
    !connector.dropOffLocation
  ) {
    throw new AppError("relay_point.not_offered", 409);
  }
  return connector as TCarrierConnector &
    Required<Pick<TCarrierConnector, "dropOffLocations" | "dropOffLocation">>;
}

export function createRelayPointService(deps: TDeps) {
  const { repository } = deps;
  const withBudget = () => ({ signal: AbortSignal.timeout(deps.budgetMs) });

  return {
    /**
     * Spec §7 POST /dropofflocation: the points of the order's carrier service near a postcode
     * and/or town, nearest first, at most 10. Only for the caller's order (another caller: 404).
     */
    async search(
      body: TSearchBody,
      session: TSession | undefined,
      lang: TLang,
    ): Promise<TDropOffLocationResponse> {
      const owner = ownerOfSession(session);
      const order = await repository.findOwnedOrderOffer(body.shipment_id, body.order_id, owner);
      if (!order) throw new AppError("not_found", 404);
      const connector = relayConnectorOf(deps.connectors, order.offer);
      // A live carrier's failure answers its translated code (decision 062), never a 500.
      const points = await callingCarrier(() =>
        connector.dropOffLocations(
          {
            service_code: order.offer.service_code,
            country_code: body.country_code ?? order.shipTo.country_code,
            postcode: body.postcode,
            city: body.city,
          },
          withBudget(),
        ),
      );
      if (points.length === 0) return buildErrorResponse(lang, [], "relay_point.none_found");
      return { success: true, addresses: points.slice(0, 10).map((point) => toRelayPoint(point, lang)) };
    },
  };
}

export type TRelayPointService = ReturnType<typeof createRelayPointService>;

/**
 * Spec §3 dropoff_to on the order form: required when the offer delivers to a collection point,
 * refused otherwise, and re-read from the carrier by id so the client cannot forge an address.
 */
export async function resolveDropoffTo(args: {
  connectors: readonly TCarrierConnector[];
  offer: TOffer;
  id: string | undefined;
  lang: TLang;
  budgetMs: number;
}): Promise<
  | { ok: true; point: TRelayPoint | null }
  | { ok: false; code: "relay_point.required" | "relay_point.not_offered" | "relay_point.not_found" }
> {
  const id = args.id?.trim() ?? "";
  if (args.offer.delivery_to_collection_point !== 1) {
    return id === "" ? { ok: true, point: null } : { ok: false, code: "relay_point.not_offered" };
  }
  if (id === "") return { ok: false, code: "relay_point.required" };
  const connector = args.connectors.find((candidate) => candidate.carrier_code === args.offer.carrier_code);
  const point = await callingCarrier(async () =>
    connector?.dropOffLocation?.(
      { service_code: args.offer.service_code, id },
      { signal: AbortSignal.timeout(args.budgetMs) },
    ),
  );
  return point
    ? { ok: true, point: toRelayPoint(point, args.lang) }
    : { ok: false, code: "relay_point.not_found" };
}
