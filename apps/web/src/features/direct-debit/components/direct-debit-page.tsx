import { Container, Divider, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { BankDetailsForm } from "../../../components/bank-details-form.tsx";
import { PageLoader } from "../../../components/page-loader.tsx";
import { PageTitle } from "../../../components/page-title.tsx";
import { accountSettingsQuery, useSessionToken } from "../../../lib/account-settings.ts";
import { useSession } from "../../../lib/session.ts";
import { mandateStatusQuery } from "../api/direct-debit-api.ts";
import { MandateSection } from "./mandate-section.tsx";
import { SignedMandateSection } from "./signed-mandate-section.tsx";

/**
 * #/{lang}/direct-debit (spec §2, §3 Bank): the bank details, the SEPA mandate to download, print
 * and sign, and the upload of the signed copy with its status. Login required (the route says so).
 */
export function DirectDebitPage() {
  const { t } = useTranslation("directDebit");
  const token = useSessionToken();
  const { user } = useSession();
  const account = useQuery({ ...accountSettingsQuery(token ?? ""), enabled: Boolean(token) });
  const status = useQuery(mandateStatusQuery);
  if (!token || !user || !account.data || !status.data) return <PageLoader />;
  return (
    <Container size="md" py="md">
      <Stack gap="lg">
        <PageTitle>{t("title")}</PageTitle>
        <Text>{t("intro")}</Text>
        <BankDetailsForm token={token} account={account.data} />
        <Divider />
        <MandateSection status={status.data} />
        {status.data.bank_saved && (
          <>
            <Divider />
            <SignedMandateSection status={status.data} userId={user.id} />
          </>
        )}
      </Stack>
    </Container>
  );
}
