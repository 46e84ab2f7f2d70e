import "./styles.ts";
import { Button, Container, Paper, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconCreditCardOff, IconX } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { PageTitle } from "../../../components/page-title.tsx";

const PAYMENT_PATH = "order-payment";

/** A card payment that did not go through (spec §2, §8): what happened, and back to step 4. */
function CardOutcome({ outcome }: { outcome: "failed" | "cancelled" }) {
  const { t } = useTranslation("payment");
  const { lang } = useParams();
  const navigate = useNavigate();
  const Icon = outcome === "failed" ? IconCreditCardOff : IconX;
  return (
    <Container size="sm" py={64}>
      <Paper withBorder radius="md" p="xl" shadow="xs" data-testid={`payment-${outcome}`}>
        <Stack gap="lg" align="center">
          <ThemeIcon size={56} radius="xl" color={outcome === "failed" ? "red" : "gray"} variant="light">
            <Icon size={32} aria-hidden />
          </ThemeIcon>
          <PageTitle size="h2" ta="center">
            {t(`${outcome}.title`)}
          </PageTitle>
          <Text ta="center" role="alert">
            {t(`${outcome}.text`)}
          </Text>
          <Button onClick={() => navigate(`/${lang}/${PAYMENT_PATH}`)} data-testid="return-to-payment">
            {t("returnToPayment")}
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}

/** #/{lang}/order-payment-ko: the bank declined the card, or an error stopped the payment. */
export function PaymentFailedPage() {
  return <CardOutcome outcome="failed" />;
}

/** #/{lang}/order-payment-cancel: the customer cancelled on the card page. */
export function PaymentCancelledPage() {
  return <CardOutcome outcome="cancelled" />;
}
