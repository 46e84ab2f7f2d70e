import { Alert, Button, Container, Fieldset, Grid, Group, List, Stack, Text } from "@mantine/core";
import "@mantine/core/styles/Fieldset.css";
import "@mantine/core/styles/Grid.css";
import "@mantine/core/styles/SimpleGrid.css";
import type { TContact } from "@ship/contracts";
import { CURRENCIES, checkParcelLines, isDocumentReasonAllowed, SHIPMENT_REASONS } from "@ship/domain";
import { IconAddressBook, IconPencil, IconSearch, IconUserCircle } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import dayjs from "dayjs";
import { useEffect, useMemo, useState } from "react";
import { FormProvider, useFieldArray, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { AddressBookModal } from "../../../components/contacts/address-book-modal.tsx";
import { PageTitle } from "../../../components/page-title.tsx";
import { CollectionDateField } from "../../../components/quote-form/collection-date-field.tsx";
import { ParcelLines } from "../../../components/quote-form/parcel-lines.tsx";
import type { TQuoteFormValues } from "../../../components/quote-form/quote-form-values.ts";
import { API_ERROR_TYPE } from "../../../components/quote-form/use-quote-error-text.ts";
import { CharacteristicsFields } from "../../../components/shipment-info/characteristics-fields.tsx";
import { accountSettingsQuery, useSessionToken } from "../../../lib/account-settings.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { useBrand } from "../../../lib/brand.ts";
import { createClientStore } from "../../../lib/client-state.ts";
import { useCountries, useCountryNames } from "../../../lib/countries.ts";
import { ratingStore } from "../../../lib/quote-flow.ts";
import { useRateToContact } from "../api/ship-to-contact.ts";
import { infoResolver, quoteResolver } from "../ship-to-contact-forms.ts";
import {
  placeApiField,
  readDraft,
  senderFromAccount,
  summaryOf,
  type TSender,
  type TShipToContactDraft,
  toShipToContactBody,
} from "../ship-to-contact-values.ts";
import { AddressSummary } from "./address-summary.tsx";
import { InsuranceFacts } from "./insurance-facts.tsx";
import { SenderForm } from "./sender-form.tsx";

/** Spec §5: 'Documents' only when the parcels allow it (the order page's rule). */
function reasonsFor(values: TQuoteFormValues) {
  const { parcels } = checkParcelLines(values.parcels ?? [], values.unit ?? "fr");
  const documents = isDocumentReasonAllowed(values.shipment_type ?? 2, parcels, values.unit ?? "fr");
  return SHIPMENT_REASONS.filter((reason) => reason !== "documents" || documents);
}

const draftStore = createClientStore<TShipToContactDraft>("ship-to-contact");
const OFFERS_PATH = "ship-to-contact-offer";
/** Spec §9: the address book shows 15 contacts a page in the order flow. */
const BOOK_PAGE_SIZE = 15;

/**
 * #/{lang}/ship-to-contact (spec §2): the recipient picked from the address book, the sender
 * (the account's address unless changed: a contact or typed), the shipment information with
 * insurance, the parcels and the collection date; then the offers of POST /ship-to-contact. A
 * refused shipment stays here with its errors (spec §4).
 */
export function ShipToContactPage() {
  const { t, i18n } = useTranslation(["shipToContact", "quote", "order", "errors"]);
  const { lang } = useParams();
  const navigate = useNavigate();
  const brand = useBrand();
  const today = useMemo(() => dayjs().format("YYYY-MM-DD"), []);
  const initial = useMemo(() => readDraft(draftStore.read(), today), [today]);
  const [sender, setSender] = useState<TSender | null>(initial.sender);
  const [recipient, setRecipient] = useState<TContact | null>(initial.recipient);
  const [editingSender, setEditingSender] = useState(false);
  const [book, setBook] = useState<"recipient" | "sender" | null>(null);
  const [endErrors, setEndErrors] = useState<{ sender?: string; recipient?: string }>({});
  const [alert, setAlert] = useState<string[] | null>(null);
  const countries = useCountries(i18n.language);
  const countryName = useCountryNames(i18n.language);
  const token = useSessionToken();
  const account = useQuery({ ...accountSettingsQuery(token ?? ""), enabled: token !== null, retry: false });

  // Spec §2: the sender defaults to the account's address from settings.
  const accountSender = useMemo(
    () => senderFromAccount(account.data, countries.data),
    [account.data, countries.data],
  );
  const shownSender = sender ?? accountSender;

  // Checked as typed, as the order form: Compare checks both forms without submitting either.
  const quote = useForm({ defaultValues: initial.quote, resolver: quoteResolver(today), mode: "onChange" });
  const lines = useFieldArray({ control: quote.control, name: "parcels" });
  const unit = useWatch({ control: quote.control, name: "unit" });
  const info = useForm({ defaultValues: initial.info, resolver: infoResolver, mode: "onChange" });
  const rate = useRateToContact();

  const quoteValues = useWatch({ control: quote.control });
  // What was typed is kept (logging out clears it), so 'remake the shipment' comes back to it.
  useEffect(() => {
    const save = () =>
      draftStore.write({ sender, recipient, quote: quote.getValues(), info: info.getValues() });
    save();
    const watching = [quote.watch(save), info.watch(save)];
    return () => {
      for (const subscription of watching) subscription.unsubscribe();
    };
  }, [sender, recipient, quote, info]);

  const chooseFromBook = (contacts: TContact[]) => {
    const [contact] = contacts;
    if (!contact) return;
    if (book === "recipient") setRecipient(contact);
    else setSender({ kind: "contact", contact });
    setEndErrors((current) => ({ ...current, [book === "recipient" ? "recipient" : "sender"]: undefined }));
    setEditingSender(false);
  };

  const showFailure = (error: unknown) => {
    if (!(error instanceof ApiError)) return setAlert([t("shipToContact:errors.failed")]);
    const ends: { sender?: string; recipient?: string } = {};
    const messages: string[] = [];
    for (const item of error.errors) {
      const place = placeApiField(item.field);
      messages.push(item.message);
      if (!place) continue;
      if (place.part === "quote")
        quote.setError(place.path as "shipment_date", { type: API_ERROR_TYPE, message: item.message });
      else if (place.part === "info") info.setError(place.path as "value", { message: item.message });
      else ends[place.part] = [ends[place.part], item.message].filter(Boolean).join(" ");
    }
    setEndErrors(ends);
    setAlert([error.message, ...new Set(messages)]);
  };

  const compare = async () => {
    setAlert(null);
    const [quoteOk, infoOk] = await Promise.all([quote.trigger(), info.trigger()]);
    const missing = {
      ...(recipient ? {} : { recipient: t("shipToContact:recipient.required") }),
      ...(shownSender ? {} : { sender: t("shipToContact:sender.none") }),
    };
    setEndErrors(missing);
    if (!quoteOk || !infoOk || !recipient || !shownSender) return;
    const body = toShipToContactBody(
      { sender: shownSender, recipient, quote: quote.getValues(), info: info.getValues() },
      brand.currency,
    );
    rate.mutate(body, {
      onSuccess: (rating) => {
        ratingStore.write({
          shipment_id: rating.shipment_id,
          order_id: rating.order_id,
          origin: "ship-to-contact",
        });
        navigate(`/${lang}/${OFFERS_PATH}`);
      },
      onError: showFailure,
    });
  };

  const senderSource =
    shownSender === null
      ? undefined
      : shownSender.kind === "contact"
        ? t("shipToContact:sender.contact")
        : sender === null
          ? t("shipToContact:sender.account")
          : t("shipToContact:sender.typed");
  const senderSummary = shownSender ? summaryOf(shownSender) : null;
  const recipientSummary = recipient ? summaryOf(recipient) : null;
  const contextFrom = senderSummary?.countryCode ?? "FR";
  const contextTo = recipientSummary?.countryCode ?? "FR";

  return (
    <Container size="xl" py="md">
      <Stack gap="lg">
        <Stack gap={4}>
          <PageTitle>{t("shipToContact:title")}</PageTitle>
          <Text c="dimmed">{t("shipToContact:intro")}</Text>
        </Stack>
        {alert && (
          <Alert color="red" variant="light" role="alert" data-testid="ship-to-contact-errors">
            <Text size="sm" fw={600}>
              {alert[0]}
            </Text>
            {alert.length > 1 && (
              <List size="sm" mt={4}>
                {alert.slice(1).map((message) => (
                  <List.Item key={message}>{message}</List.Item>
                ))}
              </List>
            )}
          </Alert>
        )}

        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <AddressSummary
              title={t("shipToContact:sender.title")}
              summary={senderSummary}
              country={senderSummary ? countryName(senderSummary.countryCode) : ""}
              empty={t("shipToContact:sender.none")}
              source={senderSource}
              error={endErrors.sender}
              testId="sender-summary"
              actions={
                <>
                  <Button
                    variant="light"
                    size="compact-sm"
                    leftSection={<IconAddressBook size={14} aria-hidden />}
                    onClick={() => setBook("sender")}
                    data-testid="sender-pick-contact"
                  >
                    {t("shipToContact:sender.pick_contact")}
                  </Button>
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    leftSection={<IconPencil size={14} aria-hidden />}
                    onClick={() => setEditingSender(true)}
                    data-testid="sender-change"
                  >
                    {t("shipToContact:sender.change")}
                  </Button>
                  {sender !== null && accountSender !== null && (
                    <Button
                      variant="subtle"
                      color="gray"
                      size="compact-sm"
                      leftSection={<IconUserCircle size={14} aria-hidden />}
                      onClick={() => setSender(null)}
                      data-testid="sender-account"
                    >
                      {t("shipToContact:sender.account")}
                    </Button>
                  )}
                </>
              }
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <AddressSummary
              title={t("shipToContact:recipient.title")}
              summary={recipientSummary}
              country={recipientSummary ? countryName(recipientSummary.countryCode) : ""}
              empty={t("shipToContact:recipient.none")}
              error={endErrors.recipient}
              testId="recipient-summary"
              actions={
                <Button
                  variant={recipient ? "light" : "filled"}
                  size="compact-sm"
                  leftSection={<IconAddressBook size={14} aria-hidden />}
                  onClick={() => setBook("recipient")}
                  data-testid="recipient-open-book"
                >
                  {t(recipient ? "shipToContact:recipient.open_book" : "shipToContact:recipient.pick")}
                </Button>
              }
            />
          </Grid.Col>
        </Grid>

        {editingSender && (
          <SenderForm
            initial={shownSender?.kind === "typed" ? shownSender.address : {}}
            onCancel={() => setEditingSender(false)}
            onUse={(address) => {
              setSender({ kind: "typed", address });
              setEndErrors((current) => ({ ...current, sender: undefined }));
              setEditingSender(false);
            }}
          />
        )}

        <FormProvider {...info}>
          <Fieldset legend={t("shipToContact:shipment.title")} data-testid="characteristics-block">
            <Stack gap="sm">
              <CharacteristicsFields
                context={{ from: contextFrom, to: contextTo, priceCurrency: brand.currency }}
                reasons={reasonsFor(quoteValues as TQuoteFormValues)}
                currencies={CURRENCIES}
                withPersonalEffects={false}
              />
              <InsuranceFacts control={info.control} />
            </Stack>
          </Fieldset>
        </FormProvider>

        <Fieldset legend={t("shipToContact:shipment.parcels")} data-testid="parcels-block">
          <Stack gap="md">
            <ParcelLines
              lines={lines}
              register={quote.register}
              errors={quote.formState.errors}
              unit={unit}
            />
            <Text fw={600}>{t("shipToContact:shipment.collection")}</Text>
            <Grid>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <CollectionDateField control={quote.control} today={today} />
              </Grid.Col>
            </Grid>
          </Stack>
        </Fieldset>

        <Group justify="flex-end" gap="md">
          {rate.isPending && (
            <Text size="sm" c="dimmed" data-testid="ship-to-contact-rating">
              {t("shipToContact:rating")}
            </Text>
          )}
          <Button
            size="md"
            leftSection={<IconSearch size={18} aria-hidden />}
            loading={rate.isPending}
            onClick={compare}
            data-testid="ship-to-contact-compare"
          >
            {t("shipToContact:compare")}
          </Button>
        </Group>
      </Stack>

      <AddressBookModal
        opened={book !== null}
        onClose={() => setBook(null)}
        onChoose={chooseFromBook}
        pageSize={BOOK_PAGE_SIZE}
        multiple={false}
        title={t(book === "sender" ? "shipToContact:sender.pick_contact" : "shipToContact:recipient.pick")}
      />
    </Container>
  );
}
