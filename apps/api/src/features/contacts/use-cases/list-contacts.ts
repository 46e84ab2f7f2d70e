import type { TMyContactListQuery, TMyContactListResponse, TSessionUser } from "@ship/contracts";
import type { TLang } from "@ship/domain";
import type { TContactDeps } from "../contact-deps.ts";
import { listContactPage } from "../contact-repository.ts";
import { contactOf } from "../contact-view.ts";

/** Spec §2 All contacts (§7 POST /my-contact/{id}): one page, sorted and searched, on the server. */
export function createListContacts(deps: Pick<TContactDeps, "db" | "orders">) {
  return async function listContacts(
    user: TSessionUser,
    body: TMyContactListQuery,
    lang: TLang,
  ): Promise<TMyContactListResponse> {
    const { rows, total } = await listContactPage(
      deps.db,
      {
        userId: user.id,
        search: body.q,
        sort: body.sort,
        order: body.order,
        limit: body.rows,
        offset: (body.page - 1) * body.rows,
        lang,
      },
      deps.orders,
    );
    return {
      success: true,
      rows: rows.map(contactOf),
      total,
      page: body.page,
      pages: Math.ceil(total / body.rows),
      rows_per_page: body.rows,
    };
  };
}
