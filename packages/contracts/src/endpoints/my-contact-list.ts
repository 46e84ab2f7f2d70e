import { CONTACT_PAGE_SIZES } from "@ship/domain";
import { z } from "zod";
import { ZContact, ZContactSearch } from "../contacts.ts";
import { defineEndpoint } from "../endpoint.ts";
import { successEnvelope } from "../envelope.ts";
import { historyPageAnswer } from "../history.ts";
import { ZLangQuery } from "../reference.ts";

/** The columns All contacts sorts on, each read in index order (migration 0026). */
export const CONTACT_SORTS = ["lastname", "company", "city", "postcode", "email", "created_at"] as const;
export type TContactSort = (typeof CONTACT_SORTS)[number];

export const ZMyContactListParams = z.strictObject({ id: z.coerce.number().int().positive() });

const [firstSize, ...otherSizes] = CONTACT_PAGE_SIZES;
export const ZMyContactListBody = z.strictObject({
  /** Spec §9: 10, 25, 50, 75 or 100 rows a page. */
  rows: z.union([z.literal(firstSize), ...otherSizes.map((size) => z.literal(size))]).default(firstSize),
  page: z.number().int().min(1).max(1_000_000).default(1),
  sort: z.enum(CONTACT_SORTS).default("lastname"),
  order: z.enum(["asc", "desc"]).default("asc"),
  q: ZContactSearch,
});
export type TMyContactListBody = z.input<typeof ZMyContactListBody>;
export type TMyContactListQuery = z.output<typeof ZMyContactListBody>;

export const ZMyContactListResponse = successEnvelope({ rows: z.array(ZContact), ...historyPageAnswer });
export type TMyContactListResponse = z.infer<typeof ZMyContactListResponse>;

/** Spec §2 my-contacts (All contacts), §7 POST /my-contact/{id}: one page of the caller's contacts. */
export const myContactListEndpoint = defineEndpoint({
  method: "POST",
  path: "/my-contact/:id",
  tags: ["contacts"],
  summary: "All contacts: a page of the caller's address book, sorted and searched on the server",
  description:
    "`id` is the caller's user id; any other id answers 404. Pages of 10, 25, 50, 75 or 100 rows, " +
    "sorted by name, company, city, postcode, e-mail or creation, searched (q: 2 to 64 characters) in " +
    "the name, company, e-mail, phone, first address line, postcode, city and own reference.",
  params: ZMyContactListParams,
  query: ZLangQuery,
  body: ZMyContactListBody,
  response: ZMyContactListResponse,
  errors: { 400: [], 401: ["auth.login_required"], 404: ["not_found"] },
});
