import { SETTINGS_LIMITS as L } from "@ship/domain";
import { extractIBAN, isValidBIC } from "ibantools";
import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { ZLangQuery } from "../reference.ts";
import { ZAccountSettingsResponse, ZSettingsTokenParams } from "../settings.ts";

/** Spec §5 IBAN (mod-97, 5 to 34) and BIC (4 letters, 2 letters, 2 alphanumerics, optional 3). */
export const ZBankBody = z.strictObject({
  iban: z
    .string()
    .max(L.iban + 10)
    .transform((value) => value.replace(/\s+/g, "").toUpperCase())
    .refine((value) => value.length >= L.ibanMin && value.length <= L.iban && extractIBAN(value).valid, {
      message: "settings.iban_invalid",
    }),
  bic: z
    .string()
    .trim()
    .max(L.bic)
    .transform((value) => value.toUpperCase())
    .refine((value) => isValidBIC(value), { message: "settings.bic_invalid" }),
});
export type TBankBody = z.input<typeof ZBankBody>;

/** POST /settings/bankUser/{token}: the bank details (spec §3 Bank), answered masked. */
export const settingsBankUserEndpoint = defineEndpoint({
  method: "POST",
  path: "/settings/bankUser/:token",
  tags: ["settings"],
  summary: "Save the bank details (IBAN mod-97, BIC); the IBAN is stored encrypted",
  params: ZSettingsTokenParams,
  query: ZLangQuery,
  body: ZBankBody,
  response: ZAccountSettingsResponse,
  errors: {
    400: ["settings.iban_invalid", "settings.bic_invalid"],
    401: ["auth.login_required"],
    404: ["not_found"],
  },
});
