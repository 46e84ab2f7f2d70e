import { AppShell } from "@mantine/core";
import { useLocalStorage, useMediaQuery } from "@mantine/hooks";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import { PageLoader } from "../../components/page-loader.tsx";
import { usePageDisclosure } from "../../lib/use-page-disclosure.ts";
import { RevealApp } from "../reveal-app.ts";
import { HEADER_HEIGHT, MENU_BREAKPOINT, MOBILE_MEDIA_QUERY, NAVBAR_WIDTH } from "../theme.ts";
import classes from "./app-shell.module.css";
import { SideMenu } from "./side-menu.tsx";
import { TopBar } from "./top-bar.tsx";

const NAVBAR_MINI_WIDTH = 72;

/** The frame of every page; its sizes are those of the pre-rendered first screen (first-screen.tsx). */
export function AppShellLayout() {
  const { t } = useTranslation();
  // The narrow-screen menu closes after each navigation.
  const mobileMenu = usePageDisclosure();
  const mobileOpened = mobileMenu.opened;
  const isMobile = useMediaQuery(MOBILE_MEDIA_QUERY, false, { getInitialValueInEffect: false });
  const [mini, setMini] = useLocalStorage({
    key: "side-menu-mini",
    defaultValue: false,
    getInitialValueInEffect: false,
  });
  // Icons only is a wide-screen choice; the narrow-screen menu always shows its labels.
  const compact = mini && !isMobile;

  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      navbar={{
        width: compact ? NAVBAR_MINI_WIDTH : NAVBAR_WIDTH,
        breakpoint: MENU_BREAKPOINT,
        collapsed: { mobile: !mobileOpened },
      }}
      padding="md"
    >
      <AppShell.Header data-testid="top-bar">
        <TopBar menuOpened={mobileOpened} onToggleMenu={mobileMenu.toggle} />
      </AppShell.Header>
      <AppShell.Navbar
        id="side-menu"
        data-testid="side-menu"
        aria-label={t("shell.sideMenu")}
        className={classes.navbar}
        mod={{ "mobile-collapsed": !mobileOpened }}
      >
        <SideMenu compact={compact} onToggleCompact={() => setMini((value) => !value)} />
      </AppShell.Navbar>
      <AppShell.Main>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
          {/* The pre-rendered first screen gives way once the page is ready (decision 048). */}
          <RevealApp />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
