import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { successEnvelope } from "../envelope.ts";
import { ZLangQuery } from "../reference.ts";

/** {id}: the caller's user id (spec §3 User id); any other id answers 404. */
export const ZCreditAccountInfoParams = z.strictObject({ id: z.coerce.number().int().positive() });

export const ZCreditAccountInfoResponse = successEnvelope({
  /** Spec §3 Credit. */
  credit: z.object({
    /** Spendable balance, integer euro cents. */
    balance: z.number().int(),
    /** Spec §6: the credit account is shown when not 0, in the menu when 1. */
    credit_account: z.number().int(),
    currency: z.literal("EUR"),
  }),
  /** The amounts offered (spec §9), the default first choice, and what each adds. */
  top_ups: z.array(
    z.object({
      euros: z.number().int(),
      amount: z.number().int(),
      bonus: z.number().int(),
      bonus_percent: z.number().int(),
    }),
  ),
  default_top_up: z.number().int(),
});
export type TCreditAccountInfoResponse = z.infer<typeof ZCreditAccountInfoResponse>;

/** Spec §7 GET /credit-account-info/{id}: the caller's balance and the top-ups offered. */
export const creditAccountInfoEndpoint = defineEndpoint({
  method: "GET",
  path: "/credit-account-info/:id",
  tags: ["credit"],
  summary: "The caller's credit: balance in euro cents, credit_account flag, the top-ups offered",
  description:
    "{id} is the caller's user id; another user's id answers 404. An account whose credit_account " +
    "is 0 has no credit account (403 permission.credit_account).",
  params: ZCreditAccountInfoParams,
  query: ZLangQuery,
  response: ZCreditAccountInfoResponse,
  errors: { 400: [], 401: ["auth.login_required"], 403: ["permission.credit_account"], 404: ["not_found"] },
});
