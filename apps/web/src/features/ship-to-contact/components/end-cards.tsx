import { Button } from "@mantine/core";
import type { TContact } from "@ship/contracts";
import { IconAddressBook, IconPencil, IconUserCircle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useCountryNames } from "../../../lib/countries.ts";
import { summaryOf, type TSender } from "../ship-to-contact-values.ts";
import { AddressSummary } from "./address-summary.tsx";

/** Spec §2: the sender's summary with "change sender" (a contact, or typed) and back to the account's. */
export function SenderCard(props: {
  sender: TSender | null;
  /** The sender shown: the chosen one, else the account's address. */
  shown: TSender | null;
  fromAccount: boolean;
  error: string | undefined;
  onPickContact: () => void;
  onType: () => void;
  onUseAccount: () => void;
}) {
  const { t, i18n } = useTranslation("shipToContact");
  const countryName = useCountryNames(i18n.language);
  const summary = props.shown ? summaryOf(props.shown) : null;
  const source = !props.shown
    ? undefined
    : props.shown.kind === "contact"
      ? t("sender.contact")
      : props.sender === null
        ? t("sender.account")
        : t("sender.typed");
  return (
    <AddressSummary
      title={t("sender.title")}
      summary={summary}
      country={summary ? countryName(summary.countryCode) : ""}
      empty={t("sender.none")}
      source={source}
      error={props.error}
      testId="sender-summary"
      actions={
        <>
          <Button
            variant="light"
            size="compact-sm"
            leftSection={<IconAddressBook size={14} aria-hidden />}
            onClick={props.onPickContact}
            data-testid="sender-pick-contact"
          >
            {t("sender.pick_contact")}
          </Button>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconPencil size={14} aria-hidden />}
            onClick={props.onType}
            data-testid="sender-change"
          >
            {t("sender.change")}
          </Button>
          {props.sender !== null && props.fromAccount && (
            <Button
              variant="subtle"
              color="gray"
              size="compact-sm"
              leftSection={<IconUserCircle size={14} aria-hidden />}
              onClick={props.onUseAccount}
              data-testid="sender-account"
            >
              {t("sender.account")}
            </Button>
          )}
        </>
      }
    />
  );
}

/** Spec §2: the recipient picked from the address book, with "open address book" to change it. */
export function RecipientCard(props: {
  recipient: TContact | null;
  error: string | undefined;
  onOpenBook: () => void;
}) {
  const { t, i18n } = useTranslation("shipToContact");
  const countryName = useCountryNames(i18n.language);
  const summary = props.recipient ? summaryOf(props.recipient) : null;
  return (
    <AddressSummary
      title={t("recipient.title")}
      summary={summary}
      country={summary ? countryName(summary.countryCode) : ""}
      empty={t("recipient.none")}
      error={props.error}
      testId="recipient-summary"
      actions={
        <Button
          variant={props.recipient ? "light" : "filled"}
          size="compact-sm"
          leftSection={<IconAddressBook size={14} aria-hidden />}
          onClick={props.onOpenBook}
          data-testid="recipient-open-book"
        >
          {t(props.recipient ? "recipient.open_book" : "recipient.pick")}
        </Button>
      }
    />
  );
}
