import { Alert, Autocomplete, Button, Group, Stack, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import type { TContact, TRatedShipment } from "@ship/contracts";
import { CONTACT_LIMITS } from "@ship/domain";
import { IconAddressBook, IconInfoCircle, IconSearch } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { clientSearchQuery } from "../api/client-search.ts";
import { matchesRatedEnd, sortByMatch } from "../contact-match.ts";

// The address book (its contact form with zod, the contract and libphonenumber) loads when the
// customer first opens it, not with the order page (decision 068).
const AddressBookModal = lazy(async () => ({
  default: (await import("../../../components/contacts/address-book-modal.tsx")).AddressBookModal,
}));

// Spec §9: the address search waits 600 ms after typing; spec §9: 15 contacts a page in the order flow.
const SEARCH_DEBOUNCE_MS = 600;
const BOOK_PAGE_SIZE = 15;

type TContactPickerProps = {
  side: "ship_from" | "ship_to";
  rated: TRatedShipment["ship_from"];
  /** The rated end in words ('13001 Marseille, France'), for the reason a contact cannot be used. */
  quoted: string;
  countryName: (code: string) => string;
  onPick: (contact: TContact) => void;
};

/**
 * Spec §2 single contact picker of the order form: an autocomplete over the caller's contacts
 * (POST /client-search) and the address book (15 a page). The order keeps the rated country and
 * postcode, so the contacts that fit the quote come first and fill the block; the others are shown
 * greyed with the reason, and one picked from the book is refused with that reason.
 */
export function ContactPicker({ side, rated, quoted, countryName, onPick }: TContactPickerProps) {
  const { t } = useTranslation("order");
  const [text, setText] = useState("");
  const [q] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const [bookOpen, setBookOpen] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const search = useQuery({
    ...clientSearchQuery(q),
    enabled: q.length >= CONTACT_LIMITS.searchMin,
    placeholderData: keepPreviousData,
  });
  const options = sortByMatch(search.data ?? [], rated);
  const placeOf = (contact: TContact) =>
    `${contact.postcode} ${contact.city}, ${countryName(contact.country_code)}`.trim();

  const pick = (contact: TContact) => {
    if (!matchesRatedEnd(contact, rated)) {
      setRefused(t("address.cannot_use", { name: contact.company_or_name, place: placeOf(contact), quoted }));
      return;
    }
    setRefused(null);
    setText("");
    onPick(contact);
  };

  return (
    <Stack gap={6} mb="sm">
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <Autocomplete
          style={{ flex: 1 }}
          label={t("address.pick_contact")}
          placeholder={t("address.pick_placeholder")}
          leftSection={<IconSearch size={16} aria-hidden />}
          maxLength={CONTACT_LIMITS.searchMax}
          value={text}
          onChange={setText}
          filter={({ options: all }) => all}
          data={options.map(({ contact, matches }) => ({
            value: String(contact.id),
            label: contact.company_or_name,
            disabled: !matches,
          }))}
          renderOption={({ option }) => {
            const found = options.find(({ contact }) => String(contact.id) === option.value);
            if (!found) return null;
            return (
              <Stack gap={0} data-testid={`${side}-contact-option`}>
                <Text size="sm" fw={600}>
                  {found.contact.company_or_name}
                </Text>
                <Text size="xs" c="dimmed">
                  {placeOf(found.contact)}
                  {!found.matches && ` · ${t("address.other_place")}`}
                </Text>
              </Stack>
            );
          }}
          onOptionSubmit={(value) => {
            const found = options.find(({ contact }) => String(contact.id) === value);
            if (found) pick(found.contact);
          }}
          error={search.isError ? t("address.search_failed") : undefined}
          data-testid={`${side}-contact-search`}
        />
        <Button
          variant="light"
          leftSection={<IconAddressBook size={16} aria-hidden />}
          onClick={() => setBookOpen(true)}
          data-testid={`${side}-open-book`}
        >
          {t("address.open_book")}
        </Button>
      </Group>
      {q.length >= CONTACT_LIMITS.searchMin && search.isSuccess && options.length === 0 && (
        <Text size="xs" c="dimmed">
          {t("address.no_match")}
        </Text>
      )}
      {refused && (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconInfoCircle />}
          data-testid={`${side}-contact-refused`}
        >
          {refused}
        </Alert>
      )}
      {/* Mounted while open only: the page has a picker per address block. */}
      {bookOpen && (
        <Suspense fallback={null}>
          <AddressBookModal
            opened
            onClose={() => setBookOpen(false)}
            onChoose={([contact]) => contact && pick(contact)}
            pageSize={BOOK_PAGE_SIZE}
            multiple={false}
            title={t("address.open_book")}
          />
        </Suspense>
      )}
    </Stack>
  );
}
