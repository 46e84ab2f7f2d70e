import type { TErrorCode } from "./error-codes.ts";

/**
 * Limits on the shape of a JSON request body, checked on its text before it is parsed (issue 33).
 * `JSON.parse` itself copes with any depth, but everything that walks the parsed value afterwards
 * (hooks, validators, mappers) would pay for it: 100,000 nested arrays once overflowed the stack of
 * a recursive walk and answered 500. No body of the spec comes near these limits: the deepest is a
 * store's order (about 6 levels), the largest a mass mailing of 1,000 recipients (about 30,000
 * entries).
 */
export const JSON_BODY_LIMITS = {
  /** Objects and arrays opened inside each other. */
  depth: 32,
  /** Object members and array items, counted over the whole body. */
  entries: 100_000,
} as const;

export type TJsonShapeProblem = "too_deep" | "too_many_entries";

/** The 400's error code of each problem, and the limit its message names. */
export const JSON_SHAPE_REFUSALS: Record<TJsonShapeProblem, { code: TErrorCode; max: number }> = {
  too_deep: { code: "request.json_too_deep", max: JSON_BODY_LIMITS.depth },
  too_many_entries: { code: "request.json_too_many_entries", max: JSON_BODY_LIMITS.entries },
};

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_OBJECT = 0x7b;
const OPEN_ARRAY = 0x5b;
const CLOSE_OBJECT = 0x7d;
const CLOSE_ARRAY = 0x5d;
const COMMA = 0x2c;

/**
 * Whether a JSON text stays within the limits: one pass over its characters, outside strings,
 * counting brackets for the depth and separators for the entries. The text need not be valid
 * JSON: the parser that runs next refuses what is malformed.
 */
export function jsonShapeProblem(text: string, limits = JSON_BODY_LIMITS): TJsonShapeProblem | undefined {
  let depth = 0;
  let entries = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code === QUOTE) {
      index = endOfString(text, index);
    } else if (code === OPEN_OBJECT || code === OPEN_ARRAY) {
      depth += 1;
      if (depth > limits.depth) return "too_deep";
      // An open bracket starts the container's first entry (an empty one is counted too: harmless).
      entries += 1;
    } else if (code === CLOSE_OBJECT || code === CLOSE_ARRAY) {
      depth -= 1;
    } else if (code === COMMA) {
      entries += 1;
    }
    if (entries > limits.entries) return "too_many_entries";
  }
  return undefined;
}

/** The index of the quote closing the string that opens at `start` (or the text's end). */
function endOfString(text: string, start: number): number {
  let index = start + 1;
  for (;;) {
    const quote = text.indexOf('"', index);
    if (quote < 0) return text.length;
    // The quote is escaped when an odd number of backslashes precede it.
    let backslashes = 0;
    while (text.charCodeAt(quote - 1 - backslashes) === BACKSLASH) backslashes += 1;
    if (backslashes % 2 === 0) return quote;
    index = quote + 1;
  }
}
