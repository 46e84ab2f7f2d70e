import { CONTACT_US_ERRORS, ZContactDiscountBody, ZContactSentResponse } from "../content.ts";
import { defineEndpoint } from "../endpoint.ts";
import { ZLangQuery } from "../reference.ts";
import { CONTACT_STORED_DESCRIPTION } from "./contact-us.ts";

/** Spec §2 contact, tab "extra discounts" (§9: 10, 20 or 30 % for large accounts); §7 POST /contact-us/discount. */
export const contactUsDiscountEndpoint = defineEndpoint({
  method: "POST",
  path: "/contact-us/discount",
  tags: ["contact"],
  summary: "Asks the team for an extra discount of 10, 20 or 30 % (large accounts)",
  description: `The company is required; percent is 10, 20 or 30; monthly_shipments the volume announced. ${CONTACT_STORED_DESCRIPTION}`,
  query: ZLangQuery,
  body: ZContactDiscountBody,
  response: ZContactSentResponse,
  errors: CONTACT_US_ERRORS,
});
