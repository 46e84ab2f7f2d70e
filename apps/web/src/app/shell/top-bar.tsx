import { Box, Burger, Button, Group, Image, UnstyledButton } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { useBrand } from "../../lib/brand.ts";
import { HOME_PATH, isPageRegistered, REGISTER_PATH } from "../../lib/page-paths.ts";
import { useSession } from "../../lib/session.ts";
import { getVisibleMenuItems } from "../menu.ts";
import { MENU_BREAKPOINT } from "../theme.ts";
import { LanguagePicker } from "./language-picker.tsx";
import { LoginButton } from "./login-button.tsx";
import { UserMenu } from "./user-menu.tsx";

type TTopBarProps = { menuOpened: boolean; onToggleMenu: () => void };

export function TopBar({ menuOpened, onToggleMenu }: TTopBarProps) {
  const { t } = useTranslation();
  const { lang } = useParams();
  const brand = useBrand();
  const { isLoggedIn, user } = useSession();
  const topItems = getVisibleMenuItems({ enabled: brand.menu, isLoggedIn }).filter((item) => item.inTopBar);

  return (
    <Group h="100%" px="md" gap="sm" wrap="nowrap" justify="space-between">
      <Group gap="sm" wrap="nowrap" miw={0} style={{ flex: "1 1 auto", overflow: "hidden" }}>
        <Burger
          opened={menuOpened}
          onClick={onToggleMenu}
          hiddenFrom={MENU_BREAKPOINT}
          size="sm"
          aria-label={t("shell.openMenu")}
          aria-controls="side-menu"
          aria-expanded={menuOpened}
        />
        <UnstyledButton
          component={Link}
          to={`/${lang}/${HOME_PATH}`}
          aria-label={t("shell.home", { brand: brand.name })}
          miw={0}
        >
          <Group gap="xs" wrap="nowrap" miw={0}>
            {/* The brand logo is a wordmark (it carries the name); the link's label says it to
                screen readers. A narrow screen scales the logo down rather than cutting it. */}
            <Image
              src={brand.logo}
              alt=""
              h={{ base: 28, xs: 36 }}
              w="auto"
              maw="100%"
              miw={0}
              fit="contain"
            />
          </Group>
        </UnstyledButton>
      </Group>

      <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
        <Box component="nav" aria-label={t("shell.topMenu")} visibleFrom={MENU_BREAKPOINT}>
          <Group gap={4} wrap="nowrap">
            {topItems.map((item) => (
              <Button key={item.id} component={Link} to={`/${lang}/${item.path}`} variant="subtle">
                {t(item.labelKey)}
              </Button>
            ))}
          </Group>
        </Box>
        <LanguagePicker />
        {user ? (
          <UserMenu user={user} />
        ) : (
          <>
            <LoginButton />
            {isPageRegistered(REGISTER_PATH) && (
              <Button component={Link} to={`/${lang}/${REGISTER_PATH}`} variant="light" visibleFrom="xs">
                {t("session.register")}
              </Button>
            )}
          </>
        )}
      </Group>
    </Group>
  );
}
