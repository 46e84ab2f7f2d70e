import { Checkbox, Group, Stack, Text } from "@mantine/core";
import { SHIPMENT_TYPES, type TShipmentTypeName } from "@ship/domain";
import { type UseFormReturn, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { SegmentedChoice } from "../segmented-choice/segmented-choice.tsx";
import type { TQuoteFormValues } from "./quote-form-values.ts";

const TYPE_NAMES = Object.keys(SHIPMENT_TYPES) as TShipmentTypeName[];

/**
 * Envelope, parcel or pallet (spec §3 shipment_type), and 'stackable' for a pallet: the rating
 * form's and the ship-to-contact page's. Leaving pallet clears stackable.
 */
export function ShipmentTypeField({ form }: { form: UseFormReturn<TQuoteFormValues> }) {
  const { t } = useTranslation("quote");
  const type = useWatch({ control: form.control, name: "shipment_type" });
  return (
    <Group gap="md" align="flex-end" wrap="wrap">
      <Stack gap={4}>
        <Text size="sm" fw={500} id="shipment-type-label">
          {t("type.label")}
        </Text>
        <SegmentedChoice
          aria-labelledby="shipment-type-label"
          value={String(type)}
          onChange={(value) => {
            const next = Number(value) as TQuoteFormValues["shipment_type"];
            form.setValue("shipment_type", next);
            if (next !== SHIPMENT_TYPES.pallet) form.setValue("stackable", false);
          }}
          data={TYPE_NAMES.map((name) => ({ value: String(SHIPMENT_TYPES[name]), label: t(`type.${name}`) }))}
          data-testid="shipment-type"
        />
      </Stack>
      {type === SHIPMENT_TYPES.pallet && (
        <Checkbox
          label={t("type.stackable")}
          {...form.register("stackable")}
          data-testid="stackable"
          mb={8}
        />
      )}
    </Group>
  );
}
