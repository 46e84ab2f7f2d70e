import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { TContext } from "../../app-context.ts";
import { AppError } from "../../errors/app-error.ts";
import { isLoopbackRequest } from "../../http/loopback.ts";
import { sendHtmlPage } from "../../http/security-headers.ts";
import type { TStoredMail } from "./mail-repository.ts";

const ZMailboxQuery = z.strictObject({
  to: z.string().trim().max(100).optional(),
  format: z.enum(["html", "json"]).default("html"),
});
const MAILBOX_SIZE = 50;

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );
// Links in a stored text become clickable; everything else is escaped.
const linkify = (text: string) =>
  escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

function renderMailbox(messages: TStoredMail[]): string {
  const items = messages
    .map(
      (m) =>
        `<article><h2>${escapeHtml(m.subject)}</h2><p><b>To:</b> ${escapeHtml(m.to)} · ` +
        `<time>${m.created_at.toISOString()}</time></p><pre>${linkify(m.text)}</pre></article>`,
    )
    .join("\n");
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Development mailbox</title>` +
    `<style>body{font-family:sans-serif;max-width:60rem;margin:2rem auto}article{border-bottom:1px solid #ccc}` +
    `pre{white-space:pre-wrap}</style></head><body><h1>Development mailbox</h1>` +
    `<p>E-mails the API stored instead of sending them (SMTP_URL is not set).</p>` +
    `${items || "<p>No message.</p>"}</body></html>`
  );
}

/**
 * GET /dev/mailbox: the stored e-mails (newest first), as a page or ?format=json, filtered with
 * ?to=. It shows reset links to whoever opens it (decision 023): never registered in production,
 * and by default answered only to this machine's own clients (anyone else gets the usual 404).
 */
export function registerMailboxRoutes(app: FastifyInstance, ctx: TContext) {
  const access = ctx.config.mail.devMailbox;
  if (access === "off") return;
  app.get("/dev/mailbox", { schema: { hide: true } }, async (request, reply) => {
    if (access === "loopback" && !isLoopbackRequest(request)) throw new AppError("not_found", 404);
    const parsed = ZMailboxQuery.safeParse(request.query);
    if (!parsed.success) throw new AppError("validation.failed", 400);
    const query = parsed.data;
    const messages = await ctx.mail.list({ to: query.to, limit: MAILBOX_SIZE });
    if (query.format === "json") return { success: true, data: messages };
    return sendHtmlPage(reply, renderMailbox(messages));
  });
}
