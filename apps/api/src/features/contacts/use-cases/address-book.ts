import {
  ADDRESS_BOOK_CAP,
  CLIENT_SEARCH_LIMIT,
  type TAddressBookResponse,
  type TClientSearchResponse,
  type TSessionUser,
} from "@ship/contracts";
import type { TLang } from "@ship/domain";
import type { TContactDeps } from "../contact-deps.ts";
import { listContactsByName, searchContactsByName } from "../contact-repository.ts";
import { contactOf } from "../contact-view.ts";

/** POST /address-book: the caller's contacts by name for the modal, up to the cap (q narrows). */
export function createAddressBook(deps: Pick<TContactDeps, "db" | "orders">) {
  return async function addressBook(
    user: TSessionUser,
    body: { q: string },
    lang: TLang,
  ): Promise<TAddressBookResponse> {
    const { rows, total } = await listContactsByName(
      deps.db,
      {
        userId: user.id,
        search: body.q,
        limit: ADDRESS_BOOK_CAP,
        lang,
      },
      deps.orders,
    );
    return { success: true, rows: rows.map(contactOf), total, truncated: total > rows.length };
  };
}

/** Spec §7 client search (q, all): the order form's autocomplete, 10 matches or every contact. */
export function createClientSearch(deps: Pick<TContactDeps, "db" | "orders">) {
  return async function clientSearch(
    user: TSessionUser,
    body: { q: string; all: 0 | 1 },
    lang: TLang,
  ): Promise<TClientSearchResponse> {
    if (body.all === 1) {
      const { rows, total } = await listContactsByName(
        deps.db,
        { userId: user.id, search: "", limit: ADDRESS_BOOK_CAP, lang },
        deps.orders,
      );
      return { success: true, rows: rows.map(contactOf), truncated: total > rows.length };
    }
    // One more than shown says whether there are more, without counting them all.
    const rows = await searchContactsByName(deps.db, {
      userId: user.id,
      search: body.q,
      limit: CLIENT_SEARCH_LIMIT + 1,
      lang,
    });
    return {
      success: true,
      rows: rows.slice(0, CLIENT_SEARCH_LIMIT).map(contactOf),
      truncated: rows.length > CLIENT_SEARCH_LIMIT,
    };
  };
}
