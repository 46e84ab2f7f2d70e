import { Alert, Button, Container, Paper, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useNavigate, useParams, useSearchParams } from "react-router";
import { PageTitle } from "../../../components/page-title.tsx";
import { useBrand } from "../../../lib/brand.ts";
import { afterLoginPath } from "../../../lib/return-to.ts";
import { useSession } from "../../../lib/session.ts";
import "../../../components/account-styles.ts";
import { RegisterForm } from "./register-form.tsx";

/**
 * #/{lang}/register-form?pro=0|1 (spec §2 register-form (data, pro)): the personal or the
 * professional form. A personal account lands logged in on the return screen; a professional
 * one sees 'thanks for registering, the team will contact you shortly'.
 */
export function RegisterFormPage() {
  const { t } = useTranslation(["accounts"]);
  const { lang } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const brand = useBrand();
  const { isLoggedIn } = useSession();
  const [pending, setPending] = useState(false);
  const [leaving, setLeaving] = useState(false);
  // The shipping-factory mode has no personal accounts (spec §1).
  const pro = params.get("pro") === "1" || brand.shipping_factory;

  if (pending) {
    return (
      <Container size="sm" py="xl">
        <PageTitle mb="lg">{t("form.pendingTitle")}</PageTitle>
        <Alert color="green" role="status" data-testid="register-pending">
          {t("form.pendingText")}
        </Alert>
        <Button component={Link} to={`/${lang}/index`} variant="subtle" mt="md">
          {t("form.backHome")}
        </Button>
      </Container>
    );
  }
  if (isLoggedIn && !leaving) return <Navigate to={`/${lang}/index`} replace />;

  return (
    <Container size="md" py="xl">
      <PageTitle mb="lg">{pro ? t("form.titlePro") : t("form.titlePersonal")}</PageTitle>
      <Paper withBorder p="lg" radius="md">
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            {t("form.passwordHint", brand.password)}
          </Text>
          <RegisterForm
            pro={pro}
            referralCode={params.get("ref") ?? ""}
            passwordRule={brand.password}
            optionalBlocks={brand.blocks.includes("register_form")}
            onPending={() => setPending(true)}
            onRegistered={() => {
              setLeaving(true);
              navigate(`/${lang}/${afterLoginPath(brand.menu)}`, { replace: true });
            }}
          />
        </Stack>
      </Paper>
    </Container>
  );
}
