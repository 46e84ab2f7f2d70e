/**
 * Prints the API's OpenAPI document (what GET /api/docs/json answers), keys in a stable order, so
 * that a change to a route's documentation can be read as a diff:
 *   npm run openapi > before.json; (change); npm run openapi | diff before.json -
 */
import { createTestApp } from "../apps/api/src/testing/test-app.ts";

const t = await createTestApp();
const response = await t.app.inject({ method: "GET", url: "/api/docs/json" });
await t.close();

const sorted = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(sorted)
    : value && typeof value === "object"
      ? Object.fromEntries(
          Object.entries(value)
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([key, inner]) => [key, sorted(inner)]),
        )
      : value;
process.stdout.write(`${JSON.stringify(sorted(response.json()), null, 2)}\n`);
