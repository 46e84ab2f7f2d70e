import { Container, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import "@mantine/core/styles/SimpleGrid.css";
import { useTranslation } from "react-i18next";
import { PageTitle } from "../../../components/page-title.tsx";
import { useSession } from "../../../lib/session.ts";

/** #/{lang}/my-information: the logged-in user's details, as the session knows them. */
export function MyInformationPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!user) return null;

  const rows = [
    { key: "lastname", value: user.lastname },
    { key: "company", value: user.company?.trim() || t("account.notProvided") },
    { key: "email", value: user.email },
    { key: "accountType", value: user.pro === 1 ? t("account.professional") : t("account.personal") },
  ];

  return (
    <Container size="sm" py="md">
      <Stack gap="lg">
        <PageTitle>{t("account.title")}</PageTitle>
        <Paper withBorder p="lg">
          <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md" m={0}>
            {rows.map(({ key, value }) => (
              <div key={key}>
                <Text component="dt" size="sm" c="dimmed">
                  {t(`account.fields.${key}`)}
                </Text>
                <Text component="dd" fw={500} m={0} style={{ overflowWrap: "anywhere" }}>
                  {value}
                </Text>
              </div>
            ))}
          </SimpleGrid>
        </Paper>
      </Stack>
    </Container>
  );
}
