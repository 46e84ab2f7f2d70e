import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { isPageRegistered } from "../../../lib/page-paths.ts";
import { CmsPage } from "./cms-page.tsx";

/**
 * #/{lang}/business-account (spec §2): the brand's business-account text (CMS), then the ways in:
 * the professional register form, the extra-discount and quote tabs of the contact page, and the
 * store connectors (spec §9: business account and connectors claim up to 70 % reductions).
 */
export function BusinessAccountPage() {
  const { t } = useTranslation("content");
  const { lang } = useParams();
  return (
    <CmsPage identifier="business-account">
      <Paper withBorder p="md" data-testid="business-account-actions">
        <Stack gap="sm">
          <Title order={2} size="h3">
            {t("business.actionsTitle")}
          </Title>
          <Group gap="sm">
            <Button component={Link} to={`/${lang}/register-form?pro=1`}>
              {t("business.open")}
            </Button>
            <Button component={Link} variant="light" to={`/${lang}/contact/discount`}>
              {t("business.discount")}
            </Button>
            <Button component={Link} variant="light" to={`/${lang}/contact/quote`}>
              {t("business.quote")}
            </Button>
          </Group>
          <ConnectorLinks />
        </Stack>
      </Paper>
    </CmsPage>
  );
}

/** The store connectors: the my-store page (logged in) where each store's address is given. */
export function ConnectorLinks() {
  const { t } = useTranslation("content");
  const { lang } = useParams();
  if (!isPageRegistered("my-store")) return null;
  return (
    <Text size="sm">
      {t("business.connectors")} <Link to={`/${lang}/my-store`}>{t("business.connectorsLink")}</Link>
    </Text>
  );
}
