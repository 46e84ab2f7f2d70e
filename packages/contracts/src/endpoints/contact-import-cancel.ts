import { z } from "zod";
import { ZContactImportParams } from "../contact-import.ts";
import { defineEndpoint } from "../endpoint.ts";
import { ZLangQuery } from "../reference.ts";

/** Forgets an uploaded list before its time (the page's Cancel); nothing was imported from it. */
export const contactImportCancelEndpoint = defineEndpoint({
  method: "POST",
  path: "/my-contact/upload/:id/cancel",
  tags: ["contacts"],
  summary: "Forget an uploaded contact list",
  query: ZLangQuery,
  params: ZContactImportParams,
  // Nothing to send: an empty body or none.
  body: z.strictObject({}).optional(),
  response: z.object({ success: z.literal(true) }),
  errors: { 400: [], 401: ["auth.login_required"], 404: ["not_found"] },
});
