import { Typography } from "@mantine/core";
import "@mantine/core/styles/Typography.css";

/**
 * A CMS page's or blog post's body. The HTML comes from POST /cms/get or /blog/page, which
 * sanitise it on save and again when they answer (sanitize-html, decision 056): only text
 * structure, links and images over HTTPS reach this element.
 */
export function HtmlContent({ html }: { html: string }) {
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the API on save and on read
    <Typography data-testid="cms-content" dangerouslySetInnerHTML={{ __html: html }} />
  );
}
