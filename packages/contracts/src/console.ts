import {
  CONSOLE_SEARCH_MAX,
  CONSOLE_SEARCH_MIN,
  CREDIT_ADJUSTMENT_MAX_CENTS,
  CREDIT_ADJUSTMENT_REASON_MAX,
  CREDIT_ADJUSTMENT_REASON_MIN,
  DEFERRED_LIMIT_MAX_CENTS,
  LOGIN_MAX,
  OPERATOR_ROLES,
  PASSWORD_INPUT_MAX,
  VOUCHER_CODE_MAX_LENGTH,
  VOUCHER_FIXED_MAX_CENTS,
  VOUCHER_KINDS,
  VOUCHER_USAGE_LIMIT_MAX,
} from "@ship/domain";
import { z } from "zod";
import { ZShipmentParams } from "./shipment.ts";

/** The operator console's shared schemas (issue 18, decision 057). Paths are under /console. */

export const ZOperator = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.enum(OPERATOR_ROLES),
});
export type TOperator = z.infer<typeof ZOperator>;

export const ZConsoleLoginBody = z.strictObject({
  email: z.string().trim().min(1).max(LOGIN_MAX),
  password: z.string().min(1).max(PASSWORD_INPUT_MAX),
  /** The 6 digits of the operator's authenticator app. */
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/),
});
export type TConsoleLoginBody = z.infer<typeof ZConsoleLoginBody>;

export const ZConsoleSearchQuery = z.strictObject({
  lang: z.enum(["en", "fr", "es"]).optional(),
  q: z.string().trim().min(CONSOLE_SEARCH_MIN).max(CONSOLE_SEARCH_MAX),
});

