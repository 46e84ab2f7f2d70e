import { Menu } from "@mantine/core";
import { isProfessionalParent } from "@ship/domain";
import "@mantine/core/styles/Menu.css";
import "@mantine/core/styles/Popover.css";
import { IconLogout } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { TDeferredMenuProps } from "../../components/deferred-menu.tsx";
import { useBrand } from "../../lib/brand.ts";
import { useSession } from "../../lib/session.ts";
import { getVisibleMenuItems } from "../menu.ts";
import { useCurrentLang } from "./use-current-lang.ts";
import { useSignOut } from "./use-sign-out.ts";
import { UserMenuButton } from "./user-menu-button.tsx";

export type TUserMenuProps = { label: string };

/** The logged-in user's menu: the account pages that exist, and logout. */
export function UserMenuDropdown({ label, defaultOpened }: TUserMenuProps & TDeferredMenuProps) {
  const { t } = useTranslation();
  const lang = useCurrentLang();
  const brand = useBrand();
  const { signOut, isPending } = useSignOut();
  const { user } = useSession();
  const isPro = isProfessionalParent(user);
  const accountItems = getVisibleMenuItems({
    enabled: brand.menu,
    isLoggedIn: true,
    isPro,
    creditAccount: user?.credit_account,
  }).filter((item) => item.requiresLogin);

  return (
    <Menu position="bottom-end" defaultOpened={defaultOpened}>
      <Menu.Target>
        <UserMenuButton label={label} loading={isPending} />
      </Menu.Target>
      <Menu.Dropdown>
        {accountItems.map((item) => (
          <Menu.Item
            key={item.id}
            component={Link}
            to={`/${lang}/${item.path}`}
            leftSection={<item.icon size={16} aria-hidden />}
          >
            {t(item.labelKey)}
          </Menu.Item>
        ))}
        {accountItems.length > 0 && <Menu.Divider />}
        <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} onClick={signOut}>
          {t("session.logout")}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
