import { Typography } from "@mantine/core";
import "@mantine/core/styles/Typography.css";

/**
 * A FAQ answer's HTML (POST /faq). The API sanitises it on save and again when it answers
 * (sanitize-html, decisions 056 and 059): only text structure, links and images over HTTPS.
 */
export function FaqAnswer({ html, size, testId }: { html: string; size?: "sm"; testId?: string }) {
  return (
    <Typography
      fz={size}
      data-testid={testId}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the API on save and on read
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
