import type { TContentDeps } from "./content-deps.ts";
import { fillBrand, sanitizeContent } from "./sanitize-content.ts";
import { createDeleteContent } from "./use-cases/delete-content.ts";
import { createListBlogPosts } from "./use-cases/list-blog-posts.ts";
import { createListContent } from "./use-cases/list-content.ts";
import { createListFaq } from "./use-cases/list-faq.ts";
import { createReadBlogPost, createReadCmsPage, createReadForEdit } from "./use-cases/read-content.ts";
import { createUpdateContent } from "./use-cases/update-content.ts";

/**
 * CMS pages, blog and FAQ (issue 18, decisions 056 and 059): what the site reads and what the
 * console edits.
 */
export function createContentService(input: Omit<TContentDeps, "now"> & { now?: () => Date }) {
  const deps: TContentDeps = { ...input, now: input.now ?? (() => new Date()) };
  return {
    readCmsPage: createReadCmsPage(deps),
    readBlogPost: createReadBlogPost(deps),
    listBlogPosts: createListBlogPosts(deps),
    listFaq: createListFaq(deps),
    listContent: createListContent(deps),
    updateContent: createUpdateContent(deps),
    readForEdit: createReadForEdit(deps),
    deleteContent: createDeleteContent(deps),
    /** The editor's preview: the HTML as a page shows it (the sanitiser of every read). */
    preview: (html: string, brandName: string) => fillBrand(sanitizeContent(html), brandName, true),
  };
}
export type TContentService = ReturnType<typeof createContentService>;
