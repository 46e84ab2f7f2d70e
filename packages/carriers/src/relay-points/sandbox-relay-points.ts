import type { TCarrierConnector } from "../types.ts";
import { createRelayPointFinder } from "./relay-point-finder.ts";

/**
 * The relay-point methods of a sandbox connector: present only for a carrier with a network file
 * (networks/<carrier>.json), so a carrier without relay points does not pretend to have some.
 */
export function createSandboxRelayPoints(
  carrierCode: string,
): Pick<TCarrierConnector, "dropOffLocations" | "dropOffLocation"> {
  const finder = createRelayPointFinder(carrierCode);
  if (!finder) return {};
  return {
    async dropOffLocations(request, ctx) {
      ctx.signal?.throwIfAborted();
      return finder.search(request);
    },
    async dropOffLocation(request, ctx) {
      ctx.signal?.throwIfAborted();
      return finder.findById(request.service_code, request.id);
    },
  };
}
