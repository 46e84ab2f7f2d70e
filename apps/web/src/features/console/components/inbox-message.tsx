import { Button, Stack, Text } from "@mantine/core";
import type { TContactMessage } from "@ship/contracts";
import { useTranslation } from "react-i18next";

/** What a message asks beyond its text: the subject, the discount, or the quote's parcels. */
export function Request({ message }: { message: TContactMessage }) {
  const { t } = useTranslation("console");
  if (message.kind === "contact") return <>{message.subject ? t(`inbox.subjects.${message.subject}`) : ""}</>;
  if (message.kind === "discount")
    return (
      <>{t("inbox.discountAsked", { percent: message.percent, shipments: message.monthly_shipments })}</>
    );
  return (
    <>
      {t("inbox.quoteAsked", {
        parcels: message.parcels,
        weight: message.weight_kg,
        from: message.from_country_code,
        to: message.to_country_code,
      })}
    </>
  );
}

/** An opened message's details: its full address, who read it and when, and "mark as unread". */
export function MessageDetails({ message, onUnread }: { message: TContactMessage; onUnread: () => void }) {
  const { t, i18n } = useTranslation("console");
  return (
    <Stack gap={4} mt="xs" data-testid="inbox-details">
      <Text size="sm">
        {message.address1}
        {message.address2 ? `, ${message.address2}` : ""}
      </Text>
      {message.read_at ? (
        <Text size="sm">
          {t("inbox.readBy", {
            name: message.read_by ?? "",
            date: new Date(message.read_at).toLocaleString(i18n.language),
          })}
        </Text>
      ) : null}
      <Button size="xs" variant="default" onClick={onUnread} style={{ alignSelf: "flex-start" }}>
        {t("inbox.markUnread")}
      </Button>
    </Stack>
  );
}
