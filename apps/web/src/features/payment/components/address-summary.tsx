import { Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import type { TOrderShippingInfo } from "@ship/contracts";
import { useTranslation } from "react-i18next";
import { RelayPointCard } from "../../../components/relay-point-card.tsx";

type TAddress = TOrderShippingInfo["ship_from"];

function AddressCard({
  title,
  address,
  countryName,
  testId,
}: {
  title: string;
  address: TAddress;
  countryName: (code: string) => string;
  testId: string;
}) {
  const lines = [address.address1, address.address2, address.address3].filter((line) => line.trim() !== "");
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId}>
      <Stack gap={2}>
        <Text fw={700}>{title}</Text>
        {address.company && <Text size="sm">{address.company}</Text>}
        <Text size="sm">{address.name}</Text>
        {lines.map((line) => (
          <Text key={line} size="sm">
            {line}
          </Text>
        ))}
        <Text size="sm">
          {address.postcode} {address.city}, {countryName(address.country_code)}
        </Text>
        <Text size="sm" c="dimmed">
          {address.phone} · {address.email}
        </Text>
      </Stack>
    </Paper>
  );
}

/** Spec §2 step 4: the sender and the recipient as typed on the order page, and the relay point. */
export function AddressSummary({
  info,
  countryName,
}: {
  info: TOrderShippingInfo;
  countryName: (code: string) => string;
}) {
  const { t } = useTranslation("payment");
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <AddressCard
        title={t("summary.sender")}
        address={info.ship_from}
        countryName={countryName}
        testId="sender-summary"
      />
      <AddressCard
        title={t("summary.recipient")}
        address={info.ship_to}
        countryName={countryName}
        testId="recipient-summary"
      />
      {info.dropoff_to && <RelayPointCard point={info.dropoff_to} />}
    </SimpleGrid>
  );
}
