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

// biome-ignore lint/suspicious/noControlCharactersInRegex: the rule's own pattern
const SINGLE_LINE_REFUSED_ALL = /[\u0000-\u001f\u007f]/g;

/**
 * A text from a party we cannot refuse (a store's webhook: refused, the store retries then gives
 * up, and the order is lost) with each refused control character replaced by a space.
 */
export function withoutControlCharacters(text: string): string {
  return text.replace(SINGLE_LINE_REFUSED_ALL, " ");
}

/**
 * The dotted paths ("customs.0.desc", as the API's field errors name them) of every string, and
 * every object key, in a parsed request part that holds a refused control character. The walk
 * keeps its own stack rather than recursing, so no depth of nesting can overflow the call stack.
 */
export function fieldsWithControlCharacters(value: unknown): string[] {
  const found: string[] = [];
  const pending: { value: unknown; path: string; badKey?: true }[] = [{ value, path: "" }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value: item, path } = next;
    if (next.badKey) {
      found.push(path);
    } else if (typeof item === "string") {
      const field = path.slice(path.lastIndexOf(".") + 1);
      if (hasControlCharacters(item, MULTI_LINE_FIELDS.has(field))) found.push(path);
    } else if (item !== null && typeof item === "object") {
      // Pushed in reverse so that fields come out in the body's order.
      const entries = Object.entries(item);
      for (let index = entries.length - 1; index >= 0; index--) {
        const [key, child] = entries[index] as [string, unknown];
        const childPath = path ? `${path}.${key}` : key;
        pending.push(
          hasControlCharacters(key)
            ? { value: child, path: childPath, badKey: true }
            : { value: child, path: childPath },
        );
      }
    }
  }
  return found;
}
