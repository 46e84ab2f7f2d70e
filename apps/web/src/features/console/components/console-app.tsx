import { AppShell, Button, Group, NavLink, Stack, Text, Title } from "@mantine/core";
import type { TOperator } from "@ship/contracts";
import { isLang, mayOperator } from "@ship/domain";
import { useQuery } from "@tanstack/react-query";
import { type CSSProperties, lazy, Suspense, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate, Route, Routes, useLocation, useParams } from "react-router";
import { PageLoader } from "../../../components/page-loader.tsx";
import { operatorQuery, useConsoleLogout } from "../api/console-api.ts";
import { CONSOLE_SECTIONS } from "../sections.ts";
import { ConsoleLogin } from "./console-login.tsx";

const CustomerPage = lazy(async () => ({ default: (await import("./customer-page.tsx")).CustomerPage }));

/**
 * Error and secondary texts darker than the theme's defaults, for a contrast of at least 4.5:1
 * on white (WCAG AA; axe color-contrast) on every console page.
 */
const CONSOLE_COLORS = {
  "--mantine-color-error": "var(--mantine-color-red-9)",
  "--mantine-color-dimmed": "var(--mantine-color-gray-7)",
} as CSSProperties;

type TOperatorView = Pick<TOperator, "email" | "name" | "role">;

function ConsoleNav({ operator, lang }: { operator: TOperatorView; lang: string }) {
  const { t } = useTranslation("console");
  const { pathname } = useLocation();
  const logout = useConsoleLogout();
  return (
    <Stack gap="xs" p="sm">
      <nav aria-label={t("nav.label")}>
        {CONSOLE_SECTIONS.filter((section) => mayOperator(operator.role, section.permission)).map(
          (section) => {
            const to = `/${lang}/console/${section.path}`;
            return (
              <NavLink
                key={section.path}
                component={Link}
                to={to}
                label={t(section.label)}
                active={pathname.startsWith(to)}
              />
            );
          },
        )}
      </nav>
      <Text size="sm" c="dimmed">
        {t("signedInAs", { name: operator.name, role: t(`roles.${operator.role}`) })}
      </Text>
      <Button variant="default" size="xs" loading={logout.isPending} onClick={() => logout.mutate()}>
        {t("logout")}
      </Button>
    </Stack>
  );
}

/**
 * The operator console (issue 18, decision 057): its own route tree under #/{lang}/console, its
 * own layout (not the customer shell) and its own session. Loaded only when opened.
 */
export function ConsoleApp() {
  const { lang = "fr" } = useParams();
  const { t, i18n } = useTranslation("console");
  const operator = useQuery(operatorQuery);
  useEffect(() => {
    if (isLang(lang) && i18n.language !== lang) void i18n.changeLanguage(lang);
  }, [lang, i18n]);
  useEffect(() => {
    document.title = t("title");
  }, [t]);

  if (operator.isPending) return <PageLoader fullScreen />;
  const current = operator.data;
  if (!current)
    return (
      <div style={CONSOLE_COLORS}>
        <ConsoleLogin />
      </div>
    );
  const allowed = CONSOLE_SECTIONS.filter((section) => mayOperator(current.role, section.permission));
  return (
    <div style={CONSOLE_COLORS}>
      <AppShell header={{ height: 56 }} navbar={{ width: 240, breakpoint: "sm" }} padding="md">
        <AppShell.Header>
          <Group h="100%" px="md">
            <Title order={2} size="h4">
              {t("title")}
            </Title>
          </Group>
        </AppShell.Header>
        <AppShell.Navbar>
          <ConsoleNav operator={current} lang={lang} />
        </AppShell.Navbar>
        <AppShell.Main>
          <Suspense fallback={<PageLoader />}>
            <Routes>
              {allowed.map(({ path, page: Page }) => (
                <Route key={path} path={path} element={<Page />} />
              ))}
              <Route path="customers/:id" element={<CustomerPage />} />
              <Route
                path="*"
                element={<Navigate to={`/${lang}/console/${allowed[0]?.path ?? ""}`} replace />}
              />
            </Routes>
          </Suspense>
        </AppShell.Main>
      </AppShell>
    </div>
  );
}
