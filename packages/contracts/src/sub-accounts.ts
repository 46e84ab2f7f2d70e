import { SETTINGS_LIMITS as L, LOGIN_MAX, PASSWORD_INPUT_MAX, SUB_ACCOUNT_PAGE_SIZE } from "@ship/domain";
import { z } from "zod";
import { successEnvelope } from "./envelope.ts";
import { ZSessionUser } from "./user.ts";

/** Sub-accounts of a professional account (spec §3 Sub-account, §4, §5, §7 /sub_account*). */

export const ZSubAccountStatus = z.union([z.literal(0), z.literal(1)]);

export const ZSubAccount = z.object({
  id: z.number().int(),
  fullname: z.string(),
  email: z.string(),
  company: z.string(),
  city: z.string(),
  country: z.string(),
  /** 0 not accepted (deactivated), 1 accepted. */
  status: ZSubAccountStatus,
  /** Whether the invited person has chosen a password. */
  registered: z.boolean(),
});
export type TSubAccount = z.infer<typeof ZSubAccount>;

export const ZSubAccountListBody = z
  .strictObject({
    page: z.number().int().min(1).max(10_000).default(1),
    rows: z.number().int().min(1).max(100).default(SUB_ACCOUNT_PAGE_SIZE),
  })
  .default({ page: 1, rows: SUB_ACCOUNT_PAGE_SIZE });
export const ZSubAccountListResponse = successEnvelope({
  rows: z.array(ZSubAccount),
  total: z.number().int(),
});
export type TSubAccountListResponse = z.infer<typeof ZSubAccountListResponse>;

export const ZSubAccountAddBody = z.strictObject({
  email: z.string().trim().max(LOGIN_MAX).pipe(z.email()),
  fullname: z.string().trim().min(1).max(L.subAccountLastname),
  company: z.string().trim().max(L.subAccountCompany).optional().default(""),
  city: z.string().trim().max(L.city).optional().default(""),
  country_id: z.number().int().positive().optional(),
});
export type TSubAccountAddBody = z.input<typeof ZSubAccountAddBody>;
export const ZSubAccountResponse = successEnvelope({ data: ZSubAccount });

/** POST /sub_account_activate (user_id, activation, token, origin_url): user_id is the sub-account's id. */
export const ZSubAccountActivateBody = z.strictObject({
  user_id: z.number().int().positive(),
  activation: ZSubAccountStatus,
  token: z.string().max(64).optional(),
  origin_url: z.string().max(2000).optional(),
});

const ZRegisterToken = z.string().regex(/^[A-Za-z0-9_-]{20,64}$/);

/** POST /sub_account_register/email: who an invitation is for (the register page shows it). */
export const ZSubAccountInvitationBody = z.strictObject({ token: ZRegisterToken });
export const ZSubAccountInvitationResponse = successEnvelope({
  data: z.object({ email: z.string(), fullname: z.string(), company: z.string() }),
});

export const ZSubAccountRegisterBody = z
  .strictObject({
    token: ZRegisterToken,
    password: z.string().min(1).max(PASSWORD_INPUT_MAX),
    passwordCompr: z.string().min(1).max(PASSWORD_INPUT_MAX),
  })
  .refine((body) => body.password === body.passwordCompr, {
    message: "settings.password_mismatch",
    path: ["passwordCompr"],
  });
export type TSubAccountRegisterBody = z.input<typeof ZSubAccountRegisterBody>;

/** Status 1 logs the new sub-account in (cookie set, user returned); status 0 does not. */
export const ZSubAccountRegisterResponse = successEnvelope({
  status: ZSubAccountStatus,
  user: ZSessionUser.nullable(),
});
