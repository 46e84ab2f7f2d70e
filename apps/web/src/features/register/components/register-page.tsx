import { Anchor, Button, Container, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useNavigate, useParams, useSearchParams } from "react-router";
import "../../../components/account-styles.ts";
import { LoginForm } from "../../../components/login/login-form.tsx";
import { PageTitle } from "../../../components/page-title.tsx";
import { useBrand } from "../../../lib/brand.ts";
import { afterLoginPath } from "../../../lib/return-to.ts";
import { useSession } from "../../../lib/session.ts";

/**
 * #/{lang}/register (spec §2): the login form beside the open-account block with its personal and
 * professional buttons; the shipping-factory mode hides the personal one (spec §1).
 */
export function RegisterPage() {
  const { t } = useTranslation(["accounts", "common"]);
  const { lang } = useParams();
  const [params] = useSearchParams();
  // The personal link of a sponsor (#/{lang}/register?ref=CODE) carries its code to the form.
  const ref = params.get("ref");
  const refQuery = ref ? `&ref=${encodeURIComponent(ref)}` : "";
  const navigate = useNavigate();
  const brand = useBrand();
  const { isLoggedIn } = useSession();
  const leaving = useRef(false);

  function handleLoggedIn() {
    leaving.current = true;
    navigate(`/${lang}/${afterLoginPath(brand.menu)}`, { replace: true });
  }

  if (isLoggedIn) return leaving.current ? null : <Navigate to={`/${lang}/index`} replace />;
  return (
    <Container size="md" py="xl">
      <PageTitle mb="lg">{t("register.title")}</PageTitle>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="register-login">
          <Title order={2} size="h3" id="register-login" mb="md">
            {t("register.loginTitle")}
          </Title>
          <Stack gap="sm">
            <LoginForm onLoggedIn={handleLoggedIn} />
          </Stack>
          <Anchor component={Link} to={`/${lang}/forgot-password`} size="sm" mt="sm" display="block">
            {t("register.forgotPassword")}
          </Anchor>
        </Paper>
        <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="register-open">
          <Title order={2} size="h3" id="register-open" mb="md">
            {t("register.openTitle")}
          </Title>
          <Stack gap="md">
            <Text>{t("register.openText")}</Text>
            {ref && (
              <Text size="sm" c="dimmed" data-testid="referral-notice">
                {t("register.invited", { code: ref })}
              </Text>
            )}
            {!brand.shipping_factory && (
              <Button component={Link} to={`/${lang}/register-form?pro=0${refQuery}`} variant="light">
                {t("register.personal")}
              </Button>
            )}
            <Button component={Link} to={`/${lang}/register-form?pro=1${refQuery}`}>
              {t("register.professional")}
            </Button>
          </Stack>
        </Paper>
      </SimpleGrid>
    </Container>
  );
}
