import { z } from "zod";

/** What the client may know about the logged-in user (no secrets, no api key). */
export const ZSessionUser = z.object({
  id: z.number().int(),
  email: z.string(),
  lastname: z.string(),
  company: z.string().nullable(),
  pro: z.union([z.literal(0), z.literal(1)]),
  credit_account: z.number().int(),
  saas: z.union([z.literal(0), z.literal(1)]),
  lang_id: z.number().int(),
});
export type TSessionUser = z.infer<typeof ZSessionUser>;
