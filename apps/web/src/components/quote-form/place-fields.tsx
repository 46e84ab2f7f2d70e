import { Autocomplete, Checkbox, Loader, Select, Stack, Text } from "@mantine/core";
import type { TCountry } from "@ship/contracts";
import { useMemo, useRef } from "react";
import { type Control, Controller, type FieldErrors, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { formatSuggestion, useCitySuggestions } from "./cities.ts";
import type { TQuoteFormValues } from "./quote-form-values.ts";
import { useQuoteErrorText } from "./use-quote-error-text.ts";

type TPlaceFieldsProps = {
  end: "ship_from" | "ship_to";
  control: Control<TQuoteFormValues>;
  errors: FieldErrors<TQuoteFormValues>;
  countries: TCountry[] | undefined;
  onCountryChange: (code: string) => void;
  /** The brand ships within one country (no sending_abroad block, decision 049): not choosable. */
  countryLocked?: boolean;
};

/** One end of the shipment (spec §2): country, postcode/town autocomplete, business-address tick. */
export function PlaceFields({
  end,
  control,
  errors,
  countries,
  onCountryChange,
  countryLocked = false,
}: TPlaceFieldsProps) {
  const { t } = useTranslation("quote");
  const errorText = useQuoteErrorText();
  const prefix = end === "ship_from" ? "from" : "to";
  const countryCode = useWatch({ control, name: `${end}.country_code` });
  const place = useWatch({ control, name: `${end}.place` });
  // A chosen suggestion fills the field with 'postcode, city': that text is not searched again.
  const picked = useRef<string | null>(null);
  const countryId = countries?.find((country) => country.code === countryCode)?.id;
  const { rows, loading } = useCitySuggestions(place, countryId, place !== picked.current);

  const countryOptions = useMemo(
    () =>
      countries?.map((country) => ({ value: country.code, label: country.name })) ?? [
        { value: countryCode, label: countryCode },
      ],
    [countries, countryCode],
  );
  const suggestions = useMemo(() => new Map(rows.map((row) => [row.label, row])), [rows]);
  const errorsOfEnd = errors[end];

  return (
    <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <Text component="legend" fw={600} mb={4}>
        {t(`place.${prefix}.legend`)}
      </Text>
      <Controller
        control={control}
        name={`${end}.country_code`}
        render={({ field }) => (
          <Select
            label={t("place.country")}
            data={countryOptions}
            value={field.value}
            readOnly={countryLocked}
            description={countryLocked ? t("place.domesticOnly") : undefined}
            onChange={(value) => {
              if (!value || value === field.value) return;
              field.onChange(value);
              onCountryChange(value);
            }}
            searchable
            allowDeselect={false}
            nothingFoundMessage={t("place.noCountry")}
            comboboxProps={{ shadow: "md" }}
            data-testid={`${prefix}-country`}
            error={errorText(errorsOfEnd?.country_code)}
          />
        )}
      />
      <Controller
        control={control}
        name={`${end}.place`}
        render={({ field }) => (
          <Autocomplete
            label={t("place.town")}
            description={t("place.townHint")}
            placeholder={t(`place.${prefix}.placeholder`)}
            required
            autoComplete="off"
            maxLength={300}
            value={field.value}
            onChange={(value) => {
              if (suggestions.has(value)) picked.current = value;
              field.onChange(value);
            }}
            onBlur={field.onBlur}
            ref={field.ref}
            data={[...suggestions.keys()]}
            filter={({ options }) => options}
            renderOption={({ option }) => {
              const row = suggestions.get(option.value);
              return <span title={option.value}>{row ? formatSuggestion(row) : option.value}</span>;
            }}
            rightSection={loading ? <Loader size="xs" aria-label={t("place.searching")} /> : null}
            comboboxProps={{ shadow: "md" }}
            data-testid={`${prefix}-place`}
            error={errorText(errorsOfEnd?.place)}
          />
        )}
      />
      <Controller
        control={control}
        name={`${end}.pro`}
        render={({ field }) => (
          <Checkbox
            label={t("place.business")}
            checked={field.value}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
            data-testid={`${prefix}-pro`}
          />
        )}
      />
    </Stack>
  );
}
