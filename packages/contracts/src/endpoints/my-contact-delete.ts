import { z } from "zod";
import { ZContactIdParams } from "../contacts.ts";
import { defineEndpoint } from "../endpoint.ts";
import { successEnvelope } from "../envelope.ts";
import { ZLangQuery } from "../reference.ts";

/** At most a page of the contacts list (spec §9: 100 rows) at once. */
export const CONTACT_DELETE_MAX = 100;

export const ZMyContactDeleteBody = z
  .strictObject({ ids: z.array(z.number().int().positive()).min(1).max(CONTACT_DELETE_MAX).optional() })
  .default({});
export type TMyContactDeleteBody = z.input<typeof ZMyContactDeleteBody>;

export const ZMyContactDeleteResponse = successEnvelope({ deleted: z.number().int().min(0) });

/** Spec §7 POST /my-contact/delete/{id} (id or ids); the web page asks for confirmation first (§8). */
export const myContactDeleteEndpoint = defineEndpoint({
  method: "POST",
  path: "/my-contact/delete/:id",
  tags: ["contacts"],
  summary: "Deletes the contact of the path, and those of `ids` when given, all or none",
  description:
    "Every id must be one of the caller's contacts: otherwise 404 and nothing is deleted. Answers " +
    "how many contacts were deleted.",
  params: ZContactIdParams,
  query: ZLangQuery,
  body: ZMyContactDeleteBody,
  response: ZMyContactDeleteResponse,
  errors: { 400: [], 401: ["auth.login_required"], 404: ["not_found"] },
});
