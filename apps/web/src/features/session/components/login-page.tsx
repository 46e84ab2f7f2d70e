import { Container, Paper } from "@mantine/core";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useNavigate, useParams } from "react-router";
import { PageTitle } from "../../../components/page-title.tsx";
import { useBrand } from "../../../lib/brand.ts";
import { afterLoginPath } from "../../../lib/return-to.ts";
import { useSession } from "../../../lib/session.ts";
import "../styles.ts";
import { LoginForm } from "../../../components/login/login-form.tsx";

/** #/{lang}/login: the login form as a page. After login: the remembered page, else the return screen. */
export function LoginPage() {
  const brand = useBrand();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { lang } = useParams();
  const { isLoggedIn } = useSession();
  const leaving = useRef(false);

  function handleLoggedIn() {
    leaving.current = true;
    navigate(`/${lang}/${afterLoginPath(brand.menu)}`, { replace: true });
  }

  if (isLoggedIn) return leaving.current ? null : <Navigate to={`/${lang}/index`} replace />;
  return (
    <Container size={440} py="xl">
      <PageTitle ta="center" mb="lg">
        {t("session.loginTitle")}
      </PageTitle>
      <Paper withBorder p="lg" radius="md">
        <LoginForm onLoggedIn={handleLoggedIn} />
      </Paper>
    </Container>
  );
}
