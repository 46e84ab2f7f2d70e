import { CONSOLE_PAGE_SIZE, CONTACT_MESSAGE_KINDS } from "@ship/domain";
import { z } from "zod";
import { CONTENT_LIMITS, ZContactMessage, ZContentIdentifier } from "./content.ts";

/** The console's contact inbox and content editor (issue 18, decision 058). Paths under /console. */

export const ZInboxQuery = z.strictObject({
  lang: z.enum(["en", "fr", "es"]).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  kind: z.enum(CONTACT_MESSAGE_KINDS).optional(),
});
export type TInboxQuery = z.input<typeof ZInboxQuery>;
export const INBOX_PAGE_SIZE = CONSOLE_PAGE_SIZE;
export const ZInboxResponseShape = {
  rows: z.array(ZContactMessage),
  total: z.number().int(),
  /** Messages of the brand nobody has opened yet, whatever the filter (decision 059). */
  unread: z.number().int(),
  page: z.number().int(),
};

export const ZInboxMessageParams = z.strictObject({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** Pages, blog posts and FAQ entries (decision 059: a FAQ entry's title is its question). */
export const CONSOLE_CONTENT_KINDS = ["page", "post", "faq"] as const;
export type TConsoleContentKind = (typeof CONSOLE_CONTENT_KINDS)[number];

export const ZContentListQuery = z.strictObject({
  lang: z.enum(["en", "fr", "es"]).optional(),
  kind: z.enum(CONSOLE_CONTENT_KINDS),
});

export const ZContentListItem = z.object({
  identifier: z.string(),
  lang: z.enum(["en", "fr", "es"]),
  title: z.string(),
  /** False when the brand reads the default brand's row (no edit of its own yet). */
  own: z.boolean(),
  updated_at: z.string(),
  updated_by: z.string().nullable(),
});
export type TContentListItem = z.infer<typeof ZContentListItem>;

/** One entry of the editor: kind, identifier (as in URLs) and the entry's language. */
export const ZContentEntryParams = z.strictObject({
  kind: z.enum(CONSOLE_CONTENT_KINDS),
  identifier: ZContentIdentifier,
  entryLang: z.enum(["en", "fr", "es"]),
});

/** The stored fields as the editor edits them (content is the sanitised HTML kept on save). */
export const ZContentEntry = z.object({
  kind: z.enum(CONSOLE_CONTENT_KINDS),
  identifier: z.string(),
  lang: z.enum(["en", "fr", "es"]),
  title: z.string(),
  meta_title: z.string(),
  meta_description: z.string(),
  summary: z.string(),
  content: z.string(),
  own: z.boolean(),
  updated_at: z.string(),
  updated_by: z.string().nullable(),
});
export type TContentEntry = z.infer<typeof ZContentEntry>;

/** The preview: the HTML the public page would show (sanitised by the same sanitiser). */
export const ZContentPreviewBody = z.strictObject({ content: z.string().max(CONTENT_LIMITS.content) });

/** What an admin may delete (decision 059): pages and posts; FAQ entries are edited only. */
export const DELETABLE_CONTENT_KINDS = ["page", "post"] as const;
export const ZContentDeleteParams = z.strictObject({
  kind: z.enum(DELETABLE_CONTENT_KINDS),
  identifier: ZContentIdentifier,
});

/** Marks a message read (as opening it does) or unread again. */
export const ZInboxReadBody = z.strictObject({ read: z.boolean() });
