import { Alert, Button, Container, Grid, Group, List, Stack, Text } from "@mantine/core";
import "@mantine/core/styles/Fieldset.css";
import "@mantine/core/styles/Grid.css";
import "@mantine/core/styles/SimpleGrid.css";
import { IconSearch } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AddressBookModal } from "../../../components/contacts/address-book-modal.tsx";
import { PageTitle } from "../../../components/page-title.tsx";
import { summaryOf } from "../ship-to-contact-values.ts";
import { useShipToContact } from "../use-ship-to-contact.ts";
import { RecipientCard, SenderCard } from "./end-cards.tsx";
import { SenderForm } from "./sender-form.tsx";
import { InfoSection, ParcelsSection } from "./shipment-sections.tsx";

/** Spec §9: the address book shows 15 contacts a page in the order flow. */
const BOOK_PAGE_SIZE = 15;

/**
 * #/{lang}/ship-to-contact (spec §2): the recipient picked from the address book, the sender
 * (the account's address unless changed: a contact or typed), the shipment information with
 * insurance, the parcels and the collection date; then the offers of POST /ship-to-contact. A
 * refused shipment stays here with its errors (spec §4).
 */
export function ShipToContactPage() {
  const { t } = useTranslation("shipToContact");
  const page = useShipToContact();
  const { ends } = page;
  const [book, setBook] = useState<"recipient" | "sender" | null>(null);
  const [typing, setTyping] = useState(false);
  const country = (end: Parameters<typeof summaryOf>[0] | null) => (end ? summaryOf(end).countryCode : "FR");

  return (
    <Container size="xl" py="md">
      <Stack gap="lg">
        <Stack gap={4}>
          <PageTitle>{t("title")}</PageTitle>
          <Text c="dimmed">{t("intro")}</Text>
        </Stack>
        {page.alert && (
          <Alert color="red" variant="light" role="alert" data-testid="ship-to-contact-errors">
            <Text size="sm" fw={600}>
              {page.alert[0]}
            </Text>
            <List size="sm" mt={4}>
              {page.alert.slice(1).map((message) => (
                <List.Item key={message}>{message}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <SenderCard
              sender={ends.sender}
              shown={ends.shownSender}
              fromAccount={ends.accountSender !== null}
              error={ends.errors.sender}
              onPickContact={() => setBook("sender")}
              onType={() => setTyping(true)}
              onUseAccount={() => page.typeSender(null)}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <RecipientCard
              recipient={ends.recipient}
              error={ends.errors.recipient}
              onOpenBook={() => setBook("recipient")}
            />
          </Grid.Col>
        </Grid>
        {typing && (
          <SenderForm
            initial={ends.shownSender?.kind === "typed" ? ends.shownSender.address : {}}
            onCancel={() => setTyping(false)}
            onUse={(address) => {
              page.typeSender({ kind: "typed", address });
              setTyping(false);
            }}
          />
        )}
        <InfoSection
          info={page.info}
          quote={page.quote}
          from={country(ends.shownSender)}
          to={country(ends.recipient)}
          priceCurrency={page.currency}
          customs={page.customs}
        />
        <ParcelsSection quote={page.quote} today={page.today} />
        <Group justify="flex-end" gap="md">
          {page.rating && (
            <Text size="sm" c="dimmed" data-testid="ship-to-contact-rating">
              {t("rating")}
            </Text>
          )}
          <Button
            size="md"
            leftSection={<IconSearch size={18} aria-hidden />}
            loading={page.rating}
            onClick={page.compare}
            data-testid="ship-to-contact-compare"
          >
            {t("compare")}
          </Button>
        </Group>
      </Stack>
      {book && (
        <AddressBookModal
          opened
          onClose={() => setBook(null)}
          onChoose={([contact]) => {
            if (contact) page.choose(book, contact);
            setTyping(false);
          }}
          pageSize={BOOK_PAGE_SIZE}
          multiple={false}
          title={t(book === "sender" ? "sender.pick_contact" : "recipient.pick")}
        />
      )}
    </Container>
  );
}
