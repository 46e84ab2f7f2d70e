import { Fieldset, Grid, Stack, Text } from "@mantine/core";
import {
  CURRENCIES,
  checkParcelLines,
  isDocumentReasonAllowed,
  SHIPMENT_REASONS,
  type TCurrency,
} from "@ship/domain";
import { FormProvider, type UseFormReturn, useFieldArray, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { CollectionDateField } from "../../../components/quote-form/collection-date-field.tsx";
import { ParcelLines } from "../../../components/quote-form/parcel-lines.tsx";
import type { TQuoteFormValues } from "../../../components/quote-form/quote-form-values.ts";
import { ShipmentTypeField } from "../../../components/quote-form/shipment-type-field.tsx";
import { CharacteristicsFields } from "../../../components/shipment-info/characteristics-fields.tsx";
import type { TInfoValues } from "../ship-to-contact-values.ts";
import { CustomsSection } from "./customs-section.tsx";
import { InsuranceFacts } from "./insurance-facts.tsx";

/** Spec §5: 'Documents' only when the parcels allow it (the order page's rule). */
function reasonsFor(values: Pick<TQuoteFormValues, "parcels" | "unit" | "shipment_type">) {
  const { parcels } = checkParcelLines(values.parcels, values.unit);
  const documents = isDocumentReasonAllowed(values.shipment_type, parcels, values.unit);
  return SHIPMENT_REASONS.filter((reason) => reason !== "documents" || documents);
}

/**
 * Shipment information and insurance: the order page's characteristics fields and the currency's
 * facts; then the customs goods rows when the two countries need customs.
 */
export function InfoSection(props: {
  info: UseFormReturn<TInfoValues>;
  quote: UseFormReturn<TQuoteFormValues>;
  from: string;
  to: string;
  priceCurrency: TCurrency;
  customs: boolean;
}) {
  const { t } = useTranslation("shipToContact");
  const [parcels, unit, type] = useWatch({
    control: props.quote.control,
    name: ["parcels", "unit", "shipment_type"],
  });
  return (
    <FormProvider {...props.info}>
      <Fieldset legend={t("shipment.title")} data-testid="characteristics-block">
        <Stack gap="sm">
          <CharacteristicsFields
            context={{ from: props.from, to: props.to, priceCurrency: props.priceCurrency }}
            reasons={reasonsFor({ parcels, unit, shipment_type: type })}
            currencies={CURRENCIES}
            withPersonalEffects={false}
          />
          <InsuranceFacts control={props.info.control} />
        </Stack>
      </Fieldset>
      {props.customs && <CustomsSection from={props.from} />}
    </FormProvider>
  );
}

/** Type, parcels and collection date: the shared rating form's own fields. */
export function ParcelsSection({ quote, today }: { quote: UseFormReturn<TQuoteFormValues>; today: string }) {
  const { t } = useTranslation("shipToContact");
  const lines = useFieldArray({ control: quote.control, name: "parcels" });
  const unit = useWatch({ control: quote.control, name: "unit" });
  return (
    <Fieldset legend={t("shipment.parcels")} data-testid="parcels-block">
      <Stack gap="md">
        <ShipmentTypeField form={quote} />
        <ParcelLines lines={lines} register={quote.register} errors={quote.formState.errors} unit={unit} />
        <Text fw={600}>{t("shipment.collection")}</Text>
        <Grid>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <CollectionDateField control={quote.control} today={today} />
          </Grid.Col>
        </Grid>
      </Stack>
    </Fieldset>
  );
}
