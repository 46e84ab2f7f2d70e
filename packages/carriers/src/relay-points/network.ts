import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

const ZTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

/** One carrier's relay-point network (networks/<carrier>.json): what the offline generator draws from. */
export const ZRelayNetwork = z.strictObject({
  carrier_code: z.string(),
  /** Start of every point id of this carrier: ids must not collide between carriers. */
  id_prefix: z.string().regex(/^[A-Z]{2}$/),
  network_name: z.string(),
  /** Services of the rate sheet that deliver to a point of this network. */
  services: z.array(z.string()).min(1),
  countries: z.array(z.string().length(2)).min(1),
  /** How many points a town gets, lowest and highest. */
  points_per_town: z.tuple([z.number().int().min(1), z.number().int().max(99)]),
  /** How far from the town's centre a point may stand, in metres. */
  radius_m: z.tuple([z.number().positive(), z.number().positive()]),
  names: z.array(z.string().min(1).max(35)).min(1),
  /** Weekly schedules; a point takes one. Days are ISO weekdays (1 Monday ... 7 Sunday). */
  hours: z
    .array(
      z.array(
        z.strictObject({
          days: z.array(z.number().int().min(1).max(7)).min(1),
          slots: z.array(z.tuple([ZTime, ZTime])).min(1),
        }),
      ),
    )
    .min(1),
});
export type TRelayNetwork = z.infer<typeof ZRelayNetwork>;

const DATA_DIR = path.join(import.meta.dirname, "networks");
const networks = new Map<string, TRelayNetwork | null>();

/** The network file of a carrier, read once; undefined for a carrier without relay points. */
export function loadRelayNetwork(carrierCode: string): TRelayNetwork | undefined {
  if (!networks.has(carrierCode)) {
    const file = path.join(DATA_DIR, `${carrierCode.toLowerCase()}.json`);
    let text: string | undefined;
    try {
      text = readFileSync(file, "utf8");
    } catch {
      text = undefined;
    }
    networks.set(carrierCode, text === undefined ? null : ZRelayNetwork.parse(JSON.parse(text)));
  }
  return networks.get(carrierCode) ?? undefined;
}
