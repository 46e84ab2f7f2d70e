// Type-only: a value import of @ship/contracts would pull zod into the shell bundle.
import type { TMenuEntry } from "@ship/contracts";
import {
  type Icon,
  IconAddressBook,
  IconBriefcase,
  IconBuildingBank,
  IconBuildingStore,
  IconFileSpreadsheet,
  IconFileText,
  IconGift,
  IconHelpCircle,
  IconId,
  IconInfoCircle,
  IconMail,
  IconMailForward,
  IconNews,
  IconPackage,
  IconPlugConnected,
  IconRuler2,
  IconSend,
  IconSettings,
  IconShare,
  IconUserCircle,
  IconUsersGroup,
  IconWallet,
} from "@tabler/icons-react";
import { REGISTERED_PAGES } from "../lib/page-paths.ts";

export type TMenuItem = {
  id: TMenuEntry;
  /** Route below /{lang} (first segment of a registered route). */
  path: string;
  icon: Icon;
  /** Key in the "common" namespace. */
  labelKey: string;
  requiresLogin: boolean;
  /** Also shown in the top bar (spec §2: pre-order, my account, my contacts, settings). */
  inTopBar: boolean;
  /** Only for a professional account that is not itself a sub-account (spec §6: sub-accounts). */
  requiresPro?: boolean;
  /** Only when the account's credit_account is 1 (spec §6: credit account in the menu). */
  requiresCreditAccount?: boolean;
};

/** The single registry of menu entries (ids from the brand's `menu`, spec §1-2), in display order. */
export const MENU_ITEMS: Record<TMenuEntry, Omit<TMenuItem, "id">> = {
  my_account: {
    path: "my-account",
    icon: IconUserCircle,
    labelKey: "menu.my_account",
    requiresLogin: true,
    inTopBar: true,
  },
  pre_order: {
    path: "pre-order",
    icon: IconBuildingStore,
    labelKey: "menu.pre_order",
    requiresLogin: true,
    inTopBar: true,
  },
  new_shipment: {
    path: "new-shipment",
    icon: IconPackage,
    labelKey: "menu.new_shipment",
    requiresLogin: true,
    inTopBar: false,
  },
  ship_to_contact: {
    path: "ship-to-contact",
    icon: IconSend,
    labelKey: "menu.ship_to_contact",
    requiresLogin: true,
    inTopBar: false,
  },
  mass_mailing: {
    path: "mass-mailing",
    icon: IconMailForward,
    labelKey: "menu.mass_mailing",
    requiresLogin: true,
    inTopBar: false,
  },
  // Sending by file opens the mass mailing's upload path directly (issue 14).
  sending_by_file: {
    path: "mass-mailing-upload",
    icon: IconFileSpreadsheet,
    labelKey: "menu.sending_by_file",
    requiresLogin: true,
    inTopBar: false,
  },
  my_contacts: {
    path: "my-contacts",
    icon: IconAddressBook,
    labelKey: "menu.my_contacts",
    requiresLogin: true,
    inTopBar: true,
  },
  credit_account: {
    path: "credit-account",
    icon: IconWallet,
    labelKey: "menu.credit_account",
    requiresLogin: true,
    inTopBar: false,
    requiresCreditAccount: true,
  },
  sub_account: {
    path: "sub-account-management",
    icon: IconUsersGroup,
    labelKey: "menu.sub_account",
    requiresLogin: true,
    inTopBar: false,
    requiresPro: true,
  },
  settings: {
    path: "settings",
    icon: IconSettings,
    labelKey: "menu.settings",
    requiresLogin: true,
    inTopBar: true,
  },
  direct_debit: {
    path: "direct-debit",
    icon: IconBuildingBank,
    labelKey: "menu.direct_debit",
    requiresLogin: true,
    inTopBar: false,
  },
  my_information: {
    path: "my-information",
    icon: IconId,
    labelKey: "menu.my_information",
    requiresLogin: true,
    inTopBar: false,
  },
  refer_contacts: {
    path: "refer-contacts",
    icon: IconShare,
    labelKey: "menu.refer_contacts",
    requiresLogin: true,
    inTopBar: false,
  },
  loyalty: {
    path: "loyalty",
    icon: IconGift,
    labelKey: "menu.loyalty",
    requiresLogin: true,
    inTopBar: false,
  },
  shipping_requirements: {
    path: "shipping-requirements",
    icon: IconRuler2,
    labelKey: "menu.shipping_requirements",
    requiresLogin: false,
    inTopBar: false,
  },
  terms_of_sale: {
    path: "terms-of-sale",
    icon: IconFileText,
    labelKey: "menu.terms_of_sale",
    requiresLogin: false,
    inTopBar: false,
  },
  help: {
    path: "frequently-asked-questions",
    icon: IconHelpCircle,
    labelKey: "menu.help",
    requiresLogin: false,
    inTopBar: false,
  },
  // The store connectors (spec §1, §2 my-store): how orders reach the pre-order list.
  my_store: {
    path: "my-store",
    icon: IconPlugConnected,
    labelKey: "menu.my_store",
    requiresLogin: true,
    inTopBar: false,
  },
};

export type TMenuContext = {
  /** The brand's enabled entries. */
  enabled: readonly TMenuEntry[];
  isLoggedIn: boolean;
  /** A professional account that is not a sub-account. */
  isPro?: boolean;
  /** The account's credit_account flag (spec §6: the menu shows the credit account when 1). */
  creditAccount?: number;
  registeredPages?: ReadonlySet<string>;
};

/**
 * Entries to show, in the registry's order: enabled by the brand, backed by a registered route
 * (never a placeholder page), and, when they need an account, only for a logged-in user.
 */
export function getVisibleMenuItems(context: TMenuContext): TMenuItem[] {
  const pages = context.registeredPages ?? REGISTERED_PAGES;
  return (Object.keys(MENU_ITEMS) as TMenuEntry[])
    .filter((id) => context.enabled.includes(id))
    .map((id) => ({ id, ...MENU_ITEMS[id] }))
    .filter((item) => pages.has(item.path) && (!item.requiresLogin || context.isLoggedIn))
    .filter((item) => !item.requiresPro || context.isPro === true)
    .filter((item) => !item.requiresCreditAccount || context.creditAccount === 1);
}

/**
 * The pages every brand shows, below its own entries (issue 18): contact, about, the business
 * account and the blog. Shown once their route is registered.
 */
export const INFO_LINKS: readonly Pick<TMenuItem, "path" | "icon" | "labelKey">[] = [
  { path: "contact", icon: IconMail, labelKey: "menu.contact" },
  { path: "about", icon: IconInfoCircle, labelKey: "menu.about" },
  { path: "business-account", icon: IconBriefcase, labelKey: "menu.business_account" },
  { path: "content", icon: IconNews, labelKey: "menu.blog" },
];

export function getInfoLinks(registeredPages: ReadonlySet<string> = REGISTERED_PAGES) {
  return INFO_LINKS.filter((link) => registeredPages.has(link.path));
}
