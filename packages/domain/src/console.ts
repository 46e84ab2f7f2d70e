/**
 * The operator console (issue 18, decision 057): who may do what, and its limits. The API
 * enforces them; the console's pages use them to show only what the operator may do.
 */
export const OPERATOR_ROLES = ["admin", "support"] as const;
export type TOperatorRole = (typeof OPERATOR_ROLES)[number];

/**
 * Support looks customers and orders up, activates professional accounts and cancels orders;
 * money and policy (credit, 'Pay later' limits, vouchers) and the audit log are for admins.
 */
export const CONSOLE_PERMISSIONS = {
  "accounts.activate": ["admin", "support"],
  "customers.read": ["admin", "support"],
  "customers.credit": ["admin"],
  "customers.deferred_limit": ["admin"],
  "orders.read": ["admin", "support"],
  "orders.cancel": ["admin", "support"],
  "vouchers.read": ["admin", "support"],
  "vouchers.create": ["admin"],
  "audit.read": ["admin"],
  // Contact inbox and content editor (decision 058): support reads both, only admins change what
  // the public site shows.
  "inbox.read": ["admin", "support"],
  "content.read": ["admin", "support"],
  "content.edit": ["admin"],
  // Decision 059: deleting a page or post and managing operators (disable, TOTP reset) are admin
  // only; marking a message read or unread is part of reading the inbox.
  "content.delete": ["admin"],
  "operators.manage": ["admin"],
} as const satisfies Record<string, readonly TOperatorRole[]>;
export type TConsolePermission = keyof typeof CONSOLE_PERMISSIONS;

export function mayOperator(role: TOperatorRole, permission: TConsolePermission): boolean {
  return (CONSOLE_PERMISSIONS[permission] as readonly TOperatorRole[]).includes(role);
}

/** Operator sessions are short: 15 minutes without a request, 8 hours at most. */
export const OPERATOR_SESSION_IDLE_MS = 15 * 60_000;
export const OPERATOR_SESSION_MAX_MS = 8 * 60 * 60_000;

/** A credit adjustment: at most 10,000 euros either way, with a reason of 3 to 500 characters. */
export const CREDIT_ADJUSTMENT_MAX_CENTS = 1_000_000;
export const CREDIT_ADJUSTMENT_REASON_MIN = 3;
export const CREDIT_ADJUSTMENT_REASON_MAX = 500;

/** Searches: 2 to 100 characters, 50 rows a page. */
export const CONSOLE_SEARCH_MIN = 2;
export const CONSOLE_SEARCH_MAX = 100;
export const CONSOLE_PAGE_SIZE = 50;

/** A voucher's usage limit, when it has one: 1 to 1,000,000 uses. A fixed amount: at most 10,000 euros. */
export const VOUCHER_USAGE_LIMIT_MAX = 1_000_000;
export const VOUCHER_FIXED_MAX_CENTS = 1_000_000;

/** Operator names: 1 to 100 characters; passwords of at least 12. */
export const OPERATOR_NAME_MAX = 100;
export const OPERATOR_PASSWORD_MIN = 12;
