import type { TConsolePermission } from "@ship/domain";
import { type ComponentType, lazy } from "react";

/**
 * The console's sections (decision 057): a path under #/{lang}/console/, the permission that
 * shows it and its lazy page. A new section (the content editor, the contact inbox) is one more
 * entry here and its folder of components.
 */
export type TConsoleSection = {
  path: string;
  /** Key of its name in the "console" catalog. */
  label: string;
  permission: TConsolePermission;
  page: ComponentType;
};

export const CONSOLE_SECTIONS: TConsoleSection[] = [
  {
    path: "pending",
    label: "nav.pending",
    permission: "accounts.activate",
    page: lazy(async () => ({
      default: (await import("./components/pending-accounts-page.tsx")).PendingAccountsPage,
    })),
  },
  {
    path: "customers",
    label: "nav.customers",
    permission: "customers.read",
    page: lazy(async () => ({ default: (await import("./components/customers-page.tsx")).CustomersPage })),
  },
  {
    path: "orders",
    label: "nav.orders",
    permission: "orders.read",
    page: lazy(async () => ({ default: (await import("./components/orders-page.tsx")).OrdersPage })),
  },
  {
    path: "vouchers",
    label: "nav.vouchers",
    permission: "vouchers.read",
    page: lazy(async () => ({ default: (await import("./components/vouchers-page.tsx")).VouchersPage })),
  },
  {
    path: "inbox",
    label: "nav.inbox",
    permission: "inbox.read",
    page: lazy(async () => ({ default: (await import("./components/inbox-page.tsx")).InboxPage })),
  },
  {
    path: "content",
    label: "nav.content",
    permission: "content.read",
    page: lazy(async () => ({ default: (await import("./components/content-page.tsx")).ContentPage })),
  },
  {
    path: "operators",
    label: "nav.operators",
    permission: "operators.manage",
    page: lazy(async () => ({ default: (await import("./components/operators-page.tsx")).OperatorsPage })),
  },
  {
    path: "audit",
    label: "nav.audit",
    permission: "audit.read",
    page: lazy(async () => ({ default: (await import("./components/audit-log-page.tsx")).AuditLogPage })),
  },
];
