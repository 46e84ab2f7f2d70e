import { CONTACT_US_ERRORS, ZContactQuoteBody, ZContactSentResponse } from "../content.ts";
import { defineEndpoint } from "../endpoint.ts";
import { ZLangQuery } from "../reference.ts";
import { CONTACT_STORED_DESCRIPTION } from "./contact-us.ts";

/** Spec §2 contact, tab "quote request" (§9: above 20 parcels or 2,000 kg); §7 POST /contact-us/quote. */
export const contactUsQuoteEndpoint = defineEndpoint({
  method: "POST",
  path: "/contact-us/quote",
  tags: ["contact"],
  summary: "Asks the team for a quote for a large shipment (above 20 parcels or 2,000 kg)",
  description:
    "A request of 20 parcels or fewer and 2,000 kg or less is refused (contact.quote_too_small): such " +
    `shipments are rated online. ${CONTACT_STORED_DESCRIPTION}`,
  query: ZLangQuery,
  body: ZContactQuoteBody,
  response: ZContactSentResponse,
  errors: {
    400: [...CONTACT_US_ERRORS[400], "contact.quote_too_small"],
    429: CONTACT_US_ERRORS[429],
  },
});
