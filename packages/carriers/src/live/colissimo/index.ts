import type { TLiveCarrier } from "../live-carrier.ts";
import { createColissimoClient } from "./client.ts";
import { findPickupPoint, searchPickupPoints } from "./relay-points.ts";
import { createColissimoShipment } from "./shipping.ts";
import { trackColissimoParcel } from "./tracking.ts";

/** Where testCredentials searches: a fixed Paris address with many points, whatever the account. */
const CREDENTIALS_PROBE = {
  service_code: "COLISSIMO_POINT_RETRAIT",
  country_code: "FR",
  postcode: "75001",
  city: "Paris",
  limit: 1,
};

/**
 * Colissimo (La Poste) through its own web services (issue 19, docs/carriers/colissimo.md): the
 * SLS label service for shipments and labels, the point-retrait service for pickup points and the
 * tracking timeline. Colissimo publishes tariffs but no rating API: offers keep the rate sheet's
 * prices. Labels are not billed until the parcel is handed over and the SLS has no cancellation
 * nor lookup by our reference, so `cancel` and `findShipment` are left out.
 */
export const colissimoCarrier: TLiveCarrier = {
  carrier_code: "COLISSIMO",
  carrier_name: "Colissimo",
  credential_carrier: "colissimo",
  credential_fields: ["user_id", "password", "account_number"],
  default_base_url: "https://ws.colissimo.fr",
  create(options) {
    // Read per call, inside the async methods: missing credentials reject like any carrier error.
    const client = () => createColissimoClient(options);
    return {
      createShipment: async (request, ctx) => createColissimoShipment(client(), request, ctx),
      track: async (request, ctx) => trackColissimoParcel(client(), request, ctx),
      dropOffLocations: async (request, ctx) => searchPickupPoints(client(), request, ctx),
      dropOffLocation: async (request, ctx) => findPickupPoint(client(), request.id, ctx),
    };
  },
  /** A one-point search: read-only, free, and refused with code 201 when the login is wrong. */
  async testCredentials(options, ctx) {
    const client = createColissimoClient(options);
    await searchPickupPoints(
      { ...client, timeouts: { ...client.timeouts, relay: client.timeouts.auth } },
      CREDENTIALS_PROBE,
      ctx,
    );
  },
};
