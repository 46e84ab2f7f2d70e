/**
 * The one rule for control characters in request text (issue 10, decision 020). A NUL byte cannot
 * be stored by PostgreSQL and the other C0 controls and DEL have no place in a name, an address
 * or a password; they are refused in every string of every request (path, query and body), so a
 * new field is covered without anyone having to remember it. Only the multi-line fields below
 * keep line breaks and tabs.
 */

/** Fields typed in a multi-line box (the order page's remarks, spec §5; the referral message). */
export const MULTI_LINE_FIELDS: ReadonlySet<string> = new Set(["remarks", "message"]);

// These patterns exist to find control characters, which the linter's rule is about.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the rule's own pattern
const SINGLE_LINE_REFUSED = /[\u0000-\u001f\u007f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: the rule's own pattern
const MULTI_LINE_REFUSED = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Whether a text holds a refused control character (tab, LF and CR allowed when multiLine). */
export function hasControlCharacters(text: string, multiLine = false): boolean {
  return (multiLine ? MULTI_LINE_REFUSED : SINGLE_LINE_REFUSED).test(text);
}

/**
 * The dotted paths ("customs.0.desc", as the API's field errors name them) of every string, and
 * every object key, in a parsed request part that holds a refused control character.
 */
export function fieldsWithControlCharacters(value: unknown, path = ""): string[] {
  if (typeof value === "string") {
    const field = path.slice(path.lastIndexOf(".") + 1);
    return hasControlCharacters(value, MULTI_LINE_FIELDS.has(field)) ? [path] : [];
  }
  if (value === null || typeof value !== "object") return [];
  const found: string[] = [];
  for (const [key, item] of Object.entries(value)) {
    const itemPath = path ? `${path}.${key}` : key;
    if (hasControlCharacters(key)) found.push(itemPath);
    else found.push(...fieldsWithControlCharacters(item, itemPath));
  }
  return found;
}
