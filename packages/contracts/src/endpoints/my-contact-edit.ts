import { CONTACT_RULE_ERRORS, ZContactAnswer, ZContactIdParams, ZContactInput } from "../contacts.ts";
import { defineEndpoint } from "../endpoint.ts";
import { ZLangQuery } from "../reference.ts";

/** Spec §2 my-contacts (Edit contact), §7 POST /my-contact/edit/{id}: `id` is the contact's. */
export const myContactEditEndpoint = defineEndpoint({
  method: "POST",
  path: "/my-contact/edit/:id",
  tags: ["contacts"],
  summary: "Replaces a contact of the caller's address book and answers it",
  description:
    "The add's rules. A contact that is not the caller's answers 404; becoming the same as another " +
    "of the caller's contacts (name, postcode, first address line) answers 409 contact.duplicate.",
  params: ZContactIdParams,
  query: ZLangQuery,
  body: ZContactInput,
  response: ZContactAnswer,
  errors: {
    400: [...CONTACT_RULE_ERRORS],
    401: ["auth.login_required"],
    404: ["not_found"],
    409: ["contact.duplicate"],
  },
});
