import { lazy } from "react";
import { DeferredMenu } from "../../components/deferred-menu.tsx";
import { LanguageButton } from "./language-button.tsx";

const LanguageMenu = lazy(async () => ({ default: (await import("./language-menu.tsx")).LanguageMenu }));

export function LanguagePicker() {
  return (
    <DeferredMenu
      menu={LanguageMenu}
      menuProps={{}}
      renderTrigger={(onClick) => <LanguageButton onClick={onClick} />}
    />
  );
}
