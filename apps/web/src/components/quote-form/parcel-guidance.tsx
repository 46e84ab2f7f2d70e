import { Alert, List } from "@mantine/core";
import { convertParcelToMetric, listParcelGuidanceWarnings, parseParcel, type TParcel } from "@ship/domain";
import { IconInfoCircle } from "@tabler/icons-react";
import { type Control, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { TQuoteFormValues } from "./quote-form-values.ts";

/** Spec §5 parcel guidance: what carriers accept, shown as the parcel lines are typed. */
export function ParcelGuidance({ control }: { control: Control<TQuoteFormValues> }) {
  const { t } = useTranslation("quote");
  const [parcels, unit, shipmentType, fromCountry, toCountry] = useWatch({
    control,
    name: ["parcels", "unit", "shipment_type", "ship_from.country_code", "ship_to.country_code"],
  });
  const metric = parcels
    .map((line) => parseParcel(line, unit))
    .map((parcel) => (parcel ? convertParcelToMetric(parcel, unit) : undefined));
  // Lines still being typed are left out; their index is kept so that the message names the right line.
  const complete = metric.filter((parcel): parcel is TParcel => parcel !== undefined);
  const lineNumbers = metric.flatMap((parcel, index) => (parcel ? [index + 1] : []));
  const warnings = listParcelGuidanceWarnings({ shipmentType, parcels: complete, fromCountry, toCountry });
  if (warnings.length === 0) return null;
  return (
    <Alert color="yellow" variant="light" icon={<IconInfoCircle />} data-testid="parcel-guidance">
      <List size="sm" spacing={2}>
        {warnings.map((warning) => {
          const line = warning.parcelIndex === undefined ? undefined : lineNumbers[warning.parcelIndex];
          const text = t(warning.key, warning.params);
          return (
            <List.Item key={`${warning.key}-${warning.parcelIndex ?? "all"}`}>
              {line === undefined ? text : t("guidance.line", { line, text })}
            </List.Item>
          );
        })}
      </List>
    </Alert>
  );
}
