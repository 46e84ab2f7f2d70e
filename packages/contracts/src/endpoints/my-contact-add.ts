import { CONTACT_RULE_ERRORS, ZContactAnswer, ZContactInput } from "../contacts.ts";
import { defineEndpoint } from "../endpoint.ts";
import { ZLangQuery } from "../reference.ts";

/** Spec §2 my-contacts (Add contact), §7 POST /my-contact-add; also the address book's "add contact". */
export const myContactAddEndpoint = defineEndpoint({
  method: "POST",
  path: "/my-contact-add",
  tags: ["contacts"],
  summary: "Adds a contact to the caller's address book and answers it",
  description:
    "The spec §5 contact rules: required fields and lengths, a phone valid for the country (or " +
    "international), a postcode when the country uses one, a state of the country's list when it has " +
    "states. A contact with the same name, postcode and first address line (ignoring case, accents " +
    "and spacing) answers 409 contact.duplicate and adds nothing, so a retried add never adds twice.",
  query: ZLangQuery,
  body: ZContactInput,
  response: ZContactAnswer,
  errors: {
    400: [...CONTACT_RULE_ERRORS],
    401: ["auth.login_required"],
    409: ["contact.duplicate"],
  },
});
