import { z } from "zod";
import { successEnvelope } from "./envelope.ts";

/**
 * Sub-accounts of a professional account (spec §3 Sub-account, §4, §5, §7 /sub_account*): the
 * schemas their endpoints share; each endpoint's own are in endpoints/sub-account*.ts.
 */

export const ZSubAccountStatus = z.union([z.literal(0), z.literal(1)]);

export const ZSubAccount = z.object({
  id: z.number().int(),
  fullname: z.string(),
  email: z.string(),
  company: z.string(),
  city: z.string(),
  country: z.string(),
  /** 0 not accepted (deactivated), 1 accepted. */
  status: ZSubAccountStatus,
  /** Whether the invited person has chosen a password. */
  registered: z.boolean(),
});
export type TSubAccount = z.infer<typeof ZSubAccount>;

/** The answer of an invitation and of an activation: the sub-account as the list shows it. */
export const ZSubAccountResponse = successEnvelope({ data: ZSubAccount });

/** The single-use token of an invitation's registration link. */
export const ZSubAccountRegisterToken = z.string().regex(/^[A-Za-z0-9_-]{20,64}$/);
