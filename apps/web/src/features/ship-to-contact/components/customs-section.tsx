import { Fieldset, Stack, Text } from "@mantine/core";
import { CURRENCIES } from "@ship/domain";
import { useTranslation } from "react-i18next";
import { GoodsRows } from "../../../components/customs/goods-rows.tsx";

/**
 * The customs table (spec §5) when the two countries need customs: the order page's goods rows,
 * sent with the shipment so the order page opens with them. Who pays the duties depends on the
 * carrier, so the order page asks it once an offer is chosen.
 */
export function CustomsSection({ from }: { from: string }) {
  const { t } = useTranslation("order");
  return (
    <Fieldset legend={t("customs.title")} data-testid="customs-block">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t("customs.intro")}
        </Text>
        <GoodsRows currencies={CURRENCIES} newRowCountry={from} />
      </Stack>
    </Fieldset>
  );
}
