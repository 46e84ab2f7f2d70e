import { z } from "zod";
import { ADDRESS_BOOK_CAP, ZContact, ZContactSearch } from "../contacts.ts";
import { defineEndpoint } from "../endpoint.ts";
import { successEnvelope } from "../envelope.ts";
import { ZLangQuery } from "../reference.ts";

export const ZAddressBookBody = z
  .strictObject({
    /** Spec §7 (token): the session is the cookie's; accepted for the spec's clients, not read. */
    token: z.string().max(64).optional(),
    /** Narrows a book bigger than the cap on the server (2 to 64 characters). */
    q: ZContactSearch,
  })
  .default({ q: "" });
export type TAddressBookBody = z.input<typeof ZAddressBookBody>;

export const ZAddressBookResponse = successEnvelope({
  rows: z.array(ZContact),
  /** How many contacts match in all; more than `rows` when the cap cut the list. */
  total: z.number().int().min(0),
  truncated: z.boolean(),
});
export type TAddressBookResponse = z.infer<typeof ZAddressBookResponse>;

/** Spec §2 address book modal, §7 POST /address-book: the caller's contacts by name, for client paging. */
export const addressBookEndpoint = defineEndpoint({
  method: "POST",
  path: "/address-book",
  tags: ["contacts"],
  summary: "The caller's contacts ordered by name, for the address book modal (paged client-side)",
  description: `At most ${ADDRESS_BOOK_CAP} contacts; \`truncated\` says there are more, which \`q\` narrows.`,
  query: ZLangQuery,
  body: ZAddressBookBody,
  response: ZAddressBookResponse,
  errors: { 400: [], 401: ["auth.login_required"] },
});
