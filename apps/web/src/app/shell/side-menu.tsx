import { ActionIcon, AppShell, Divider, NavLink } from "@mantine/core";
import { isProfessionalParent } from "@ship/domain";
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useParams } from "react-router";
import { DeferredTooltip } from "../../components/deferred-tooltip.tsx";
import { useBrand } from "../../lib/brand.ts";
import { useSession } from "../../lib/session.ts";
import { getInfoLinks, getVisibleMenuItems, type TMenuItem } from "../menu.ts";
import { MENU_BREAKPOINT } from "../theme.ts";

type TSideMenuProps = { compact: boolean; onToggleCompact: () => void };

export function SideMenu({ compact, onToggleCompact }: TSideMenuProps) {
  const { t } = useTranslation();
  const brand = useBrand();
  const { isLoggedIn, user } = useSession();
  const isPro = isProfessionalParent(user);
  const items = getVisibleMenuItems({
    enabled: brand.menu,
    isLoggedIn,
    isPro,
    creditAccount: user?.credit_account,
  });
  const toggleLabel = compact ? t("shell.expandMenu") : t("shell.collapseMenu");
  const ToggleIcon = compact ? IconLayoutSidebarLeftExpand : IconLayoutSidebarLeftCollapse;

  return (
    <>
      <AppShell.Section grow p="xs" style={{ overflowY: "auto" }}>
        {items.map((item) => (
          <SideMenuLink key={item.id} item={item} compact={compact} />
        ))}
        <Divider my="xs" />
        {getInfoLinks().map((item) => (
          <SideMenuLink key={item.path} item={item} compact={compact} />
        ))}
      </AppShell.Section>
      <AppShell.Section p="xs" visibleFrom={MENU_BREAKPOINT}>
        <DeferredTooltip label={toggleLabel} position="right" disabled={!compact}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={toggleLabel}
            aria-controls="side-menu"
            aria-expanded={!compact}
            onClick={onToggleCompact}
            ml={compact ? 6 : 0}
          >
            <ToggleIcon size={20} aria-hidden />
          </ActionIcon>
        </DeferredTooltip>
      </AppShell.Section>
    </>
  );
}

function SideMenuLink({
  item,
  compact,
}: {
  item: Pick<TMenuItem, "path" | "icon" | "labelKey">;
  compact: boolean;
}) {
  const { t } = useTranslation();
  const { lang } = useParams();
  const { pathname } = useLocation();
  const to = `/${lang}/${item.path}`;
  const label = t(item.labelKey);
  const active = pathname === to || pathname.startsWith(`${to}/`);
  const Icon = item.icon;

  return (
    <DeferredTooltip label={label} position="right" disabled={!compact}>
      <NavLink
        component={Link}
        to={to}
        active={active}
        aria-current={active ? "page" : undefined}
        aria-label={compact ? label : undefined}
        label={compact ? null : label}
        leftSection={<Icon size={20} stroke={1.6} aria-hidden />}
        styles={compact ? { section: { marginInlineEnd: 0 }, root: { justifyContent: "center" } } : undefined}
      />
    </DeferredTooltip>
  );
}
