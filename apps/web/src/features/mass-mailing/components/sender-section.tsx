import { Button, Group, Paper, Stack, Text } from "@mantine/core";
import type { TShipToContactAddressInput } from "@ship/contracts";
import { IconAddressBook, IconHome } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { accountSettingsQuery, useSessionToken } from "../../../lib/account-settings.ts";
import { useCountries } from "../../../lib/countries.ts";

/**
 * Who sends and from where (issue 14: the origin country): the account's address from settings,
 * or a contact of the address book chosen as sender.
 */
export function SenderSection(props: {
  sender: TShipToContactAddressInput | null;
  onPick: () => void;
  onUseAccount: () => void;
}) {
  const { t, i18n } = useTranslation("massMailing");
  const token = useSessionToken();
  const account = useQuery({ ...accountSettingsQuery(token ?? ""), enabled: token !== null, retry: false });
  const countries = useCountries(i18n.language);
  const address = account.data?.address;
  const accountCountry = countries.data?.find((country) => country.id === address?.country_id);
  const countryName = (code: string) =>
    countries.data?.find((country) => country.code === code)?.name ?? code;
  const shown = props.sender
    ? {
        name: props.sender.company ? `${props.sender.company}, ${props.sender.name}` : props.sender.name,
        place: `${props.sender.postcode ?? ""} ${props.sender.city}`.trim(),
        country: countryName(props.sender.country_code),
      }
    : address?.address1
      ? {
          name: address.company ? `${address.company}, ${address.lastname}` : address.lastname,
          place: `${address.postcode ?? ""} ${address.city}`.trim(),
          country: accountCountry?.name ?? "",
        }
      : null;
  return (
    <Paper withBorder radius="md" p="md" data-testid="mass-sender">
      <Stack gap="xs">
        <Text fw={700}>{t("sender.title")}</Text>
        {shown ? (
          <Text size="sm" data-testid="mass-sender-summary">
            {shown.name} · {shown.place} · {t("sender.origin", { country: shown.country })}
          </Text>
        ) : (
          <Text size="sm" c="dimmed" data-testid="mass-sender-summary">
            {t("sender.none")}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {t(props.sender ? "sender.fromContact" : "sender.fromAccount")}
        </Text>
        <Group gap="sm">
          <Button
            variant="light"
            size="xs"
            leftSection={<IconAddressBook size={16} aria-hidden />}
            onClick={props.onPick}
            data-testid="mass-sender-pick"
          >
            {t("sender.pick")}
          </Button>
          {props.sender && (
            <Button
              variant="subtle"
              size="xs"
              leftSection={<IconHome size={16} aria-hidden />}
              onClick={props.onUseAccount}
            >
              {t("sender.useAccount")}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
