import { LANGS, TOP_UP_EUROS } from "@ship/domain";
import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { successEnvelope } from "../envelope.ts";
import { ZCryptedTransactionId } from "../payment.ts";
import { ZLangQuery } from "../reference.ts";

/** Spec §5: a credit top-up is 100 or 300 euros. */
export const ZTopUpEuros = z.custom<(typeof TOP_UP_EUROS)[number]>(
  (value) => TOP_UP_EUROS.includes(value as (typeof TOP_UP_EUROS)[number]),
  { message: "validation.credit_amount" },
);

export const ZCreditAccountConfirmBody = z.strictObject({
  /** In euros: 100 (2 % bonus) or 300 (3 % bonus), spec §9. */
  amount: ZTopUpEuros,
  /** Language of the card page and of the screens the browser comes back to. */
  origin_lang: z.enum(LANGS).optional(),
});
export type TCreditAccountConfirmBody = z.input<typeof ZCreditAccountConfirmBody>;

export const ZCreditAccountConfirmResponse = successEnvelope({
  /** Where the browser goes to pay (the provider's page). */
  redirect_url: z.string(),
  transaction_id: ZCryptedTransactionId,
  /** What the card pays, integer euro cents. */
  amount: z.number().int(),
  /** The free credit added with it once paid, integer euro cents. */
  bonus: z.number().int(),
  /** Credit is kept in euros (decision 035). */
  currency: z.literal("EUR"),
});
export type TCreditAccountConfirmResponse = z.infer<typeof ZCreditAccountConfirmResponse>;

/** Spec §7 POST /credit-acount/confirm (the spec's spelling), payment request type credit_account. */
export const creditAccountConfirmEndpoint = defineEndpoint({
  method: "POST",
  path: "/credit-acount/confirm",
  tags: ["credit"],
  summary: "Opens the card payment of a credit top-up (100 or 300 euros); answers the provider's page",
  description:
    "A retry with the same amount answers the same open transaction (never a second charge); another " +
    "amount replaces it. The top-up and its bonus (2 % of 100, 3 % of 300) are credited once, when " +
    "the provider's notification marks the payment paid. transaction_id is encrypted and bound to " +
    "the caller. Credit is kept in euros.",
  query: ZLangQuery,
  body: ZCreditAccountConfirmBody,
  response: ZCreditAccountConfirmResponse,
  errors: {
    400: [],
    401: ["auth.login_required"],
    403: ["permission.credit_account"],
    503: ["payment.not_configured"],
  },
});
