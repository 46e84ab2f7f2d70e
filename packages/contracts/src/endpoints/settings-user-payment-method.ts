import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { ZLangQuery } from "../reference.ts";
import { ZAccountSettingsResponse, ZPaymentMethod } from "../settings.ts";

export const ZPaymentMethodBody = z.strictObject({ payment_method: ZPaymentMethod });
export type TPaymentMethodBody = z.input<typeof ZPaymentMethodBody>;

/** POST /settings/user-payment-method: the default payment method (spec §3 User). */
export const settingsUserPaymentMethodEndpoint = defineEndpoint({
  method: "POST",
  path: "/settings/user-payment-method",
  tags: ["settings"],
  summary: "Choose the default payment method (card, or direct debit once bank details are saved)",
  query: ZLangQuery,
  body: ZPaymentMethodBody,
  response: ZAccountSettingsResponse,
  errors: {
    // Direct debit before any bank details were saved.
    400: ["settings.bank_required"],
    401: ["auth.login_required"],
  },
});
