import { type Kysely, sql } from "kysely";
import { expect } from "vitest";
import type { TTestApp } from "./journey.ts";

/**
 * The bad-input sweeps' view of an OpenAPI document (issue 33): every operation with its path and
 * query parameters and the fields of its JSON body, and the hostile bodies and checks they share.
 */

export type TSchema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, TSchema>;
  required?: string[];
  items?: TSchema;
  anyOf?: TSchema[];
  oneOf?: TSchema[];
  allOf?: TSchema[];
};

type TDocument = {
  paths: Record<
    string,
    Record<
      string,
      {
        requestBody?: { content?: Record<string, { schema?: TSchema }> };
        parameters?: { in: string; name: string; schema?: TSchema }[];
      }
    >
  >;
  components?: { schemas?: Record<string, TSchema> };
};

export type TField = { path: string; type: "string" | "number" | "other" };

export type TOperation = {
  method: string;
  path: string;
  hasBody: boolean;
  params: string[];
  /** Query and path parameters typed as strings. */
  stringQuery: string[];
  stringParams: string[];
  /** Dotted paths of every string in the body's schema ("customs.0.desc"). */
  bodyStrings: string[];
  /** Every leaf field of the body's schema, with its kind. */
  bodyFields: TField[];
  /** The body's required top-level fields. */
  required: string[];
};

/** Every operation of the document whose path starts with `prefix`. */
export function operationsOf(doc: TDocument, prefix: string): TOperation[] {
  const resolve = (schema: TSchema): TSchema =>
    schema.$ref ? resolve(doc.components?.schemas?.[schema.$ref.split("/").pop() ?? ""] ?? {}) : schema;
  const fields = (raw: TSchema, path: string, depth = 0): TField[] => {
    const schema = resolve(raw);
    if (depth > 8) return [];
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    const found: TField[] = [];
    if (path && types.includes("string")) found.push({ path, type: "string" });
    else if (path && (types.includes("number") || types.includes("integer")))
      found.push({ path, type: "number" });
    for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) {
      found.push(...fields(branch, path, depth + 1));
    }
    for (const [key, child] of Object.entries(schema.properties ?? {})) {
      found.push(...fields(child, path ? `${path}.${key}` : key, depth + 1));
    }
    if (schema.items) found.push(...fields(schema.items, `${path}.0`, depth + 1));
    return found;
  };
  const unique = (list: TField[]) => [...new Map(list.map((field) => [field.path, field])).values()];
  const isString = (schema: TSchema | undefined) => schema !== undefined && resolve(schema).type === "string";
  return Object.entries(doc.paths)
    .filter(([path]) => path.startsWith(prefix))
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]): TOperation => {
        const body = op.requestBody?.content?.["application/json"]?.schema;
        const bodyFields = unique(fields(body ?? {}, ""));
        return {
          method: method.toUpperCase(),
          path,
          hasBody: method !== "get",
          params: (op.parameters ?? []).filter((p) => p.in === "path").map((p) => p.name),
          stringQuery: (op.parameters ?? [])
            .filter((p) => p.in === "query" && isString(p.schema))
            .map((p) => p.name),
          stringParams: (op.parameters ?? [])
            .filter((p) => p.in === "path" && isString(p.schema))
            .map((p) => p.name),
          bodyStrings: bodyFields.filter((field) => field.type === "string").map((field) => field.path),
          bodyFields,
          required: body ? (resolve(body).required ?? []) : [],
        };
      }),
    );
}

/** A body holding `value` at a dotted field path: "customs.0.desc" -> {"customs":[{"desc":value}]}. */
export function bodyWith(field: string, value: unknown): unknown {
  return field
    .split(".")
    .reverse()
    .reduce<unknown>((inner, key) => (key === "0" ? [inner] : { [key]: inner }), value);
}

/** Just under the body limit of both servers (1 MiB), so that each reaches the JSON parser. */
const NEAR_LIMIT = 1_048_576 - 1024;

