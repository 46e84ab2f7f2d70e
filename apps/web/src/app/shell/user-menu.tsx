import type { TSessionUser } from "@ship/contracts";
import { lazy } from "react";
import { DeferredMenu } from "../../components/deferred-menu.tsx";
import { formatUserLabel } from "../../lib/session.ts";
import { UserMenuButton } from "./user-menu-button.tsx";

const UserMenuDropdown = lazy(async () => ({
  default: (await import("./user-menu-dropdown.tsx")).UserMenuDropdown,
}));

export function UserMenu({ user }: { user: TSessionUser }) {
  const label = formatUserLabel(user);
  return (
    <DeferredMenu
      menu={UserMenuDropdown}
      menuProps={{ label }}
      renderTrigger={(onClick) => <UserMenuButton label={label} onClick={onClick} />}
    />
  );
}
