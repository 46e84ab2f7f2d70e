import { z } from "zod";
import { ZAuditQuery, ZAuditRow } from "../console.ts";
import { defineEndpoint } from "../endpoint.ts";
import { successEnvelope } from "../envelope.ts";

/** Issue 18: the console's audit log, newest first, 50 a page; read-only (no route changes it). */
export const consoleAuditLogEndpoint = defineEndpoint({
  method: "GET",
  path: "/console/audit-log",
  tags: ["console"],
  summary: "A page of the audit log, newest first",
  query: ZAuditQuery,
  response: successEnvelope({ rows: z.array(ZAuditRow), has_more: z.boolean() }),
  errors: { 400: [], 403: ["console.forbidden"], 404: ["not_found"] },
});
