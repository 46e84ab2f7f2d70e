import { AppShell, Container, MantineProvider, Stack } from "@mantine/core";
import type { TPublicBrand } from "@ship/contracts";
import type { TLang } from "@ship/domain";
import { createInstance, type Resource } from "i18next";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { MemoryRouter } from "react-router";
import { PageLoader } from "../components/page-loader.tsx";
import { Hero } from "../features/home/components/hero.tsx";
import { OffersFrame } from "../features/offers/components/offers-frame.tsx";
import { OrderFrame } from "../features/order/components/order-frame.tsx";
import { BrandContext } from "../lib/brand.ts";
import { createBrandTheme, HEADER_HEIGHT, MENU_BREAKPOINT, NAVBAR_WIDTH } from "./theme.ts";

// For the build plugin (apps/web/build/first-screen.ts), which renders one screen per language.
export { DEFAULT_LANG, LANGS } from "@ship/domain";
export { LOGGED_IN_HINT_KEY } from "../lib/logged-in-hint.ts";

/** The pages with a pre-rendered first screen, and the client store each one needs (null: none). */
export const FIRST_SCREENS = {
  index: null,
  "order-offer": "offers",
  "order-order": "shipping",
} as const;
export type TFirstScreen = keyof typeof FIRST_SCREENS;

const doNothing = () => {};

/**
 * What each page shows before its data: the home page's hero, the offers and order pages' frames
 * (title, count line, steps) above the loader the app shows in the same place (decision 048).
 */
function pageOf(screen: TFirstScreen): ReactNode {
  if (screen === "order-offer")
    return (
      <OffersFrame count={null} onRemake={doNothing}>
        <PageLoader />
      </OffersFrame>
    );
  if (screen === "order-order")
    return (
      <OrderFrame>
        <PageLoader />
      </OrderFrame>
    );
  return (
    <Container size="lg" py="md">
      <Stack gap={40}>
        <Stack gap="lg">
          <Hero />
        </Stack>
      </Stack>
    </Container>
  );
}

/**
 * One page's first screen in one language, rendered at build time (decision 048): the empty top
 * bar and side menu of the shell and the page's frame, which holds its largest text. The brand is
 * not known at build time: the neutral theme, and no name (these frames do not show it). The frame
 * is the app shell's (shell/app-shell.tsx) and the pages' own components, so that the text stays
 * where it was painted when the app replaces it.
 */
export function renderFirstScreen(lang: TLang, catalogs: Resource, screen: TFirstScreen = "index"): string {
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
          <MemoryRouter initialEntries={[`/${lang}/${screen}`]}>
            <AppShell
              header={{ height: HEADER_HEIGHT }}
              navbar={{ width: NAVBAR_WIDTH, breakpoint: MENU_BREAKPOINT, collapsed: { mobile: true } }}
              padding="md"
            >
              <AppShell.Header />
              <AppShell.Navbar />
              <AppShell.Main>{pageOf(screen)}</AppShell.Main>
            </AppShell>
          </MemoryRouter>
        </BrandContext>
      </I18nextProvider>
    </MantineProvider>,
  );
}
