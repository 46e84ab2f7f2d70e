import { CONTACT_US_ERRORS, ZContactSentResponse, ZContactUsBody } from "../content.ts";
import { defineEndpoint } from "../endpoint.ts";
import { ZLangQuery } from "../reference.ts";

const STORED =
  "Stores the message (newest first in the operators' inbox) and e-mails it to the brand's team address " +
  "through the outbox, in one transaction; answers 'Your message has been sent' in `message`. Spam " +
  "control: the hidden `website` field must stay empty (else 400 contact.not_sent, 'Message not sent', " +
  "nothing stored) and one client address or one sender e-mail sends at most 5 messages an hour (429 " +
  "contact.too_many).";

/** Spec §2 contact, tab "contact us"; §7 POST /contact-us; §5 contact-form rules; §8 messages. */
export const contactUsEndpoint = defineEndpoint({
  method: "POST",
  path: "/contact-us",
  tags: ["contact"],
  summary: "Sends a message to the team (subject among the 9 of the contact page)",
  description: STORED,
  query: ZLangQuery,
  body: ZContactUsBody,
  response: ZContactSentResponse,
  errors: CONTACT_US_ERRORS,
});

/** The description shared by the three contact calls. */
export const CONTACT_STORED_DESCRIPTION = STORED;
