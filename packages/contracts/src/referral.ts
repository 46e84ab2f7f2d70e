import { z } from "zod";

/** The caller's user id in the referral paths (spec §7 /refer-contact/.../{id}): another id is 404. */
export const ZReferralIdParams = z.strictObject({ id: z.coerce.number().int().positive() });
