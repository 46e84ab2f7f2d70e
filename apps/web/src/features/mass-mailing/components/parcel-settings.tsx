import {
  Checkbox,
  Fieldset,
  Group,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { MASS_MAILING_LIMITS as L, SHIPMENT_TYPES, type TShipmentTypeName, UNIT_SYSTEMS } from "@ship/domain";
import { useTranslation } from "react-i18next";
import type { TMassSettingsValues } from "../mass-settings.ts";
import type { TSettingsErrors } from "../settings-errors.ts";

const TYPE_NAMES = Object.keys(SHIPMENT_TYPES) as TShipmentTypeName[];
type TParcelField = keyof TMassSettingsValues["parcel"];
const PARCEL_FIELDS: { field: TParcelField; label: string; max: number }[] = [
  { field: "number", label: "parcels.number", max: L.numberChars },
  { field: "weight", label: "parcels.weight", max: L.weightChars },
  { field: "x", label: "parcels.length", max: L.dimensionChars },
  { field: "y", label: "parcels.width", max: L.dimensionChars },
  { field: "z", label: "parcels.height", max: L.dimensionChars },
];

type TProps = {
  values: TMassSettingsValues;
  onChange: (patch: Partial<TMassSettingsValues>) => void;
  errors: TSettingsErrors;
  /** Sending by file: each row gives its own weight, the line gives the rest. */
  weightFromFile?: boolean;
};

/**
 * The parcel every recipient is sent (issue 14): envelope, parcel or pallet (stackable for a
 * pallet), the unit system and the one parcel line, typed as spec §5 allows (number up to 5
 * characters, weight up to 7 with 3 decimals, dimensions up to 7 with 2; length at most 119 cm).
 */
export function ParcelSettings({ values, onChange, errors, weightFromFile = false }: TProps) {
  const { t } = useTranslation(["massMailing", "quote"]);
  const units = {
    weight: t(`quote:units.${values.unit}.weight`),
    length: t(`quote:units.${values.unit}.length`),
  };
  const setParcel = (field: TParcelField, text: string) =>
    onChange({ parcel: { ...values.parcel, [field]: text } });
  return (
    <Fieldset legend={t("settings.parcel")} data-testid="mass-parcel-settings">
      <Stack gap="sm">
        <Group gap="md" align="flex-end" wrap="wrap">
          <Stack gap={4}>
            <Text size="sm" fw={500} id="mass-type-label">
              {t("quote:type.label")}
            </Text>
            <SegmentedControl
              aria-labelledby="mass-type-label"
              value={String(values.shipment_type)}
              onChange={(value) => {
                const type = Number(value) as TMassSettingsValues["shipment_type"];
                onChange({
                  shipment_type: type,
                  stackable: type === SHIPMENT_TYPES.pallet && values.stackable,
                });
              }}
              data={TYPE_NAMES.map((name) => ({
                value: String(SHIPMENT_TYPES[name]),
                label: t(`quote:type.${name}`),
              }))}
              data-testid="shipment-type"
            />
          </Stack>
          {values.shipment_type === SHIPMENT_TYPES.pallet && (
            <Checkbox
              label={t("quote:type.stackable")}
              checked={values.stackable}
              onChange={(event) => onChange({ stackable: event.currentTarget.checked })}
              data-testid="stackable"
              mb={8}
            />
          )}
          <Stack gap={4}>
            <Text size="sm" fw={500} id="mass-unit-label">
              {t("quote:units.label")}
            </Text>
            <SegmentedControl
              aria-labelledby="mass-unit-label"
              value={values.unit}
              onChange={(value) => onChange({ unit: value as TMassSettingsValues["unit"] })}
              data={UNIT_SYSTEMS.map((unit) => ({ value: unit, label: t(`quote:units.${unit}.label`) }))}
              data-testid="unit"
            />
          </Stack>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm">
          {PARCEL_FIELDS.filter(({ field }) => !(weightFromFile && field === "weight")).map(
            ({ field, label, max }) => (
              <TextInput
                key={field}
                label={t(`quote:${label}`, units)}
                inputMode="decimal"
                maxLength={max}
                required
                value={values.parcel[field]}
                onChange={(event) => setParcel(field, event.currentTarget.value)}
                error={errors[field]}
                data-testid={`parcel-${field}`}
              />
            ),
          )}
        </SimpleGrid>
        {weightFromFile && (
          <Text size="sm" data-testid="weight-from-file">
            {t("upload.weightDefault")}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {t("settings.parcelRules", {
            max: values.unit === "us" ? L.lengthIn : L.lengthCm,
            unit: units.length,
          })}
        </Text>
      </Stack>
    </Fieldset>
  );
}
