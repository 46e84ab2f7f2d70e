import { Alert, List, Stack } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AddressBookModal } from "../../../components/contacts/address-book-modal.tsx";
import { senderOfContact } from "../mass-settings.ts";
import type { TMassSettingsState } from "../use-mass-settings.ts";
import { DeliverySettings } from "./delivery-settings.tsx";
import { ParcelSettings } from "./parcel-settings.tsx";
import { SenderSection } from "./sender-section.tsx";

/** Spec §9: the address book shows 15 contacts a page in the order flow. */
export const BOOK_PAGE_SIZE = 15;

/** The sender and the shared settings of both mass mailing pages (address book and file). */
export function SettingsForm({
  state,
  weightFromFile = false,
}: {
  state: TMassSettingsState;
  weightFromFile?: boolean;
}) {
  const { t } = useTranslation("massMailing");
  const [picking, setPicking] = useState(false);
  return (
    <Stack gap="md">
      <SenderSection
        sender={state.sender}
        onPick={() => setPicking(true)}
        onUseAccount={() => state.setSender(null)}
      />
      <ParcelSettings
        values={state.values}
        onChange={state.change}
        errors={state.errors}
        weightFromFile={weightFromFile}
      />
      <DeliverySettings
        values={state.values}
        onChange={state.change}
        errors={state.errors}
        today={state.today}
      />
      {picking && (
        <AddressBookModal
          opened
          onClose={() => setPicking(false)}
          onChoose={([contact]) => contact && state.setSender(senderOfContact(contact))}
          pageSize={BOOK_PAGE_SIZE}
          multiple={false}
          title={t("sender.pick")}
        />
      )}
    </Stack>
  );
}

/** The red box of spec §8: problems that belong to no settings field (the recipients' rows). */
export function ProblemsBox({ messages }: { messages: readonly string[] }) {
  const { t } = useTranslation("massMailing");
  if (messages.length === 0) return null;
  return (
    <Alert color="red" variant="light" role="alert" title={t("errors.title")} data-testid="mass-errors">
      <List size="sm" spacing={2}>
        {messages.map((message) => (
          <List.Item key={message}>{message}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
