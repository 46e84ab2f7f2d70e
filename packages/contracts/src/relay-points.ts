import { z } from "zod";

/** Spec §5 pick-up search limits; spec §2 the chooser's markers are numbered 1 to 10. */
export const RELAY_POINT_LIMITS = { postcode: 20, city: 255, maxPoints: 10, id: 64 } as const;

/** ISO weekday (1 Monday ... 7 Sunday) and 'HH:MM' times; a day may have two slots. */
export const ZOpeningHours = z.object({
  weekday: z.number().int().min(1).max(7),
  open: z.string(),
  close: z.string(),
});
export type TOpeningHoursSlot = z.infer<typeof ZOpeningHours>;

/** Spec §3 dropoff_to: one relay point. */
export const ZDropOffLocation = z.object({
  id: z.string(),
  name: z.string(),
  company: z.string(),
  address1: z.string(),
  address2: z.string(),
  address3: z.string(),
  postcode: z.string(),
  city: z.string(),
  country_code: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  opening_hours: z.array(ZOpeningHours),
  /** The opening hours as HTML lines for the request's language; every text in it is escaped. */
  hours_html: z.string(),
});
export type TRelayPoint = z.infer<typeof ZDropOffLocation>;

/** The chosen point's id in the order form (spec §3 dropoff_to): the API re-reads the point. */
export const ZDropOffToInput = z.string().trim().max(RELAY_POINT_LIMITS.id);