/** Hostile JSON texts just under the body limit: deep arrays, deep objects, as many keys as fit. */
export function hostileBodies(): { name: string; text: string; code: string }[] {
  const arrays = Math.floor(NEAR_LIMIT / 2);
  const objects = Math.floor((NEAR_LIMIT - 1) / 6);
  const keys: string[] = [];
  for (let size = 2, index = 0; size + 12 < NEAR_LIMIT; index++) {
    const key = `"${index.toString(36)}":0`;
    keys.push(key);
    size += key.length + 1;
  }
  return [
    { name: "nested arrays", text: "[".repeat(arrays) + "]".repeat(arrays), code: "request.json_too_deep" },
    {
      name: "nested objects",
      text: `${'{"a":'.repeat(objects)}1${"}".repeat(objects)}`,
      code: "request.json_too_deep",
    },
    { name: "short keys", text: `{${keys.join(",")}}`, code: "request.json_too_many_entries" },
  ].map((body) => {
    expect(body.text.length, body.name).toBeLessThan(1_048_576);
    expect(body.text.length, body.name).toBeGreaterThan(NEAR_LIMIT - 16);
    return body;
  });
}

// What an answer must never show: a stack frame, a file path, SQL or a driver's message.
const LEAKS: [string, RegExp][] = [
  ["stack frame", /\bat [\w.<>]+ \(|\bat (?:async )?\/|node:internal/],
  ["file path", /\/(?:work|home|root|tmp|usr)\/|node_modules|\.(?:ts|js|mjs):\d+/],
  [
    "SQL",
    /\bSELECT\b[\s\S]{0,300}\bFROM\b|\bINSERT INTO\b|\bUPDATE "?\w+"? SET\b|\bDELETE FROM\b|syntax error at|violates [\w ]*constraint|relation "\w+" does not exist/,
  ],
  ["error name", /\b(?:TypeError|RangeError|ReferenceError|SyntaxError)\b/],
];

/** A 4xx in the error envelope, with nothing of the server's insides in it. */
export function expectClean4xx(response: { statusCode: number; body: string }, label: string) {
  expect(response.statusCode, `${label}: ${response.body.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, `${label}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
  for (const [what, pattern] of LEAKS) {
    expect(pattern.test(response.body), `${label} shows a ${what}: ${response.body.slice(0, 300)}`).toBe(
      false,
    );
  }
}

/** Counts of answers by status, printed at the end of a sweep. */
export class StatusTally {
  readonly counts = new Map<number, number>();
  total = 0;

  add(status: number) {
    this.counts.set(status, (this.counts.get(status) ?? 0) + 1);
    this.total += 1;
  }

  toString() {
    const byStatus = [...this.counts.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${status}: ${n}`);
    return `${this.total} requests (${byStatus.join(", ")})`;
  }
}

/**
 * A digest of every table's rows: two equal digests mean nothing was written. Rows are compared as
 * text, ordered, so the digest does not depend on the physical order.
 */
export async function databaseDigest(
  db: Kysely<never> | TTestApp["db"],
  skip: readonly string[] = [],
): Promise<Map<string, string>> {
  // The schema first on the connection's search path: the pre-order service's own on PostgreSQL.
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(db);
  const digest = new Map<string, string>();
  for (const { name } of tables.rows) {
    if (skip.includes(name)) continue;
    const row = await sql<{ rows: string; hash: string | null }>`
      select count(*)::text as rows, md5(string_agg(t::text, '|' order by t::text)) as hash
      from ${sql.table(name)} as t`.execute(db);
    digest.set(name, `${row.rows[0]?.rows}:${row.rows[0]?.hash ?? ""}`);
  }
  return digest;
}

/** The tables whose digest changed between two readings. */
export function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...after.keys()].filter((name) => before.get(name) !== after.get(name));
}