export const ZCustomerParams = z.strictObject({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export const ZCustomerRow = z.object({
  id: z.number().int(),
  email: z.string(),
  lastname: z.string(),
  company: z.string().nullable(),
  pro: z.number().int(),
  status: z.enum(["active", "pending", "disabled"]),
  /** ISO 8601. */
  created_at: z.string(),
});
export type TCustomerRow = z.infer<typeof ZCustomerRow>;

export const ZPendingAccount = ZCustomerRow.extend({ phone: z.string().nullable() });
export type TPendingAccount = z.infer<typeof ZPendingAccount>;

export const ZCustomerDetail = ZCustomerRow.extend({
  phone: z.string().nullable(),
  /** Prepaid credit in euro cents. */
  balance: z.number().int(),
  /** The account's own 'Pay later' limit in cents, null: the default one. */
  deferred_limit: z.number().int().nullable(),
  default_deferred_limit: z.number().int(),
  /** What the account owes on 'Pay later' orders, in cents. */
  deferred_owed: z.number().int(),
  sub_accounts: z.array(z.object({ email: z.string(), lastname: z.string(), status: z.string() })),
  movements: z.array(
    z.object({
      id: z.number().int(),
      date: z.string(),
      reason: z.string(),
      amount: z.number().int(),
      balance_after: z.number().int(),
    }),
  ),
});
export type TCustomerDetail = z.infer<typeof ZCustomerDetail>;

export const ZCreditAdjustmentBody = z.strictObject({
  /** Made by the form once: a retried submit adjusts once. */
  request_id: z.uuid(),
  /** Signed euro cents: positive adds credit, negative takes it back. */
  amount: z
    .number()
    .int()
    .min(-CREDIT_ADJUSTMENT_MAX_CENTS)
    .max(CREDIT_ADJUSTMENT_MAX_CENTS)
    .refine((cents) => cents !== 0, { message: "validation.invalid_value" }),
  reason: z.string().trim().min(CREDIT_ADJUSTMENT_REASON_MIN).max(CREDIT_ADJUSTMENT_REASON_MAX),
});
export type TCreditAdjustmentBody = z.infer<typeof ZCreditAdjustmentBody>;

export const ZDeferredLimitBody = z.strictObject({
  /** Cents; null gives the account the default limit again. */
  limit: z.number().int().min(0).max(DEFERRED_LIMIT_MAX_CENTS).nullable(),
});

export const ZOrderRow = z.object({
  id: z.string(),
  shipment_id: z.string(),
  status: z.string(),
  carrier_code: z.string(),
  tracking_numbers: z.array(z.string()),
  customer_email: z.string().nullable(),
  total: z.number().int(),
  currency: z.string(),
  payment_method: z.string().nullable(),
  refunded: z.boolean(),
  created_at: z.string(),
});
export type TOrderRow = z.infer<typeof ZOrderRow>;

/** A shipment by its public id, as in /cancel_shipment/{id}. */
export const ZOrderParams = ZShipmentParams;

const ZDateTime = z.iso.datetime({ offset: true });

export const ZVoucherCreateBody = z
  .strictObject({
    code: z
      .string()
      .trim()
      .min(3)
      .max(VOUCHER_CODE_MAX_LENGTH)
      .regex(/^[A-Za-z0-9_-]+$/),
    kind: z.enum(VOUCHER_KINDS),
    /** Whole percent (1 to 100), or euro cents for a fixed amount. */
    value: z.number().int().min(1).max(VOUCHER_FIXED_MAX_CENTS),
    valid_from: ZDateTime.nullable(),
    valid_until: ZDateTime.nullable(),
    usage_limit: z.number().int().min(1).max(VOUCHER_USAGE_LIMIT_MAX).nullable(),
  })
  .superRefine((body, ctx) => {
    if (body.kind === "percentage" && body.value > 100) {
      ctx.addIssue({
        code: "too_big",
        path: ["value"],
        maximum: 100,
        origin: "number",
        inclusive: true,
        input: body.value,
      });
    }
    if (body.valid_from && body.valid_until && body.valid_until <= body.valid_from) {
      ctx.addIssue({ code: "custom", path: ["valid_until"], message: "validation.range_reversed" });
    }
  });
export type TVoucherCreateBody = z.input<typeof ZVoucherCreateBody>;

export const ZVoucherRow = z.object({
  code: z.string(),
  kind: z.enum(VOUCHER_KINDS),
  value: z.number().int(),
  valid_from: z.string().nullable(),
  valid_until: z.string().nullable(),
  usage_limit: z.number().int().nullable(),
  /** Paid, not refunded orders with the code, plus uses recorded outside the application. */
  uses: z.number().int(),
  created_at: z.string(),
});
export type TVoucherRow = z.infer<typeof ZVoucherRow>;

/** A code as codes are made: letters, digits, '-' and '_'. */
export const ZVoucherParams = z.strictObject({
  code: z
    .string()
    .min(1)
    .max(VOUCHER_CODE_MAX_LENGTH)
    .regex(/^[A-Za-z0-9_-]+$/),
});

export const ZVoucherUse = z.object({
  shipment_id: z.string(),
  customer_email: z.string().nullable(),
  total: z.number().int(),
  discount: z.number().int(),
  currency: z.string(),
  refunded: z.boolean(),
  paid_at: z.string(),
});

export const ZAuditQuery = z.strictObject({
  lang: z.enum(["en", "fr", "es"]).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
});

export const ZAuditRow = z.object({
  id: z.string(),
  actor: z.string(),
  action: z.string(),
  target: z.string(),
  details: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type TAuditRow = z.infer<typeof ZAuditRow>;

/** Operators as the console's operators page lists them (decision 059). */
export const ZOperatorRow = ZOperator.extend({ disabled: z.boolean(), created_at: z.string() });
export type TOperatorRow = z.infer<typeof ZOperatorRow>;
export const ZOperatorParams = z.strictObject({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
/** Disables (true) or enables again (false) an operator. */
export const ZOperatorStatusBody = z.strictObject({ disabled: z.boolean() });
/** A TOTP reset's new key, shown once to the admin who hands it to the operator. */
export const ZTotpKey = z.object({ secret: z.string(), uri: z.string() });
