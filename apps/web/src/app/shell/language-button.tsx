import { Button, type ButtonProps } from "@mantine/core";
import { IconLanguage } from "@tabler/icons-react";
import type { ComponentPropsWithRef } from "react";
import { useTranslation } from "react-i18next";
import { useCurrentLang } from "./use-current-lang.ts";

/** The language picker's trigger: the current language, named "EN, language: English" for assistive
 * technologies (the name starts with the visible code, as WCAG 2.5.3 asks). */
export function LanguageButton(props: ButtonProps & ComponentPropsWithRef<"button">) {
  const { t } = useTranslation();
  const lang = useCurrentLang();
  return (
    <Button
      variant="subtle"
      color="gray"
      leftSection={<IconLanguage size={18} aria-hidden />}
      aria-haspopup="menu"
      aria-expanded={false}
      {...props}
      data-testid="language-picker"
      aria-label={t("shell.languageCurrent", { code: lang.toUpperCase(), language: t(`languages.${lang}`) })}
    >
      {lang.toUpperCase()}
    </Button>
  );
}
