import { Container, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { PageTitle } from "../../../components/page-title.tsx";
import { ContactImportTab } from "./contact-import-tab.tsx";

/**
 * #/{lang}/my-contacts until the address book's page (tabs All contacts and Add/edit) lands: its
 * "Import a list" tab alone. That page then shows ContactImportTab as onglet 2 instead.
 */
export function MyContactsImportPage() {
  const { t } = useTranslation("contactImport");
  return (
    <Container size="xl" py="md">
      <Stack gap="lg">
        <PageTitle>{t("title")}</PageTitle>
        <ContactImportTab />
      </Stack>
    </Container>
  );
}
