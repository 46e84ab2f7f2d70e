import sanitizeHtml from "sanitize-html";

/**
 * The HTML a CMS page or blog post may hold (decision 056): text structure, links, simple tables
 * and images over HTTPS. Scripts, event handlers, styles, frames and forms are dropped, link
 * schemes are http(s), mailto, tel and the app's own hash routes. Run on save (the editor's use
 * case) and again on every read, so a row written around the use case cannot reach a browser.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "p",
    "br",
    "hr",
    "ul",
    "ol",
    "li",
    "strong",
    "em",
    "b",
    "i",
    "u",
    "blockquote",
    "a",
    "img",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "caption",
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "width", "height"],
    th: ["scope", "colspan", "rowspan"],
    td: ["colspan", "rowspan"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["https"] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    // A link that opens a new tab must not hand the opener to the page it opens.
    a: (tagName, attribs) =>
      attribs.target === "_blank"
        ? { tagName, attribs: { ...attribs, rel: "noopener noreferrer" } }
        : { tagName, attribs },
  },
};

export function sanitizeContent(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#39;": "'",
};

/**
 * A title, summary or description is text (the page shows it as text, never as HTML): its tags
 * are removed and the characters the sanitiser escaped are given back.
 */
export function plainText(text: string): string {
  return sanitizeHtml(text, { allowedTags: [], allowedAttributes: {} })
    .replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity)
    .trim();
}

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** `{{brand}}` in stored content is the reading brand's name (one seeded text serves every brand). */
export function fillBrand(text: string, brandName: string, html: boolean): string {
  const name = html ? brandName.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c) : brandName;
  return text.replaceAll("{{brand}}", name);
}
