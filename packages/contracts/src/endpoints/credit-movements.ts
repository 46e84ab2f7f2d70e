import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { successEnvelope } from "../envelope.ts";
import { HISTORY_PAGE_SIZE, HISTORY_ROWS_MAX, historyPageAnswer } from "../history.ts";
import { ZLangQuery } from "../reference.ts";

export const ZCreditMovementsBody = z.strictObject({
  rows: z.number().int().min(1).max(HISTORY_ROWS_MAX).default(HISTORY_PAGE_SIZE),
  page: z.number().int().min(1).max(1_000_000).default(1),
});
export type TCreditMovementsBody = z.input<typeof ZCreditMovementsBody>;
export type TCreditMovementsQuery = z.output<typeof ZCreditMovementsBody>;

/** One line of the credit ledger (decision 016): what moved, why, and the balance after it. */
export const ZCreditMovement = z.object({
  id: z.number().int(),
  /** ISO 8601 time of the movement. */
  date: z.string(),
  reason: z.enum(["top_up", "bonus", "order", "refund", "adjustment"]),
  /** Signed integer euro cents: positive adds to the balance, negative spends it. */
  amount: z.number().int(),
  balance_after: z.number().int(),
});
export type TCreditMovement = z.infer<typeof ZCreditMovement>;

export const ZCreditMovementsResponse = successEnvelope({
  rows: z.array(ZCreditMovement),
  currency: z.literal("EUR"),
  ...historyPageAnswer,
});
export type TCreditMovementsResponse = z.infer<typeof ZCreditMovementsResponse>;

/** The credit account's ledger (issue 12 part 5): the caller's movements, newest first, 10 a page. */
export const creditMovementsEndpoint = defineEndpoint({
  method: "POST",
  path: "/credit-movements",
  tags: ["credit"],
  summary: "A page of the caller's credit movements (top-ups, bonuses, orders, refunds), newest first",
  description: "The movements always sum to the balance. 10 a page by default, at most 100.",
  query: ZLangQuery,
  body: ZCreditMovementsBody,
  response: ZCreditMovementsResponse,
  errors: { 400: [], 401: ["auth.login_required"], 403: ["permission.credit_account"] },
});
