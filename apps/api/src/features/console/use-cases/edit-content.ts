import type { TContentUpdate } from "@ship/contracts";
import type { TLang } from "@ship/domain";
import type { TContentService } from "../../content/content-service.ts";
import { appendAudit } from "../audit-repository.ts";
import type { TActor } from "./console-deps.ts";

/**
 * The content editor's save (decision 058): the content feature's use case (fields checked, HTML
 * sanitised, the brand's own row created or replaced) with the audit row written in the save's
 * own transaction. A new identifier of kind post is a new blog post.
 */
export function createEditContent(deps: { content: Pick<TContentService, "updateContent"> }) {
  return async function editContent(
    edit: {
      brand: { id: string; name: string };
      kind: "page" | "post";
      identifier: string;
      lang: TLang;
      update: TContentUpdate;
    },
    actor: TActor,
  ): Promise<void> {
    await deps.content.updateContent({ ...edit, editor: actor.actor }, (trx, saved) =>
      appendAudit(trx, {
        ...actor,
        action: "content.update",
        target: `${edit.kind}:${edit.brand.id}/${saved.identifier}/${saved.lang}`,
        details: { title: edit.update.title },
      }),
    );
  };
}
