import type { TContentUpdate } from "@ship/contracts";
import type { TLang } from "@ship/domain";
import type { TContentService } from "../../content/content-service.ts";
import { appendAudit } from "../audit-repository.ts";
import type { TActor } from "./console-deps.ts";

/**
 * The content editor's save (decision 058): the content feature's use case (fields checked, HTML
 * sanitised, the brand's own row created or replaced) with the audit row written in the save's
 * own transaction. A new identifier of kind post is a new blog post; a FAQ entry is only edited.
 */
export function createEditContent(deps: { content: Pick<TContentService, "updateContent"> }) {
  return async function editContent(
    edit: {
      brand: { id: string; name: string };
      kind: "page" | "post" | "faq";
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

/**
 * Deleting a page or blog post (decision 059): the content feature's use case (core pages refused,
 * every language taken off the site) with the audit row in the deletion's transaction.
 */
export function createDeleteContent(deps: { content: Pick<TContentService, "deleteContent"> }) {
  return async function deleteContent(
    entry: { brand: { id: string; name: string }; kind: "page" | "post"; identifier: string },
    actor: TActor,
  ): Promise<void> {
    await deps.content.deleteContent({ ...entry, editor: actor.actor }, (trx) =>
      appendAudit(trx, {
        ...actor,
        action: "content.delete",
        target: `${entry.kind}:${entry.brand.id}/${entry.identifier}`,
      }),
    );
  };
}
