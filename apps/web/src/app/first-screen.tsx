import { AppShell, Container, MantineProvider, Stack } from "@mantine/core";
import type { TPublicBrand } from "@ship/contracts";
import type { TLang } from "@ship/domain";
import { createInstance, type Resource } from "i18next";
import { renderToString } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { Hero } from "../features/home/components/hero.tsx";
import { BrandContext } from "../lib/brand.ts";
import { createBrandTheme, HEADER_HEIGHT, MENU_BREAKPOINT, NAVBAR_WIDTH } from "./theme.ts";

// For the build plugin (apps/web/build/first-screen.ts), which renders one screen per language.
export { DEFAULT_LANG, LANGS } from "@ship/domain";
export { LOGGED_IN_HINT_KEY } from "../lib/logged-in-hint.ts";

/**
 * The home page's first screen in one language, rendered at build time (decision 048): the empty
 * top bar and side menu of the shell and the hero, the page's largest text. The brand is not known
 * at build time: the neutral theme, and no name (the hero does not show it). The frame is the app
 * shell's (shell/app-shell.tsx) and the home page's (features/home/components/home-page.tsx), so
 * that the hero stays where it was painted when the app replaces it.
 */
export function renderFirstScreen(lang: TLang, catalogs: Resource): string {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng: lang,
    resources: catalogs,
    defaultNS: "common",
    interpolation: { escapeValue: false },
    initAsync: false,
    showSupportNotice: false,
  });
  const noBrand = { name: "" } as TPublicBrand;
  return renderToString(
    <MantineProvider theme={createBrandTheme()} defaultColorScheme="light">
      <I18nextProvider i18n={i18n}>
        <BrandContext value={noBrand}>
          <AppShell
            header={{ height: HEADER_HEIGHT }}
            navbar={{ width: NAVBAR_WIDTH, breakpoint: MENU_BREAKPOINT, collapsed: { mobile: true } }}
            padding="md"
          >
            <AppShell.Header />
            <AppShell.Navbar />
            <AppShell.Main>
              <Container size="lg" py="md">
                <Stack gap={40}>
                  <Stack gap="lg">
                    <Hero />
                  </Stack>
                </Stack>
              </Container>
            </AppShell.Main>
          </AppShell>
        </BrandContext>
      </I18nextProvider>
    </MantineProvider>,
  );
}
