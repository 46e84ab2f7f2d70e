import { Menu } from "@mantine/core";
import "@mantine/core/styles/Menu.css";
import "@mantine/core/styles/Popover.css";
import { PICKER_LANGS, type TLang } from "@ship/domain";
import { IconCheck } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import type { TDeferredMenuProps } from "../../components/deferred-menu.tsx";
import { LanguageButton } from "./language-button.tsx";
import { useCurrentLang } from "./use-current-lang.ts";

/** English and French are offered (spec §1); Spanish stays reachable by URL. Keeps the current page. */
export function LanguageMenu({ defaultOpened }: TDeferredMenuProps) {
  const { t } = useTranslation();
  const current = useCurrentLang();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();

  function choose(next: TLang) {
    navigate(pathname.replace(/^\/[^/]+/, `/${next}`) + search);
  }

  return (
    <Menu position="bottom-end" defaultOpened={defaultOpened}>
      <Menu.Target>
        <LanguageButton />
      </Menu.Target>
      <Menu.Dropdown>
        {PICKER_LANGS.map((option) => (
          <Menu.Item
            key={option}
            lang={option}
            onClick={() => choose(option)}
            rightSection={option === current ? <IconCheck size={16} aria-hidden /> : null}
            aria-current={option === current ? "true" : undefined}
          >
            {t(`languages.${option}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
